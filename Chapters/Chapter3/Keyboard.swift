import Foundation
import Narration
import Reactive

extension Notification.Name {
    /// Posted as the on-screen keyboard is about to appear; `userInfo["height"]` is its height.
    static let keyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted as the on-screen keyboard is about to go away.
    static let keyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
}

/// An on-screen keyboard that a script shows and hides on a test scheduler,
/// posting the notifications UIKit would.
///
/// Book: the system keyboard and its `UIKeyboardWill…Notification`s
struct SimulatedKeyboard: Sendable {
    /// Where the keyboard posts.
    let center: NotificationCenter
    /// The scheduler its script runs on.
    let scheduler: TestScheduler
    /// Called with a line for each notification posted, for the narration.
    let log: @Sendable (String) -> Void

    /// Posts `keyboardWillShow` with `height` at `tick`.
    func show(at tick: Int, height: Double) {
        scheduler.schedule(at: tick) { [self] in
            log("tick \(tick): the keyboard posts willShow, height \(Int(height))")
            center.post(name: .keyboardWillShow, object: nil, userInfo: ["height": height])
        }
    }

    /// Posts `keyboardWillHide` at `tick`.
    func hide(at tick: Int) {
        scheduler.schedule(at: tick) { [self] in
            log("tick \(tick): the keyboard posts willHide")
            center.post(name: .keyboardWillHide, object: nil)
        }
    }
}

/// The keyboard's height as it changes: its height when it shows, 0 when it hides.
///
/// Contract: hot · values: Double · errors: none
///   completes: never (end it with take(during:)) · fails: never
///   scheduler: the poster's thread (no hop) · multicast: no (two observers each)
///
/// Book: `+[RACSignal merge:]` of two `rac_addObserverForName:object:` signals
func keyboardHeight(in center: NotificationCenter) -> Signal<Double> {
    let shows = center.signal(for: .keyboardWillShow) { notification in
        notification.userInfo?["height"] as? Double ?? 0
    }
    let hides = center.signal(for: .keyboardWillHide) { _ in 0.0 }
    return Signal.merge([shows, hides])
}

/// The contract of `keyboardHeight(in:)`, for the narration.
let keyboardHeightContract = Contract(
    .hot, values: "Double", errors: "none",
    completes: "never (end it with take(during:))", fails: "never",
    scheduler: "the poster's thread (no hop)", multicast: "no (two observers each)",
    zh: .init(
        errors: "无", completes: "从不（用 take(during:) 结束它）", fails: "从不", scheduler: "发通知的线程（不切换）",
        multicast: "否（每个订阅者两个观察者）"))

/// A screen that lifts its input bar above the keyboard; it owns a lifetime
/// that ends when the screen is released.
///
/// Book: a view controller, whose `rac_willDeallocSignal` ends its subscriptions
final class ChatScreen: Sendable {
    private let token = Lifetime.Token()

    /// Ends when this screen is released.
    var lifetime: Lifetime {
        token.lifetime
    }
}
