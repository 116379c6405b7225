import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A valid address enables a button and colours the text, shown as a small form.
    static let stateDerivation = Section("State derivation", "状态推导") { page in
        page.say(
            """
            Much of a screen's state follows from what the user typed. Here the Send \
            button is enabled, and the address is green, only while the address contains \
            "@"; otherwise the button is disabled and the text red. Instead of checking \
            after every key, derive each piece of state from textSignal once, and bind the \
            form's properties to the results with <~, the Swift spelling of RAC's RAC() \
            macro.
            """)
        page.contract(emailValidityContract, of: "emailValidity(of:)")
        page.code(.signUpForm)
        // snippet.signUpForm
        let scheduler = TestScheduler()
        let field = TextField()
        let form = SignUpForm()
        let isValid = emailValidity(of: field)
        form.email <~ field.textSignal
        form.textTint <~ isValid.map { $0 ? .green : .red }
        form.canSend <~ isValid.distinctUntilChanged()
        field.type("ash@x<<", from: 1, on: scheduler)
        let keys = scheduler.record(field.keys)
        let everyKey = scheduler.record(isValid)
        let changes = scheduler.record(isValid.distinctUntilChanged())
        // snippet.end
        page.say("The form, drawn from its properties at three moments:")
        for tick in [3, 5, 7] {
            scheduler.advance(to: tick)
            page.picture(form.picture(at: tick).lines(on: page))
        }
        page.say(
            """
            The recorders caught the keys, isValid after every key, and the same with \
            distinctUntilChanged, which passes a value on only when it differs from the \
            one before (t for true, f for false):
            """)
        let letter: (Bool) -> Character = { $0 ? "t" : "f" }
        page.marbles(
            MarbleLine("keys", keys), MarbleLine("isValid", everyKey, symbol: letter),
            MarbleLine("distinct", changes, symbol: letter), ticks: true)
        page.say(
            """
            The text is recoloured after every key, but the button only needs to hear of \
            a change: that is why canSend is bound through distinctUntilChanged. Nothing \
            here remembers to update anything; the form follows the text.
            """)
        page.book(
            "RAC(self.sendButton, enabled) = signal", "-[RACSignal map:]",
            "-[RACSignal distinctUntilChanged]")
    }
}
