import Narration
import Reactive

/// Whether the field holds something that may be an e-mail address (it
/// contains "@"): the answer for the text now, then after every key.
///
/// ```swift
/// let field = TextField()
/// emailValidity(of: field).subscribeNext { print($0) }   // prints false
/// field.type("a@", from: 1, on: scheduler)
/// scheduler.run()                                        // prints false, true
/// ```
///
/// Contract: hot · values: Bool · errors: none
///   completes: when the text field is released · fails: never
///   scheduler: the typist's thread (no hop)
///   multicast: no (a map per subscriber)
///
/// Book: `[self.emailField.rac_textSignal map:^(NSString *text) { … }]`
func emailValidity(of field: TextField) -> Signal<Bool> {
    field.textSignal.map { $0.contains("@") }
}

/// The contract of `emailValidity(of:)`, for the narration.
let emailValidityContract = Contract(
    .hot, values: "Bool", errors: "none",
    completes: "when the text field is released", fails: "never",
    scheduler: "the typist's thread (no hop)", multicast: "no (a map per subscriber)",
    zh: .init(
        errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "打字所在的线程（不切换）",
        multicast: "否（每个订阅者各 map 一次）"))
