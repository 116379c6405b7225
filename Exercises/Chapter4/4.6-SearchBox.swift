import ExerciseSupport
import Reactive

/// Exercise 4.6 · A search box, from typing to results
/// 练习 4.6 · 搜索框：从输入到结果
///
/// Put 4.3 and 4.4 together, and close the screen. `text` sends the search
/// field's text after each keystroke. Once typing has paused for 2 seconds on
/// `scheduler`, search for the text with `search`: never for an empty text,
/// never for the term just searched (the terms of 4.3). A new search cancels
/// the one before. Return the results of the latest search, until `closed`
/// sends: then the results complete and everything is disposed, the text's
/// subscription and the search still running. Without a close, the results
/// end as in 4.4: complete after the text and the last search, or fail with
/// the first error.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories of typing, searching and closing, half of them ticking every half
/// second (the screen closed mid-search or mid-pause, a space typed, searches
/// that fail, the text ending while a search runs): the results with their
/// ticks, and the subscriptions to the text and to each search. Stories last
/// up to 14 seconds; a search sends up to three results.
///
/// 任务：把 4.3 和 4.4 合起来，再加上关闭界面。`text` 在每次按键之后发出搜索框
/// 里的文字。在 `scheduler` 上停止输入满 2 秒之后，用 `search` 搜索这段文字：空
/// 文字不搜，刚搜过的词也不搜（即 4.3 的搜索词）。新的搜索会取消前一个。返回最
/// 新那次搜索的结果，直到 `closed` 发送为止：那时结果完成，一切都被释放，包括对
/// 文字的订阅和还在运行的搜索。如果没有关闭，结果就像 4.4 那样结束：在文字和最
/// 后一次搜索之后完成，或随第一个错误失败。
///
/// 评分：评分器在测试调度者上，把你的答案和参考答案放到许多条输入、搜索和关闭的
/// 时间线上比较（其中一半每半秒一刻）：得到的结果和它们的时刻，以及对文字和每次
/// 搜索的订阅。这些时间线里有：在搜索中途或安静期中途关闭界面，只输入一个空格，
/// 失败的搜索，以及搜索还在运行时文字结束。时间线最长 14 秒；每次搜索最多发出三
/// 个结果。
///
/// ```
/// text:     -ab--c--e--d        a = "sw", b = "swi", c = "swift", e = "", d = "swiftly"
/// search:   --1--(2|)          each search, from its start
/// closed:   ----------------x
/// results:  ------a--b--c--d|   a = "swi 1", b = "swift 1", c = "swift 2", d = "swiftly 1"
/// ```
/// 图中：每次搜索的时刻从它开始时算起，(2|) 表示 2 和完成事件在同一刻到达。
///
/// 书中：第 4 章“信号传递流程中的一些处理：即时搜索”（`throttle:`、
/// `flattenMap:`、`switchToLatest`、`takeUntil:`）
/// Book: chapter 4, Recipe: instant search (`throttle:`, `flattenMap:`,
/// `switchToLatest`, `takeUntil:`)
public func searchBox(
    text: Signal<String>, closed: Signal<Void>,
    search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
) -> Signal<String> {
    // TODO(4.6): the terms of 4.3, each mapped to its search; the latest only, until closed.
    notAttempted("4.6")
}
