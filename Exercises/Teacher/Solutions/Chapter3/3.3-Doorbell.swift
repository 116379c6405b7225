import Reactive

/// Exercise 3.3 · Wrap a callback API in a subject: the reference solution.
///
/// Book: chapter 3, RACSubject (bridging callbacks with `-sendNext:` and `-sendCompleted`)
public func rings(
    onRing: (@escaping @Sendable (String) -> Void) -> Void,
    onUnplug: (@escaping @Sendable () -> Void) -> Void
) -> Signal<String> {
    // A subject is both an observer (we send into it from the callbacks) and
    // a signal (anyone can subscribe). The doorbell keeps one handler of each
    // kind, so they are registered once, now, not once per subscriber: the
    // subject then shares what it hears with every subscriber. A plain
    // Subject keeps no history, so a late subscriber hears only later rings,
    // and after the unplug a new subscriber is completed at once.
    // 中文：subject 既是观察者（我们在回调里向它发送），又是信号（谁都可以订
    // 阅）。门铃每种处理函数只保留一个，所以现在就注册一次，而不是每个订阅者注
    // 册一次：subject 再把听到的分享给每个订阅者。普通的 Subject 不保留历史，所
    // 以晚来的订阅者只听得到之后的铃声；拔掉电源之后，新的订阅者会立即完成。
    let subject = Subject<String>()
    onRing { visitor in subject.sendNext(visitor) }
    onUnplug { subject.sendCompleted() }
    return subject.signal
}
