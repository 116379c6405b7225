extension JudgeGapCase {
    /// Wrong answers a fifth tester wrote: the operator the exercise teaches
    /// is called, but given nothing to do, while another part of the answer
    /// computes the result.
    static let wrongIdle: [JudgeGapCase] = [
        JudgeGapCase(
            id: "2.8", name: "a right fold whose closure names its element but never reads it",
            text: """
                import Reactive

                public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
                    let taken = Array(numbers.prefix(while: isIncluded))
                    return numbers.foldRight(taken) { number, _ in taken }
                }
                """,
            refusedWith: "foldRight at line 6, given { number, _ in … }, which changes nothing"),
        JudgeGapCase(
            id: "3.4", name: "combineLatest paired with a named never.startWith(true)",
            text: """
                import Reactive

                private enum Field: Sendable {
                    case name(String)
                    case secret(String)
                }
                public func logInCommand(
                    username: Signal<String>, password: Signal<String>,
                    logIn: @escaping @Sendable () -> Signal<Bool>
                ) -> Command<Void, Bool> {
                    let fields = Signal<Field>.merge([
                        username.map { .name($0) }, password.map { .secret($0) },
                    ])
                    let valid = fields.scan(("", "")) { pair, field in
                        switch field {
                        case .name(let name): (name, pair.1)
                        case .secret(let secret): (pair.0, secret)
                        }
                    }
                    .map { $0.0.count >= 3 && $0.1.count >= 6 }
                    let always = Signal<Bool>.never.startWith(true)
                    let enabled = Signal<Bool>.combineLatest(valid, always) { isValid, open in isValid && open }
                    return Command(enabled: enabled) { _ in logIn() }
                }
                """,
            refusedWith: "combineLatest at line 23, given Signal<Bool>.never.startWith(true)"),
        JudgeGapCase(
            id: "4.5", name: "takeWhile ending each drag, takeUntil waiting for never",
            text: """
                import Reactive

                public func drags(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>) -> Signal<Int> {
                    downs.flatMap { _ in
                        Signal.merge([ups.map { Int?.none }, moves.map { Int?.some($0) }])
                            .takeWhile { $0 != nil }
                            .map { $0! }
                            .takeUntil(Signal<Void>.never)
                    }
                }
                """,
            refusedWith: "takeUntil at line 9, given Signal<Void>.never, which changes nothing"),
    ]
}
