import Narration
import Reactive

/// Whether the search field's text is long enough to search for (more than
/// three characters), sent only when the answer changes.
///
/// Contract: hot · values: Bool · errors: none
///   completes: when the text field is released · fails: never
///   scheduler: the typist's thread (no hop)
///   multicast: no (a map per subscriber)
///
/// Book: `[[searchField.rac_textSignal map:…] distinctUntilChanged]`
func searchTextValidity(of field: TextField) -> Signal<Bool> {
    field.textSignal.map { $0.count > 3 }.distinctUntilChanged()
}

/// The languages whose names start with `text`, ignoring case, found a tick later.
///
/// Contract: cold · values: [String] · errors: none
///   completes: a tick after subscription, after the results · fails: never
///   scheduler: the one passed in · multicast: no (each subscriber searches)
///
/// Book: the search request a RACCommand's signal block returns
func searchLanguages(_ text: String, on scheduler: TestScheduler) -> Signal<[String]> {
    let languages = ["Haskell", "Objective-C", "Swift", "SwiftUI", "Scala"]
    return Signal { observer in
        scheduler.schedule(after: .seconds(1)) {
            observer.sendNext(languages.filter { $0.lowercased().hasPrefix(text.lowercased()) })
            observer.sendCompleted()
        }
    }
}

/// The contract of `searchTextValidity(of:)`, for the narration.
let searchTextValidityContract = Contract(
    .hot, values: "Bool", errors: "none",
    completes: "when the text field is released", fails: "never",
    scheduler: "the typist's thread (no hop)", multicast: "no (a map per subscriber)",
    zh: .init(
        errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "打字所在的线程（不切换）",
        multicast: "否（每个订阅者各 map 一次）"))

/// The contract of `searchLanguages(_:on:)`, for the narration.
let searchLanguagesContract = Contract(
    .cold, values: "[String]", errors: "none",
    completes: "a tick after subscription, after the results", fails: "never",
    scheduler: "the one passed in", multicast: "no (each subscriber searches)",
    zh: .init(
        errors: "无", completes: "订阅后一刻，送出结果之后", fails: "从不", scheduler: "传入的那个",
        multicast: "否（每个订阅者各搜索一次）"))
