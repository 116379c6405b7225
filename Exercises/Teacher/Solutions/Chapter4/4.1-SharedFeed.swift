import Reactive

/// Exercise 4.1 · Share one feed without repeating its work: the reference solution.
///
/// Book: chapter 4, Multicasting (`-[RACSignal publish]`, `-[RACMulticastConnection autoconnect]`)
public func shareFeed(_ feed: Signal<String>) -> Signal<String> {
    // publish() puts a plain Subject between the feed and its subscribers:
    // one subscription to the feed, shared, with no memory, so a latecomer
    // hears only what comes after it joins. autoconnect() makes that one
    // subscription when the first subscriber arrives and disposes it when
    // the count of subscribers drops back to zero.
    // 中文：publish() 在信息源和它的订阅者之间放一个普通的 Subject：对信息源只
    // 订阅一次，大家共享，且没有记忆，所以晚来的订阅者只听得到它加入之后的内
    // 容。autoconnect() 在第一个订阅者到来时建立这一个订阅，在订阅者的数目降回
    // 零时释放它。
    feed.publish().autoconnect()
}
