extension JudgeGapCase {
    /// Wrong answers a fourth tester wrote against the judge of the second
    /// round: recursion through a type's name, a nested function keeping
    /// the state, and a Foundation object changed from a closure.
    static let wrongFourth: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.3", name: "a static method recursing through its type's name",
            text: """
                private struct Adder {
                    static func sum(_ rest: ArraySlice<Int>) -> Int {
                        rest.isEmpty ? 0 : rest[rest.startIndex] + Adder.sum(rest.dropFirst())
                    }
                }
                public func total(of numbers: [Int]) -> Int {
                    [Adder.sum(numbers[...])].reduce(0, +)
                }
                """, refusedWith: "sum at line 3 calling itself"),
        JudgeGapCase(
            id: "1.3", name: "a nested function adding to the function's variable",
            text: """
                public func total(of numbers: [Int]) -> Int {
                    var sum = 0
                    func add(_ number: Int) -> Bool {
                        sum += number
                        return true
                    }
                    _ = numbers.allSatisfy(add)
                    return [sum].reduce(0, +)
                }
                """, refusedWith: "a closure changing sum at line 5, a loop in disguise"),
        JudgeGapCase(
            id: "1.2", name: "an NSMutableArray filled from a closure",
            text: """
                import Foundation

                public func evens(in numbers: [Int]) -> [Int] {
                    let kept = NSMutableArray()
                    _ = numbers.contains { number in
                        if number % 2 == 0 { kept.add(number) }
                        return false
                    }
                    return (kept as! [Int]).filter { !$0.description.isEmpty }
                }
                """, refusedWith: "a closure changing kept at line 7, a loop in disguise"),
        JudgeGapCase(
            id: "1.4", name: "a closure in a struct handed itself, the Y combinator's way",
            text: """
                private struct Walker {
                    let step: (Walker, ArraySlice<String>) -> [String]
                }
                public func shoutLongWords(_ words: [String]) -> [String] {
                    let walker = Walker { me, rest in
                        guard let word = rest.first else { return [] }
                        let head = word.count > 3 ? [word.uppercased()] : []
                        return head + me.step(me, rest.dropFirst())
                    }
                    return walker.step(walker, words[...]).filter { !$0.isEmpty || $0.isEmpty }
                        .map { String($0) }
                }
                """, refusedWith: "me handed to its own call at line 9"),
        JudgeGapCase(
            id: "1.4", name: "a closure kept in a struct's member, calling that member",
            text: """
                private struct Box {
                    var walk: (ArraySlice<String>) -> [String] = { _ in [] }
                }
                public func shoutLongWords(_ words: [String]) -> [String] {
                    var box = Box()
                    box.walk = { rest in
                        guard let word = rest.first else { return [] }
                        return (word.count > 3 ? [word.uppercased()] : []) + box.walk(rest.dropFirst())
                    }
                    return box.walk(words[...]).filter { !$0.isEmpty || $0.isEmpty }.map { String($0) }
                }
                """, refusedWith: "the closure walk calling itself at line 9"),
        JudgeGapCase(
            id: "3.4",
            name: "merge and scan doing the work, combineLatest pairing it with just(true)",
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
                    let latest = fields.scan((String?.none, String?.none)) { pair, field in
                        switch field {
                        case .name(let name): (name, pair.1)
                        case .secret(let secret): (pair.0, secret)
                        }
                    }
                    let valid = latest
                        .filter { $0.0 != nil && $0.1 != nil }
                        .map { ($0.0 ?? "").count >= 3 && ($0.1 ?? "").count >= 6 }
                    let enabled = Signal<Bool>.combineLatest(valid, Signal<Bool>.just(true)) {
                        isValid, _ in isValid
                    }
                    return Command(enabled: enabled) { _ in logIn() }
                }
                """,
            refusedWith:
                "combineLatest at line 24, given Signal<Bool>.just(true), which changes nothing"),
        JudgeGapCase(
            id: "1.7",
            name: "a method calling itself on a new value of its type (a fifth tester's)",
            text: """
                private struct Runner {
                    let steps: ArraySlice<(Int) -> Int>
                    func run(_ input: Int) -> Int {
                        guard let step = steps.first else { return input }
                        let next = Runner(steps: steps.dropFirst())
                        return next.run(step(input))
                    }
                }

                public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
                    let runner = Runner(steps: steps[...])
                    return [runner].reduce({ $0 }) { _, runner in { runner.run($0) } }
                }
                """, refusedWith: "run at line 4 calling itself through another function"),
    ]
}
