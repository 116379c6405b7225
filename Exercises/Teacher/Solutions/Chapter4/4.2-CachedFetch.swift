import Reactive

/// Exercise 4.2 · Fetch once, replay to late subscribers: the reference solution.
///
/// Book: chapter 4, Multicasting (`-[RACSignal replayLazily]`, RACReplaySubject)
public func cachedFetch(_ fetch: Signal<String>) -> Signal<String> {
    // replayLazily() multicasts the fetch through a ReplaySubject of
    // unlimited capacity, and connects when the first subscriber arrives.
    // The subject remembers every value and the completion, so a subscriber
    // who comes late, even after the fetch has finished, is replayed the
    // whole story at once. replay() would fetch right now, before anyone
    // asked; replayLast() would keep only the full profile.
    // 中文：replayLazily() 通过一个容量不限的 ReplaySubject 组播这次获取，并在
    // 第一个订阅者到来时连接。subject 记住每个值和完成事件，所以晚来的订阅者，
    // 哪怕获取已经结束了，也会一次性收到整个过程的重放。replay() 会马上获取，不
    // 等任何人要；replayLast() 只会留下完整的资料。
    fetch.replayLazily()
}
