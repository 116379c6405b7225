import Reactive

/// Exercise 4.6 · A search box, from typing to results: the reference solution.
///
/// Book: chapter 4, Hot and cold signals (the instant search recipe: `throttle:`,
/// `flattenMap:`, `switchToLatest`, `takeUntil:`)
public func searchBox(
    text: Signal<String>, closed: Signal<Void>,
    search: @escaping @Sendable (String) -> Signal<String>, on scheduler: any Scheduler
) -> Signal<String> {
    // One pipeline, read top to bottom: wait for a pause, skip empty texts
    // and the term just searched (4.3's terms), turn each term into its
    // (cold, not yet started) search, keep only the latest search running,
    // and stop when the screen closes.
    // takeUntil goes last, on the results: when closed sends, it disposes
    // everything above it, the running search included. Placed before the
    // switch, it would only stop new searches and let the current one finish.
    // 中文：一条管道，从上往下读：等一次停顿，跳过空文字和刚搜索过的词（即 4.3
    // 的词），把每个词变成它的搜索（冷的，还没开始），只让最新的搜索运行，界面
    // 关闭时停止。takeUntil 放在最后，作用在结果上：closed 发送时，它释放上面的
    // 一切，包括正在运行的搜索。如果放在切换之前，它只会阻止新的搜索，而让当前
    // 这个跑完。
    text
        .throttle(.seconds(2), on: scheduler)
        .filter { term in !term.isEmpty }
        .distinctUntilChanged()
        .map(search)
        .switchToLatest()
        .takeUntil(closed)
}
