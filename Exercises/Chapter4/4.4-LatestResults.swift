import ExerciseSupport
import Reactive

/// Exercise 4.4 · Keep only the latest search with switchToLatest
/// 练习 4.4 · 用 switchToLatest 只保留最新的搜索
///
/// For each query that `queries` sends, start `search(query)`, a cold signal
/// of results. Return one signal of results from the latest search only:
/// when a new query arrives, the search still running for the previous one is
/// cancelled (its subscription disposed), not just ignored. The results
/// complete when the queries have completed and the last search has finished;
/// an error, from the queries or from the running search, ends them with it.
///
/// Graded: against the reference solution, on the test scheduler, in many
/// stories (queries in the same tick, the same query again, searches of up
/// to 12 results, searches that fail, queries that end while a search still
/// runs, early disposal): the results with their ticks, and the cancelling, by
/// each search's subscriptions and the subscriptions to `queries` (subscribe
/// to it once).
///
/// 任务：`queries` 每发出一个查询，就启动 `search(query)`，它是一个发出结果的冷
/// 信号。返回一个只包含最新那次搜索结果的信号：新查询到来时，还在为上一个查询运
/// 行的搜索要被取消（释放它的订阅），而不只是被忽略。查询完成、并且最后一次搜索
/// 结束时，结果完成；查询或正在运行的搜索一出错，结果就随之结束。
///
/// 评分：评分器在测试调度者上运行许多时间线，与参考答案逐一比较：同一刻里的多个
/// 查询、重复的查询、最多 12 个结果的搜索、失败的搜索、搜索还在运行时就结束的查
/// 询、提前释放。比较的是每个结果及其时刻；旧搜索是否被取消，看每次搜索的订阅记
/// 录和对 `queries` 的订阅记录（`queries` 只能订阅一次）。
///
/// ```
/// queries:        -s----tu----|
/// search(q):      --1-(2|)       each search, counted from its start
/// results:        ---a-b---c-d|  a, b = s's results; c, d = u's; t's search is cancelled at 7
/// ```
/// 图中：每次搜索的时刻从它开始时算起，(2|) 表示 2 和完成事件在同一刻到达；
/// a、b 是 s 的结果，c、d 是 u 的结果；t 的搜索在第 7 刻被取消。
///
/// 书中：第 4 章“信号传递流程中的一些处理：
/// 即时搜索”（`-[RACSignal switchToLatest]`）
/// Book: chapter 4, Recipe: instant search (`-[RACSignal switchToLatest]`)
public func latestResults(
    for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
) -> Signal<String> {
    // TODO(4.4): map each query to its search, then switch to the latest.
    notAttempted("4.4")
}
