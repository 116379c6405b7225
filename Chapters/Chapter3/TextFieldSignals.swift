import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// A simulated text field whose keys and text arrive as signals on virtual time.
    static let textField = Section("A text field as a signal", "文本框信号（自拟）") { page in
        let print = page.printer
        page.say(
            """
            Typing is a stream too: each key arrives when the user presses it. Our text \
            field is simulated. A script types into it on the test scheduler, one key per \
            tick, with < for the backspace key. The field has two signals: keys sends each \
            key as it is pressed, and textSignal sends the text now, then the whole text \
            after every key, as RAC's rac_textSignal does.
            """)
        page.code(.typing)
        // snippet.typing
        let scheduler = TestScheduler()
        var field: TextField? = TextField()
        field!.type("swiff<t", from: 1, on: scheduler)
        let keys = scheduler.record(field!.keys)
        let texts = scheduler.record(field!.textSignal)
        field!.textSignal.subscribeNext { text in
            print("tick \(scheduler.now): \"\(text)\"")
        }
        scheduler.advance(to: 9)
        field = nil
        // snippet.end
        let length: (String) -> Character? = { $0.count < 10 ? Character("\($0.count)") : nil }
        page.marbles(MarbleLine("keys", keys), MarbleLine("text length", texts, symbol: length))
        page.say(
            """
            A whole text is too wide for one column of a diagram, so the second line \
            draws each text by its length. textSignal sent the empty text at tick 0, the \
            moment of subscription, then one text per key; the backspace at tick 6 made \
            the text shorter. Releasing the field at tick 9 completed both signals.
            """)
        page.say(
            """
            Every function in this chapter that returns a signal states a contract: what \
            it promises its subscribers. Hot means the events happen whether or not \
            anyone listens, and a subscriber joins in from then on; cold means each \
            subscription starts the work afresh. Then come the types of its values and \
            errors, when it completes and when it fails, the scheduler its events arrive \
            on ("no hop": wherever they were sent from), and whether subscribers share \
            one source (multicast). The text field's two signals:
            """)
        page.contract(TextField.keysContract, of: "TextField.keys")
        page.contract(TextField.textContract, of: "TextField.textSignal")
        articleFormat(page)
        page.book("-[UITextField rac_textSignal]", "-[UIControl rac_signalForControlEvents:]")
        page.differs(
            """
            `textSignal` is one hot signal per field, shared by all its \
            subscribers, which it tells the current text as they join. RAC2's \
            `rac_textSignal` is made afresh for each subscriber: the current text, \
            deferred, then a control-event registration of that subscriber's own. \
            What a subscriber sees is the same.
            """)
    }

    /// The third article's signal descriptions, which the contracts follow,
    /// and its twenty kinds of signal.
    private static func articleFormat(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The format is the third article's ("基础格式"), field for field. \
            The article also writes into the value type how many nexts \
            come: T for exactly one, T? for one that may be nil, [T] for any \
            number, [T?] for any number that may be nil, None for none at all. \
            Our contracts name only the Swift type and leave the count to the \
            words of completes; in the article's notation keys is \
            HotSignal<[Character], NoError>. Two temperatures, five counts and two \
            kinds of error give the article's list of every meaningful signal \
            that does not send signals ("所有可能出现的有意义的非嵌套 Signal"):
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
        page.table(["hot", "cold"], zip(hot, cold).map { [$0, $1] })
    }
}
