import Foundation

/// The number a grader's random inputs grow from: the same seed gives the
/// same inputs, so a failure can be replayed.
///
/// Each grading run picks a fresh seed, unless `WORKBOOK_SEED` names one;
/// every failure message of a seeded grader ends with the line that replays it.
///
/// ```swift
/// var random = Seed(42).generator()
/// print(random.next() == Seed(42).generator().next())   // prints true
/// ```
public struct Seed: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The environment variable that replays a seed: `WORKBOOK_SEED=1234`.
    public static let environmentKey = "WORKBOOK_SEED"

    /// The seed itself.
    public let value: UInt64

    /// A seed with this value.
    public init(_ value: UInt64) {
        self.value = value
    }

    /// The seed named by `WORKBOOK_SEED` (decimal, or hexadecimal after `0x`),
    /// or else a fresh random one.
    public static func forThisRun(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Seed {
        if let text = environment[environmentKey], let seed = Seed(parsing: text) {
            return seed
        }
        return Seed(UInt64.random(in: .min ... .max))
    }

    /// Reads `1234` or `0x4d2`; nil for anything else.
    public init?(parsing text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let value =
            trimmed.hasPrefix("0x")
            ? UInt64(trimmed.dropFirst(2), radix: 16) : UInt64(trimmed, radix: 10)
        guard let value else { return nil }
        self.init(value)
    }

    /// A generator that starts from this seed.
    public func generator() -> SplitMix64 {
        SplitMix64(seed: value)
    }

    /// The seed in decimal, as `WORKBOOK_SEED` takes it.
    public var description: String {
        String(value)
    }
}

/// A small, fast and well-mixed pseudo-random generator: the same seed
/// always gives the same numbers, on every platform.
///
/// It adds a fixed odd constant to its state at each step and scrambles the
/// result (Steele, Lea and Flood's SplitMix64, as used to seed xoshiro).
///
/// ```swift
/// var random = SplitMix64(seed: 1)
/// print(Int.random(in: 1...6, using: &random))   // the same roll on every run
/// ```
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose numbers follow from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// True with probability `chance` (0...1).
    public mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }

    /// One of `choices`, each as likely; `choices` must not be empty.
    public mutating func pick<Element>(_ choices: [Element]) -> Element {
        choices[Int.random(in: choices.indices, using: &self)]
    }
}
