import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A simulated text field whose keys and text arrive as signals on virtual time.
    static let textField = Section(
        "A text field as a signal", ChineseTitle.of("订阅", "文本框信号")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                Typing is a stream too: each key arrives when the user presses it. Our text \
                field is simulated. A script types into it on the test scheduler, one key per \
                tick, with < for the backspace key. The field has two signals: keys sends each \
                key as it is pressed, and textSignal sends the text now, then the whole text \
                after every key, as RAC's rac_textSignal does.
                """,
            zh: """
                打字也是一种流：用户按下一个键，这个键就到达一次。我们的文本框是模拟\
                的：一段脚本在测试调度者上往里打字，每刻按一个键，< 代表退格键。文本框\
                有两个信号：keys 在每个键按下时发送这个键；textSignal 先发送当前的文\
                字，之后每按一个键就发送一次完整的文字，和 RAC 的 rac_textSignal 一样。
                """)
        page.code(.typing)
        // snippet.typing
        let scheduler = TestScheduler()
        var field: TextField? = TextField()
        field!.type("swiff<t", from: 1, on: scheduler)
        let keys = scheduler.record(field!.keys)
        let texts = scheduler.record(field!.textSignal)
        field!.textSignal.subscribe(
            next: { print("tick \(scheduler.now): \"\($0)\"") },
            error: { print("tick \(scheduler.now): error \($0)") },
            completed: { print("tick \(scheduler.now): completed") })
        scheduler.advance(to: 9)
        field = nil
        // snippet.end
        let length: (String) -> Character? = { $0.count < 10 ? Character("\($0.count)") : nil }
        page.marbles(
            MarbleLine("keys", keys),
            MarbleLine(page.text(en: "text length", zh: "文字长度"), texts, symbol: length))
        page.say(
            en: """
                A whole text is too wide for one column of a diagram, so the second line \
                draws each text by its length. textSignal sent the empty text at tick 0, the \
                moment of subscription, then one text per key; the backspace at tick 6 made \
                the text shorter. Releasing the field at tick 9 completed both signals.
                """,
            zh: """
                完整的文字太宽，放不进图中的一列，所以第二条线用文字的长度来画。\
                textSignal 在第 0 刻（订阅的那一刻）发送了空文字，之后每个键发送一次文\
                字；第 6 刻的退格让文字变短了。第 9 刻释放文本框，两个信号随之完成。
                """)
        page.say(
            en: """
                The book's first subscription to a text field, like the one above, gives a \
                closure for each kind of event. The error closure never ran, since a text \
                field cannot fail, and completed ran only once the field was released. So \
                the book keeps the values alone, with subscribeNext, as the second example \
                of "Subscription" does.
                """,
            zh: """
                书中第一次订阅文本框，和上面一样，为每种事件各给一个闭包。error 闭包一次也没\
                运行，因为文本框不会失败；completed 也只在文本框被释放时运行了一次。所以书中\
                只留下值，改用 subscribeNext，就像“订阅”一节的第二个例子那样。
                """)
        page.say(
            en: """
                Every function in this chapter that returns a signal states a contract: what \
                it promises its subscribers. Hot means the events happen whether or not \
                anyone listens, and a subscriber joins in from then on; cold means each \
                subscription starts the work afresh. Then come the types of its values and \
                errors, when it completes and when it fails, the scheduler its events arrive \
                on ("no hop": wherever they were sent from), and whether subscribers share \
                one source (multicast). The text field's two signals:
                """,
            zh: """
                本章每个返回信号的函数都写明一份契约（contract）：它向订阅者承诺了什\
                么。热信号表示不管有没有人在听，事件都照样发生，订阅者从订阅那一刻起加\
                入；冷信号表示每次订阅都从头开始工作。接下来依次是值和错误的类型、何时\
                完成、何时失败、事件在哪个调度者上到达（“不切换”：在哪里发送，就在哪里\
                到达），以及订阅者是否共享同一个源（组播）。文本框的两个信号：
                """)
        page.contract(TextField.keysContract, of: "TextField.keys")
        page.contract(TextField.textContract, of: "TextField.textSignal")
        articleFormat(page)
        page.book(
            "-[UITextField rac_textSignal]", "-[RACSignal subscribeNext:error:completed:]",
            "-[UIControl rac_signalForControlEvents:]")
        page.differs(
            en: """
                `textSignal` is one hot signal per field, shared by all its \
                subscribers, which it tells the current text as they join. RAC2's \
                `rac_textSignal` is made afresh for each subscriber: the current text, \
                deferred, then a control-event registration of that subscriber's own. \
                What a subscriber sees is the same.
                """,
            zh: """
                每个文本框只有一个 `textSignal` 热信号，由所有订阅者共享，每个订阅者加\
                入时先收到当前的文字。RAC2 的 `rac_textSignal` 则为每个订阅者重新创建：\
                先推迟到订阅时（defer）再发送当前文字，再为这个订阅者单独注册一次控件事件。订阅者\
                看到的结果是一样的。
                """)
    }

    /// The signal descriptions of the article Half the Effort, which the contracts follow,
    /// and its twenty kinds of signal.
    private static func articleFormat(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The format is the article Half the Effort's ("基础格式"), field for field. \
                The article also writes into the value type how many nexts \
                come: T for exactly one, T? for one that may be nil, [T] for any \
                number, [T?] for any number that may be nil, None for none at all. \
                Our contracts name only the Swift type and leave the count to the \
                words of completes; in the article's notation keys is \
                HotSignal<[Character], NoError>. Two temperatures, five counts and two \
                kinds of error give the article's list of every meaningful signal \
                that does not send signals ("所有可能出现的有意义的非嵌套 Signal"):
                """,
            zh: """
                这个格式逐项沿用《事半功倍》的“基础格式”。这篇文章还把会来几个 next 写进\
                值的类型里：T 表示恰好一个，T? 表示一个、可能为 nil，[T] 表示任意多个，\
                [T?] 表示任意多个、每个都可能为 nil，None 表示一个也没有。我们的契约只\
                写 Swift 类型，个数留给“完成”一项的文字去说；按文章的记法，keys 是 \
                HotSignal<[Character], NoError>。冷热两种温度、五种个数、两种错误，组合\
                出文章列出的“所有可能出现的有意义的非嵌套 Signal”：
                """)
        page.code(.signalKinds)
        // snippet.signalKinds
        let counts = ["T", "T?", "[T]", "[T?]", "None"]
        let types = ["NoError", "NSError"].flatMap { error in
            counts.map { "<\($0), \(error)>" }
        }
        let hot = types.map { "HotSignal" + $0 }
        let cold = types.map { "ColdSignal" + $0 }
        print(hot.count + cold.count, "kinds")
        // snippet.end
        page.table(
            [page.text(en: "hot", zh: "热信号"), page.text(en: "cold", zh: "冷信号")],
            zip(hot, cold).map { [$0, $1] })
    }
}
