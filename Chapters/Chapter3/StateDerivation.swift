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
            one before:
            """)
        page.marbles(
            MarbleLine("keys", keys), MarbleLine("isValid", everyKey, symbol: truth),
            MarbleLine("distinct", changes, symbol: truth))
        page.say(
            """
            The text is recoloured after every key, but the button only needs to hear of \
            a change: that is why canSend is bound through distinctUntilChanged. Nothing \
            here remembers to update anything; the form follows the text.
            """)
        page.say(
            """
            RAC(object, keyPath) writes through key-value coding: the key path is a \
            string, looked up when the app runs, and the value must be an object, so \
            the book wraps its Bool in an NSNumber with @(…). `<~` writes through a \
            Swift key path or a MutableProperty, checked by the compiler, with a value \
            of the property's own type: canSend is a Bool, bound from a Signal<Bool>.
            """)
        page.book(
            "RAC(self.button, enabled) = signal", "-[RACSignal map:]",
            "-[RACSignal distinctUntilChanged]")
        let print = page.printer
        page.differs(
            """
            a binding whose signal fails ends quietly and keeps the last value. RAC2 \
            treats an error in a `RAC()` binding as a programmer's mistake: a debug \
            build stops at an assertion, a release build logs it.
            """)
        page.code(.failingBinding)
        // snippet.failingBinding
        let status = MutableProperty("ready")
        status <~ Signal.just("sent").concat(Signal.error(LoadError.offline))
        print(status.value)
        // snippet.end
    }
}
