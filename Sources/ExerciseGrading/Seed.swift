import Foundation
import ReactiveTesting

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
