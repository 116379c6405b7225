import Narration
import Reactive

/// Sends an invitation to `address` on a pretend server: the work takes two
/// ticks, then the signal completes without sending a value.
///
/// ```swift
/// sendInvitation(to: "ash@example.com", on: scheduler)
///     .subscribeCompleted { print("sent") }
/// scheduler.advance(by: 2)   // prints sent
/// ```
///
/// Contract: cold · values: Void (none sent) · errors: none
///   completes: two ticks after subscription · fails: never
///   scheduler: the one passed in · multicast: no (each subscriber sends again)
///
/// Book: the signal returned by a RACCommand's signal block
func sendInvitation(to address: String, on scheduler: TestScheduler) -> Signal<Void> {
    Signal { observer in
        scheduler.schedule(after: .seconds(2)) { observer.sendCompleted() }
    }
}

/// The contract of `sendInvitation(to:on:)`, for the narration.
let sendInvitationContract = Contract(
    .cold, values: "Void (none sent)", errors: "none",
    completes: "two ticks after subscription", fails: "never",
    scheduler: "the one passed in", multicast: "no (each subscriber sends again)",
    zh: .init(
        values: "Void（不发送任何值）", errors: "无", completes: "订阅后两刻", fails: "从不", scheduler: "传入的那个",
        multicast: "否（每个订阅者都重新发送）"
    ))
