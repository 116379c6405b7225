import Reactive

/// Exercise 4.4 · Keep only the latest search with switchToLatest: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (`-[RACSignal switchToLatest]`, in the instant search recipe)
public func latestResults(
    for queries: Signal<String>, search: @escaping @Sendable (String) -> Signal<String>
) -> Signal<String> {
    // map gives a signal of searches, one inner signal per query. (Mapping
    // does not start them: they are cold until subscribed.) switchToLatest
    // subscribes to each search as it arrives and first disposes the one
    // before, so a stale search stops running and its late results never
    // arrive. flatMap would keep every search running and mix their results.
    // 中文：map 得到一个搜索的信号，每个查询一个内部信号。（map 并不启动它们：
    // 在被订阅之前它们是冷的。）switchToLatest 在每个搜索到来时订阅它，并先释放
    // 前一个，所以过时的搜索会停止运行，它迟到的结果永远不会到达。flatMap 则会
    // 让每个搜索都继续运行，把它们的结果混在一起。
    queries.map(search).switchToLatest()
}
