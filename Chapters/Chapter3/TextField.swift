import Narration
import Reactive

/// A text field that nobody clicks: a script types into it on a test scheduler.
///
/// `type(_:from:on:)` presses one key per tick; `<` stands for the backspace
/// key. Each key is sent on `keys`, then the new text on `textSignal`. When
/// the field is released, both signals complete.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let field = TextField()
/// field.textSignal.subscribeNext { print($0) }   // prints an empty line
/// field.type("hi<", from: 1, on: scheduler)
/// scheduler.run()                                // prints h, hi, h
/// ```
///
/// Book: a UITextField, with `rac_textSignal`
final class TextField: Sendable {
    private let text = MutableProperty("")
    private let pressed = Subject<Character>()

    deinit {
        pressed.sendCompleted()
    }

    /// The text in the field now.
    var currentText: String {
        text.value
    }

    /// Presses `keys` one per tick, the first at tick `start`; `<` deletes a character.
    func type(_ keys: String, from start: Int, on scheduler: TestScheduler) {
        for (offset, key) in keys.enumerated() {
            scheduler.schedule(at: start + offset) { [weak self] in self?.press(key) }
        }
    }

    private func press(_ key: Character) {
        pressed.sendNext(key)
        text.value = key == "<" ? String(text.value.dropLast()) : text.value + String(key)
    }

    /// Each key as it is pressed.
    ///
    /// Contract: hot · values: Character · errors: none
    ///   completes: when the text field is released · fails: never
    ///   scheduler: the typist's thread (no hop)
    ///   multicast: yes (all share one keyboard)
    ///
    /// Book: `-[UIControl rac_signalForControlEvents:]`
    var keys: Signal<Character> {
        pressed.signal
    }

    /// The text now, then the whole text after each key.
    ///
    /// Contract: hot · values: String · errors: none
    ///   completes: when the text field is released · fails: never
    ///   scheduler: the typist's thread (no hop)
    ///   multicast: yes (current text first)
    ///
    /// Book: `-[UITextField rac_textSignal]`
    var textSignal: Signal<String> {
        text.signal
    }

    /// The contract of `keys`, for the narration.
    static let keysContract = Contract(
        .hot, values: "Character", errors: "none",
        completes: "when the text field is released", fails: "never",
        scheduler: "the typist's thread (no hop)", multicast: "yes (all share one keyboard)",
        zh: .init(
            errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "打字所在的线程（不切换）",
            multicast: "是（大家共用一个键盘）"))

    /// The contract of `textSignal`, for the narration.
    static let textContract = Contract(
        .hot, values: "String", errors: "none",
        completes: "when the text field is released", fails: "never",
        scheduler: "the typist's thread (no hop)", multicast: "yes (current text first)",
        zh: .init(
            errors: "无", completes: "文本框被释放时", fails: "从不", scheduler: "打字所在的线程（不切换）",
            multicast: "是（先发送当前文字）"))
}
