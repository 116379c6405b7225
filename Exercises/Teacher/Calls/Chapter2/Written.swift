/// A number as a learner would write it: `Int.min` and `Int.max` by name.
///
/// ```swift
/// print(written(Int.max))   // prints Int.max
/// ```
public func written(_ number: Int) -> String {
    switch number {
    case .min: "Int.min"
    case .max: "Int.max"
    default: String(number)
    }
}

/// A list of numbers as a learner would write it in a call: `[3, 1, 2]`,
/// `1...1000` for a long run of numbers from 1, or its first twenty numbers
/// and how many more there are.
///
/// ```swift
/// print(written(Array(1...1000)))   // prints 1...1000
/// print(written([5, Int.min]))      // prints [5, Int.min]
/// print(written(Array(0..<30)))     // prints [0, 1, 2, …, 19, … (10 more)], all twenty shown
/// ```
public func written(_ numbers: [Int]) -> String {
    if numbers.count > 12, numbers == Array(1...numbers.count) {
        return "1...\(numbers.count)"
    }
    let shown = numbers.prefix(20).map(written).joined(separator: ", ")
    return numbers.count > 20 ? "[\(shown), … (\(numbers.count - 20) more)]" : "[\(shown)]"
}

/// A count and its noun, singular or plural: "1 time", "2 times".
func times(_ count: Int, _ noun: String = "time") -> String {
    "\(count) \(noun)" + (count == 1 ? "" : "s")
}
