/// Answers a tester wrote against the judge's code, which an earlier judge
/// graded wrongly: the wrong ones it passed, the right ones it refused. Each
/// is in the shape the tester found, cut to its essentials.
struct JudgeGapCase: Sendable, CustomStringConvertible {
    /// The exercise, such as "1.1".
    let id: String
    /// A few words on the shape.
    let name: String
    /// The learner's file, but its first line, `import ExerciseSupport`.
    let text: String
    /// What the grade must say, or nil for an answer that must pass.
    let refusedWith: String?

    var description: String { "\(id) \(name)" }

    /// The wrong answers: each is refused now, naming what it did.
    static let wrong: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.1", name: "a loop hidden in allSatisfy's closure",
            text: """
                public func squares(of numbers: [Int]) -> [Int] {
                    var out: [Int] = []
                    _ = numbers.allSatisfy { out.append($0 * $0); return true }
                    return out.map { $0 }
                }
                """, refusedWith: "a closure changing out at line 4, a loop in disguise"),
        JudgeGapCase(
            id: "1.1", name: "recursion through a stored closure",
            text: """
                public func squares(of numbers: [Int]) -> [Int] {
                    var walk: ((ArraySlice<Int>) -> [Int])!
                    walk = { rest in
                        guard let head = rest.first else { return [] }
                        return [head * head] + walk(rest.dropFirst())
                    }
                    return walk(numbers[...]).map { $0 }
                }
                """, refusedWith: "the closure walk calling itself at line 6"),
        JudgeGapCase(
            id: "1.1", name: "Optional.map for the only map",
            text: """
                public func squares(of numbers: [Int]) -> [Int] {
                    Array(sequence(state: numbers.makeIterator()) { $0.next().map { $0 * $0 } })
                }
                """, refusedWith: "sequence(…) at line 3, a walk by hand"),
        JudgeGapCase(
            id: "1.2", name: "an idle filter beside a compactMap that filters",
            text: """
                public func evens(in numbers: [Int]) -> [Int] {
                    let all = numbers.filter { _ in true }
                    return all.compactMap { $0 % 2 == 0 ? $0 : nil }
                }
                """, refusedWith: "filter at line 3, given { _ in true }, which changes nothing"),
        JudgeGapCase(
            id: "1.3", name: "one number short at the stated 4,000",
            text: """
                public func total(of numbers: [Int]) -> Int {
                    numbers.prefix(3999).reduce(0, +)
                }
                """, refusedWith: "expected: "),
        JudgeGapCase(
            id: "1.8", name: "a walk in contains(where:)",
            text: """
                public func firstEvenSquares(
                    _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
                    square: @escaping (Int) -> Int
                ) -> [Int] {
                    guard count > 0 else { return [] }
                    var found: [Int] = []
                    _ = numbers.lazy.contains { number in
                        if isEven(number) { found.append(square(number)) }
                        return found.count == count
                    }
                    return found
                }
                """, refusedWith: "a closure changing found at line 9, a loop in disguise"),
        JudgeGapCase(
            id: "2.1", name: "an eager map, with lazy read for its count",
            text: """
                public func firstSquares(
                    _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
                ) -> [Int] {
                    let available = numbers.lazy.count
                    return numbers.prefix(Swift.min(count, available)).map(square)
                }
                """, refusedWith: "no call to LazySequenceProtocol.map"),
        JudgeGapCase(
            id: "2.3", name: "31337 taken for not computed yet",
            text: """
                public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
                    var cache = 31337
                    return {
                        if cache == 31337 { cache = compute() }
                        return cache
                    }
                }
                """, refusedWith: "takes 31337 to mean \"not computed yet\""),
        JudgeGapCase(
            id: "2.6", name: "PullSequence.signal inside Signal { }",
            text: """
                import Reactive

                public func signal<Elements: Sequence & Sendable>(
                    from elements: Elements
                ) -> Signal<Elements.Element> where Elements.Element: Sendable {
                    Signal { observer in
                        PullSequence(elements).signal(on: ImmediateScheduler.shared).subscribe(observer)
                    }
                }
                """, refusedWith: "got:      a call to PullSequence.signal"),
        JudgeGapCase(
            id: "3.2", name: "the property set by hand, a dead binding beside it",
            text: """
                import Reactive

                @discardableResult
                public func bindGreeting(_ greeting: MutableProperty<String>, to name: Signal<String>)
                    -> any Disposable
                {
                    greeting <~ name
                        .doNext { [weak greeting] name in
                            greeting?.value = name.isEmpty ? "Hello, stranger!" : "Hello, \\(name)!"
                        }
                        .filter { _ in false }
                }
                """, refusedWith: "got:      a write to MutableProperty.value"),
    ]
}
