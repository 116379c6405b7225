import Narration
import Reactive

extension Section {
    /// Why optionals replace the book's rule that a stream cannot hold nil.
    static let optionals = Section("nil and optionals", "nil 与可选类型") { page in
        let print = page.printer
        page.say(
            """
            In ReactiveCocoa 2, a sequence whose head is nil has ended, so nil cannot also \
            be an element; NSArray cannot hold nil either. A stream that needs to say \
            "no value here" sends a stand-in such as NSNull or RACTupleNil, and every \
            reader must know to check for it.
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
            Signals follow the same rule. A Signal<String?> may send nil as a value; the \
            end of a signal is its completed event, never a nil.
            """)
        page.book("-[RACSequence head] (nil at the end)", "NSNull", "RACTupleNil")
    }
}
