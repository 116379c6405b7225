extension JudgeGapCase {
    /// Wrong answers a fifth tester wrote against the judge of the fourth
    /// round: recursion hidden where the source reader does not look (a
    /// subscript, a computed property, an initialiser, a custom operator, a
    /// closure kept in a dictionary or an array), each walking the list one
    /// stack frame per element while the operator only copies the result.
    /// The judge refuses them by their run: their stacks grow with the list.
    static let wrongFifth: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.1", name: "a subscript calling itself on the rest of the slice",
            text: """
                private extension ArraySlice where Element == Int {
                    subscript(squaredFrom start: Int) -> [Int] {
                        guard start < endIndex else { return [] }
                        let value = self[start]
                        return [value * value] + self[squaredFrom: start + 1]
                    }
                }

                public func squares(of numbers: [Int]) -> [Int] {
                    let slice = numbers[...]
                    return slice[squaredFrom: slice.startIndex].map { Int($0) }
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.2", name: "a computed property reading itself on the rest",
            text: """
                private extension ArraySlice where Element == Int {
                    var evenOnes: [Int] {
                        guard let head = first else { return [] }
                        let rest = dropFirst().evenOnes
                        return head & 1 == 0 ? [head] + rest : rest
                    }
                }

                public func evens(in numbers: [Int]) -> [Int] {
                    numbers[...].evenOnes.filter { $0 | 1 != 0 }
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.3", name: "a closure stored in a dictionary calling itself through it",
            text: """
                public func total(of numbers: [Int]) -> Int {
                    var table: [String: (ArraySlice<Int>) -> Int] = [:]
                    table["sum"] = { rest in
                        guard let head = rest.first else { return 0 }
                        return head + table["sum"]!(rest.dropFirst())
                    }
                    return [table["sum"]!(numbers[...])].reduce(0, +)
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.3", name: "an initialiser that builds its rest by calling itself",
            text: """
                private struct Sum {
                    let value: Int
                    init(_ rest: ArraySlice<Int>) {
                        if let head = rest.first {
                            value = head + Sum(rest.dropFirst()).value
                        } else {
                            value = 0
                        }
                    }
                }

                public func total(of numbers: [Int]) -> Int {
                    [Sum(numbers[...]).value].reduce(0, +)
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.4", name: "a custom operator applied to the rest of the list",
            text: """
                prefix operator ^^

                private prefix func ^^ (rest: ArraySlice<String>) -> [String] {
                    guard let word = rest.first else { return [] }
                    let tail = ^^rest.dropFirst()
                    return word.count > 3 ? [word.uppercased()] + tail : tail
                }

                public func shoutLongWords(_ words: [String]) -> [String] {
                    (^^words[...]).filter { !$0.isEmpty }.map { String($0) }
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.5", name: "a closure stored in an array calling itself through it",
            text: """
                public func largest(in numbers: [Int]) -> Int? {
                    var walkers: [(ArraySlice<Int>) -> Int?] = []
                    walkers.append { rest in
                        guard let head = rest.first else { return nil }
                        guard let best = walkers[0](rest.dropFirst()) else { return head }
                        return Swift.max(head, best)
                    }
                    return [numbers[...]].reduce(nil) { _, all in walkers[0](all) }
                }
                """, refusedWith: "stack grew to"),
        JudgeGapCase(
            id: "1.6", name: "a custom operator applied to the rest of the list",
            text: """
                infix operator ~>: AdditionPrecedence

                private func ~> <Element, Result>(
                    rest: ArraySlice<Element>, transform: (Element) -> Result
                ) -> [Result] {
                    guard let head = rest.first else { return [] }
                    let first = transform(head)
                    return [first] + (rest.dropFirst() ~> transform)
                }

                public func mapByFolding<Element, Result>(
                    _ elements: [Element], _ transform: (Element) -> Result
                ) -> [Result] {
                    [elements[...]].reduce([]) { _, all in all ~> transform }
                }
                """, refusedWith: "stack grew to"),
    ]
}
