import Narration
import Reactive

extension Section {
    /// Where RAC 2 needs nil or a stand-in for "no value", and how optionals say it instead.
    static let optionals = Section(
        "nil and optionals", ChineseTitle.of("流和序列", "nil 与可选类型")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                "Like an array, a stream cannot contain nil," the book says. In \
                ReactiveCocoa 2 that is true of a sequence: a RACSequence whose head is \
                nil has ended, and NSArray cannot hold nil either. A sequence that needs to \
                say "no value here" holds a stand-in such as NSNull, and every reader must \
                know to check for it.
                """,
            zh: """
                原书说，跟数组一样，流不能包含 nil。在 ReactiveCocoa 2 中，这对序列成立：\
                头部为 nil 的 RACSequence 就已经结束了，\
                NSArray 同样不能包含 nil。一个序列如果要表达“这里没有值”，\
                就得放一个替身，比如 NSNull，而每个读取方都得记得检查它。
                """)
        page.say(
            en: """
                It is not true of every stream: a RACSignal has no such rule. sendNext: \
                may send nil, and later recipes do. \
                The access request of Chapter 4's instant search sends nil and completes, \
                and the countdown button maps each tick of its timer to nil. Nothing in the \
                type tells a subscriber whether nil can come.
                """,
            zh: """
                但并非每种流都是如此：RACSignal 就没有这条规矩，sendNext: 可以发送 nil，\
                后面有些示例就这样做。\
                第 4 章即时搜索中请求访问权限的信号发送 nil 后完成，\
                倒计时按钮则把计时器的每一次跳动都映射成 nil。\
                类型里没有任何信息告诉订阅者 nil 会不会到来。
                """)
        page.say(
            en: """
                Swift says it with types. `head` returns an optional, and nil there means no \
                element: the end. If the elements themselves may be missing, the element type \
                is optional too, and the two nils are told apart:
                """,
            zh: """
                Swift 用类型来表达这一点。`head` 返回一个可选值，这里的 nil 表示没有元素，\
                也就是序列结束了。如果元素本身可能缺失，元素类型也是可选类型，\
                这样两种 nil 就能区分开来：
                """)
        page.code(.middleNames)
        // snippet.middleNames
        let middleNames = PullSequence<String?>(["Jean", nil, "Ann"])
        print(middleNames.array)
        print(middleNames.tail.head as Any)
        print(middleNames.tail.tail.tail.head as Any)
        // snippet.end
        page.say(
            en: """
                Optional(nil) is an element that is missing; plain nil is the end of the \
                sequence. A PullSequence<String> cannot hold nil at all (the compiler refuses), \
                so nothing downstream has to check. Where a missing value should become a \
                stand-in, say so once, lazily:
                """,
            zh: """
                Optional(nil) 是一个缺失的元素；单独的 nil 则是序列的结尾。\
                PullSequence<String> 根本不能包含 nil（编译器会拒绝），所以下游什么都不用检查。\
                如果缺失的值要换成一个替身，只需声明一次，而且是惰性求值的：
                """)
        page.code(.standIn)
        // snippet.standIn
        print(middleNames.map { $0 ?? "-" }.array)
        // snippet.end
        page.say(
            en: """
                Signals follow the same rule. A Signal<String?> may send nil as a value; a \
                Signal<String> cannot; the end of a signal is its completed event, never a \
                nil.
                """,
            zh: """
                信号遵循同样的规则。Signal<String?> 可以把 nil 作为值发送；Signal<String> 不行；\
                信号的结束是它的完成事件，而绝不是一个 nil。
                """)
        page.book(
            page.text(
                en: "-[RACSequence head] (nil at the end)", zh: "-[RACSequence head]（结尾处为 nil）"),
            "NSNull", "-[RACSubscriber sendNext:nil]")
        page.differs(
            en: """
                an optional type in place of nil and NSNull. Where RAC2 sends nil, or \
                its own "nothing" value `RACUnit.defaultUnit`, to mean "something \
                happened", Swift sends Void, the value that carries nothing:
                """,
            zh: """
                用可选类型代替 nil 和 NSNull。RAC2 要表示“发生了某件事”时，\
                会发送 nil，或者它自己的“空”值 `RACUnit.defaultUnit`；\
                Swift 则发送 Void，一个不携带任何内容的值：
                """)
        page.code(.voidTicks)
        // snippet.voidTicks
        let ticks = Signal.from([1, 2]).map { _ in () }
        ticks.subscribeNext { print("tick:", $0) }
        // snippet.end
        page.translationNote(
            en: """
                The translator explains the rule with an aside, “NSArray中以nil作为结束标示，\
                stream也一样” (an NSArray marks its end with nil, and so does a stream). \
                NSArray holds objects only, and nil is not one; the nil at the end of \
                arrayWithObjects: ends the list of arguments, not the array. And a \
                RACSignal may send nil, as above.
                """,
            zh: """
                译者用一条注解释这条规则：“NSArray中以nil作为结束标示，stream也一样”。\
                其实 NSArray 只能存放对象，而 nil 不是对象；arrayWithObjects: 末尾的 nil \
                结束的是参数列表，而不是数组。况且如上所述，RACSignal 可以发送 nil。
                """)
    }
}
