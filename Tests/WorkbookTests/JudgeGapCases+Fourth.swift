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
    ]
}
