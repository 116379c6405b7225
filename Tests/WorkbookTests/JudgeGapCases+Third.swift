extension JudgeGapCase {
    /// Wrong answers a third tester wrote against the judge that the first
    /// round of fixes gave: state in an object, recursion across functions,
    /// an iterator walked by hand, decoys that ignore their elements, and
    /// operators the task names but the grader did not read.
    static let wrongThird: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.1", name: "an object of one's own keeps the squares",
            text: """
                private final class Squares {
                    var items: [Int] = []
                    func add(_ n: Int) -> Bool { items.append(n * n); return true }
                }
                public func squares(of numbers: [Int]) -> [Int] {
                    let box = Squares()
                    _ = numbers.allSatisfy { box.add($0) }
                    return box.items.map { $0 * 1 }
                }
                """, refusedWith: "a closure using box, an object of your own, at line 8"),
        JudgeGapCase(
            id: "1.1", name: "two functions calling each other",
            text: """
                private func squareHead(_ rest: ArraySlice<Int>, _ done: [Int]) -> [Int] {
                    guard let first = rest.first else { return done }
                    return moveOn(rest.dropFirst(), done + [first * first])
                }
                private func moveOn(_ rest: ArraySlice<Int>, _ done: [Int]) -> [Int] {
                    squareHead(rest, done)
                }
                public func squares(of numbers: [Int]) -> [Int] {
                    squareHead(numbers[...], []).map { $0 + 0 }
                }
                """, refusedWith: "calling itself through another function"),
        JudgeGapCase(
            id: "1.1", name: "an iterator walked in sequence(state:)",
            text: """
                public func squares(of numbers: [Int]) -> [Int] {
                    let squared = sequence(state: numbers.makeIterator()) { iterator -> Int? in
                        guard let n = iterator.next() else { return nil }
                        return n * n
                    }
                    return Array(squared).map { $0 | 0 }
                }
                """, refusedWith: "a walk by hand"),
        JudgeGapCase(
            id: "1.2", name: "Dictionary(grouping:) filters, filter { $0 == $0 } copies",
            text: """
                public func evens(in numbers: [Int]) -> [Int] {
                    let byParity = Dictionary(grouping: numbers) { $0 & 1 }
                    return (byParity[0] ?? []).filter { $0 == $0 }
                }
                """, refusedWith: "which changes nothing"),
        JudgeGapCase(
            id: "2.8", name: "prefix(while:) does it, foldRight hands it back",
            text: """
                import Reactive

                public func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
                    let taken = Array(numbers.prefix(while: isIncluded))
                    return numbers.foldRight(taken) { _, _ in taken }
                }
                """, refusedWith: "which changes nothing"),
        JudgeGapCase(
            id: "4.5", name: "merge and takeWhile where the task names takeUntil",
            text: """
                import Reactive

                public func drags(downs: Signal<Void>, moves: Signal<Int>, ups: Signal<Void>) -> Signal<Int> {
                    downs.flatMap { _ in
                        Signal.merge([ups.map { Int?.none }, moves.map { Int?.some($0) }])
                            .takeWhile { $0 != nil }
                            .map { $0! }
                    }
                }
                """, refusedWith: "expected: a call to takeUntil"),
    ]

    /// Right answers the first round of fixes refused.
    static let rightThird: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.7", name: "reduce from the identity closure",
            text: """
                public func pipeline(_ steps: [(Int) -> Int]) -> (Int) -> Int {
                    steps.reduce({ $0 }) { before, step in
                        { input in step(before(input)) }
                    }
                }
                """, refusedWith: nil),
        JudgeGapCase(
            id: "1.4", name: "filter's question answered by a helper with a loop",
            text: """
                private func hasMoreThanThreeLetters(_ word: String) -> Bool {
                    var letters = 0
                    for _ in word {
                        letters += 1
                        if letters > 3 { return true }
                    }
                    return false
                }
                public func shoutLongWords(_ words: [String]) -> [String] {
                    words.filter(hasMoreThanThreeLetters).map { $0.uppercased() }
                }
                """, refusedWith: nil),
    ]
}
