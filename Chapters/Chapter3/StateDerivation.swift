import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A valid address enables a button and colours the text, shown as a small form.
    static let stateDerivation = Section("State derivation", "状态推导") { page in
        page.say(
            en: """
                Much of a screen's state follows from what the user typed. Here the Send \
                button is enabled, and the address is green, only while the address contains \
                "@"; otherwise the button is disabled and the text red. Instead of checking \
                after every key, derive each piece of state from textSignal once, and bind the \
                form's properties to the results with <~, the Swift spelling of RAC's RAC() \
                macro.
                """,
            zh: """
                界面上的许多状态都取决于用户输入了什么。这里，只有当地址中含有“@”时，\
                “发送”按钮才可用，地址才显示为绿色；否则按钮不可用，文字显示为红色。不\
                必在每次按键之后逐一检查：从 textSignal 把每一项状态推导出来，只写一\
                次，再用 <~ 把表单的属性绑定到结果上。<~ 就是 RAC 的 RAC() 宏在 Swift \
                里的写法。
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
        page.say(
            en: "The form, drawn from its properties at three moments:", zh: "根据表单的属性，画出它在三个时刻的样子：")
        for tick in [3, 5, 7] {
            scheduler.advance(to: tick)
            page.picture(form.picture(at: tick, on: page).lines(on: page))
        }
        page.say(
            en: """
                The recorders caught the keys, isValid after every key, and the same with \
                distinctUntilChanged, which passes a value on only when it differs from the \
                one before:
                """,
            zh: """
                记录器记下了按键、每次按键后的 isValid，以及经过 distinctUntilChanged \
                的 isValid。distinctUntilChanged 只在一个值与前一个值不同时，才把它传下\
                去：
                """)
        page.marbles(
            MarbleLine("keys", keys), MarbleLine("isValid", everyKey, symbol: truth),
            MarbleLine("distinct", changes, symbol: truth))
        page.say(
            en: """
                The text is recoloured after every key, but the button only needs to hear of \
                a change: that is why canSend is bound through distinctUntilChanged. Nothing \
                here remembers to update anything; the form follows the text.
                """,
            zh: """
                每按一个键，文字都会重新着色，但按钮只需要知道变化：所以 canSend 要通\
                过 distinctUntilChanged 来绑定。这里没有哪段代码需要记着去更新什么；表\
                单自己跟着文字走。
                """)
        page.say(
            en: """
                RAC(object, keyPath) writes through key-value coding: the key path is a \
                string, looked up when the app runs, and the value must be an object, so \
                the book wraps its Bool in an NSNumber with @(…). `<~` writes through a \
                Swift key path or a MutableProperty, checked by the compiler, with a value \
                of the property's own type: canSend is a Bool, bound from a Signal<Bool>.
                """,
            zh: """
                RAC(object, keyPath) 通过键-值编码（KVC）写入：键路径是一个字符串，应\
                用运行时才去查找；值必须是对象，所以原书用 @(…) 把 Bool 包成 NSNumber。\
                `<~` 则通过 Swift 的键路径（key path）或 MutableProperty 写入，由编译器检查，值\
                就是属性本身的类型：canSend 是 Bool，绑定自一个 Signal<Bool>。
                """)
        page.book(
            "RAC(self.button, enabled) = signal", "-[RACSignal map:]",
            "-[RACSignal distinctUntilChanged]")
        let print = page.printer
        page.differs(
            en: """
                a binding whose signal fails ends quietly and keeps the last value. RAC2 \
                treats an error in a `RAC()` binding as a programmer's mistake: a debug \
                build stops at an assertion, a release build logs it.
                """,
            zh: """
                绑定的信号失败时，绑定会悄悄结束，并保留最后一个值。RAC2 把 `RAC()` 绑\
                定中的错误视为程序员的失误：调试版本会停在断言上，发布版本会把它记进日\
                志。
                """)
        page.code(.failingBinding)
        // snippet.failingBinding
        let status = MutableProperty("ready")
        status <~ Signal.just("sent").concat(Signal.error(LoadError.offline))
        print(status.value)
        // snippet.end
    }
}
