import Narration
import Reactive

extension Section {
    /// Where RAC 2 needs nil or a stand-in for "no value", and how optionals say it instead.
    static let optionals = Section("nil and optionals", "nil 与可选类型（自拟）") { page in
        let print = page.printer
        page.say(
            """
            In ReactiveCocoa 2 a sequence cannot hold nil: a RACSequence whose head is \
            nil has ended, and NSArray cannot hold nil either. A sequence that needs to \
            say "no value here" holds a stand-in such as NSNull, and every reader must \
            know to check for it.
            """)
        page.say(
            """
            A RACSignal has no such rule: sendNext: may send nil, and later recipes do. \
            The access request of Chapter 4's instant search sends nil and completes, \
            and the countdown button maps each tick of its timer to nil. Nothing in the \
            type tells a subscriber whether nil can come.
            """)
        page.say(
            """
            Swift says it with types. `head` returns an optional, and nil there means no \
            element: the end. If the elements themselves may be missing, the element type \
            is optional too, and the two nils are told apart:
            """)
        page.code(.middleNames)
        // snippet.middleNames
        let middleNames = PullSequence<String?>(["Jean", nil, "Ann"])
        print(middleNames.array)
        print(middleNames.tail.head as Any)
        print(middleNames.tail.tail.tail.head as Any)
        // snippet.end
        page.say(
            """
            Optional(nil) is an element that is missing; plain nil is the end of the \
            sequence. A PullSequence<String> cannot hold nil at all (the compiler refuses), \
            so nothing downstream has to check. Where a missing value should become a \
            stand-in, say so once, lazily:
            """)
        page.code(.standIn)
        // snippet.standIn
        print(middleNames.map { $0 ?? "-" }.array)
        // snippet.end
        page.say(
            """
            Signals follow the same rule. A Signal<String?> may send nil as a value; a \
            Signal<String> cannot; the end of a signal is its completed event, never a \
            nil.
            """)
        page.book(
            "-[RACSequence head] (nil at the end)", "NSNull", "-[RACSubscriber sendNext:nil]")
        page.differs(
            """
            an optional type in place of nil and NSNull. Where RAC2 sends nil, or \
            its own "nothing" value `RACUnit.defaultUnit`, to mean "something \
            happened", Swift sends Void, the value that carries nothing:
            """)
        page.code(.voidTicks)
        // snippet.voidTicks
        let ticks = Signal.from([1, 2]).map { _ in () }
        ticks.subscribeNext { print("tick:", $0) }
        // snippet.end
    }
}
