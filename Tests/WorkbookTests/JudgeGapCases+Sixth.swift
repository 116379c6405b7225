extension JudgeGapCase {
    /// Wrong answers a sixth tester wrote: the operator the exercise teaches
    /// idle beside another that does the work (compactMap, a Dictionary,
    /// Foundation's sorting), or recursion through a closure kept under a name.
    static let wrongSixth: [JudgeGapCase] = [
        JudgeGapCase(
            id: "1.1", name: "map handed a named function that answers its argument",
            text: """
                private func unchanged(_ number: Int) -> Int { number }

                public func squares(of numbers: [Int]) -> [Int] {
                    zip(numbers, numbers).compactMap { $0 * $1 }.map(unchanged)
                }
                """, refusedWith: "unchanged { number }"),
        JudgeGapCase(
            id: "1.2",
            name: "compactMap keeping the evens, filter asking what every number answers yes to",
            text: """
                public func evens(in numbers: [Int]) -> [Int] {
                    numbers.compactMap { $0 % 2 == 0 ? $0 : nil }.filter { $0 & 0 == 0 }
                }
                """, refusedWith: "given { $0 & 0 == 0 }, which changes nothing"),
        JudgeGapCase(
            id: "1.3", name: "halving recursion through a closure kept under a name",
            text: """
                private let half: @Sendable (ArraySlice<Int>) -> Int = { sumOfHalves($0) }

                private func sumOfHalves(_ part: ArraySlice<Int>) -> Int {
                    switch part.count {
                    case 0: return 0
                    case 1: return part[part.startIndex]
                    default:
                        let middle = part.startIndex + part.count / 2
                        return half(part[..<middle]) + half(part[middle...])
                    }
                }

                public func total(of numbers: [Int]) -> Int {
                    [sumOfHalves(numbers[...])].reduce(0, +)
                }
                """, refusedWith: "calling itself through another function"),
        JudgeGapCase(
            id: "1.5", name: "Foundation's sorted(using:) finding the largest",
            text: """
                import Foundation

                public func largest(in numbers: [Int]) -> Int? {
                    let top = numbers.sorted(using: KeyPathComparator(\\Int.self, order: .reverse)).first
                    return [top].reduce(nil) { $1 ?? $0 }
                }
                """, refusedWith: "sorted"),
        JudgeGapCase(
            id: "2.1", name: "an eager compactMap squaring, the lazy map adding zero",
            text: """
                public func firstSquares(
                    _ count: Int, of numbers: [Int], using square: @escaping (Int) -> Int
                ) -> [Int] {
                    Array(numbers.prefix(count).compactMap { square($0) }.lazy.map { $0 &+ 0 })
                }
                """, refusedWith: "given { $0 &+ 0 }, which changes nothing"),
        JudgeGapCase(
            id: "3.4", name: "combineLatest paired with just(0) mapped to true",
            text: """
                import Reactive

                private enum Field: Sendable { case name(String), secret(String) }
                private struct Fields: Sendable { var name: String?; var secret: String? }

                public func logInCommand(
                    username: Signal<String>, password: Signal<String>,
                    logIn: @escaping @Sendable () -> Signal<Bool>
                ) -> Command<Void, Bool> {
                    let tagged = Signal<Field>.merge([username.map(Field.name), password.map(Field.secret)])
                    let latest = tagged.scan(Fields()) { fields, field in
                        var fields = fields
                        switch field {
                        case .name(let name): fields.name = name
                        case .secret(let secret): fields.secret = secret
                        }
                        return fields
                    }
                    let valid: Signal<Bool> = latest
                        .filter { $0.name != nil && $0.secret != nil }
                        .map { ($0.name ?? "").count >= 3 && ($0.secret ?? "").count >= 6 }
                    let always = Signal.just(0).map { _ in true }
                    let enabled = Signal<Bool>.combineLatest(valid, always) { first, second in first && second }
                    return Command(enabled: enabled) { _ in logIn() }
                }
                """, refusedWith: "Signal.just(0).map"),
    ]
}
