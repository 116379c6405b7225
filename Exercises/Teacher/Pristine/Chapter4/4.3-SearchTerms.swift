import ExerciseSupport
import Reactive

/// Exercise 4.3 · Search once typing pauses, with throttle
/// 练习 4.3 · 用 throttle 在输入停顿后才搜索
///
/// `text` sends the search field's text after each keystroke. Return the
/// terms to search for: a text is searched only once typing has paused for 2
/// seconds on `scheduler` (the book's `throttle`, a quiet period, which Rx
/// calls debounce), never when it is empty, and never when it is the term
/// searched last, even if the field was cleared in between. When the text
/// completes, a text still waiting for its pause is searched at once and the
/// terms complete; an error ends the terms at once.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// typing stories, half of them ticking every half second: keystrokes 0.5 to 4
/// seconds apart and in the same tick, fields cleared mid-burst, a space typed
/// (a space is not empty), the same term at two pauses, the text ending or
/// failing mid-burst, late and early-leaving subscribers. Stories last up to
/// 14 seconds; a term has up to 1,080 characters.
///
/// 任务：`text` 在每次按键之后发出搜索框里的文字。返回要搜索的词：只有在
/// `scheduler` 上停止输入满 2 秒之后才搜索这段文字（书中的 `throttle`，即一段安
/// 静期，Rx 把它叫 debounce）；文字为空时不搜索，和上一次搜索的词相同时也不搜索，
/// 哪怕中间把输入框清空过。文字完成时，还在等安静期的那段文字立即被搜索，搜索词
/// 随之完成；出错则立即让搜索词结束。
///
/// 评分：评分器在测试调度者上，把你的答案和参考答案放到许多条输入时间线上比较，
/// 其中一半每半秒一刻。这些时间线里有：相隔 0.5 到 4 秒的按键和同一刻里的几次按
/// 键，连续输入中途被清空的输入框，只输入一个空格（空格不算空），两次停顿时是同
/// 一个词，文字在连续输入中途结束或失败，以及晚来和早走的订阅者。时间线最长 14
/// 秒；一个词最长 1,080 个字符。
///
/// ```
/// text:    -abc----d-------|    a = "s", b = "sw", c = "swi", d = "swift"
/// terms:   -----c----d-----|
///
/// text:    -a---ba---ce----|    e = "" (the field cleared)
/// terms:   ---a------------|    "s" is not searched twice, "" never
/// ```
/// 图中：`e = ""`（输入框被清空）；`"s"` 不会被搜索两次，`""` 从不搜索。
///
/// 书中：第 4 章“信号传递流程中的一些处理：
/// 即时搜索”（`-[RACSignal throttle:]`）
/// Book: chapter 4, Recipe: instant search (`-[RACSignal throttle:]`)
public func searchTerms(_ text: Signal<String>, on scheduler: any Scheduler) -> Signal<String> {
    // TODO(4.3): throttle the text by 2 seconds, then drop empty and repeated terms.
    notAttempted("4.3")
}
