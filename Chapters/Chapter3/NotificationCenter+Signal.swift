import Foundation
import Narration
import Reactive

extension NotificationCenter {
    /// Each notification called `name`, as a value read from it by `read`.
    ///
    /// Subscribing adds an observer to this center; disposing the subscription
    /// removes it. `Notification` itself cannot cross threads safely in Swift 6
    /// (it is not `Sendable`), so `read` takes what you need out of it on the
    /// posting thread. The signal never ends on its own: end it with
    /// `take(during:)` when its owner goes away.
    ///
    /// ```swift
    /// let center = NotificationCenter()
    /// let names = center.signal(for: .init("ping")) { $0.name.rawValue }
    /// names.subscribeNext { print($0) }
    /// center.post(name: .init("ping"), object: nil)   // prints ping
    /// ```
    ///
    /// Contract: hot · values: Value · errors: none
    ///   completes: never (end it with take(during:)) · fails: never
    ///   scheduler: the poster's thread (no hop) · multicast: no (an observer each)
    ///
    /// Book: `-[NSNotificationCenter rac_addObserverForName:object:]`
    func signal<Value>(
        for name: Notification.Name, reading read: @escaping @Sendable (Notification) -> Value
    ) -> Signal<Value> {
        Signal { [self] observer in
            let token = addObserver(forName: name, object: nil, queue: nil) { notification in
                observer.sendNext(read(notification))
            }
            NotificationObservers.added()
            let registration = Locked<(any NSObjectProtocol)?>(token)
            return ActionDisposable { [self] in
                registration.withLock { token in
                    guard let registered = token else { return }
                    removeObserver(registered)
                    NotificationObservers.removed()
                    token = nil
                }
            }
        }
    }
}

/// How many observers `NotificationCenter.signal(for:reading:)` and
/// `stream(for:reading:)` have added and not yet removed, in this process: the
/// chapter prints it to show that ending a subscription, or a stream, removes
/// its observer.
enum NotificationObservers {
    private static let count = Locked(0)

    /// The observers added and not yet removed.
    static var registered: Int {
        count.withLock { $0 }
    }

    static func added() {
        count.withLock { $0 += 1 }
    }

    static func removed() {
        count.withLock { $0 -= 1 }
    }
}

/// The contract of `NotificationCenter.signal(for:reading:)`, for the narration.
let notificationSignalContract = Contract(
    .hot, values: "Value", errors: "none",
    completes: "never (end it with take(during:))", fails: "never",
    scheduler: "the poster's thread (no hop)", multicast: "no (an observer each)",
    zh: .init(
        errors: "无", completes: "从不（用 take(during:) 结束它）", fails: "从不", scheduler: "发通知的线程（不切换）",
        multicast: "否（每个订阅者一个观察者）"))
