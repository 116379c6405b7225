/// A call of 2.5's `lazyFoldRight`: some numbers, folded from `"·"` by a
/// `combine` that nests every number, or stops at one without asking for the rest.
public struct LazyFold: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The numbers to fold.
    public var numbers: [Int]
    /// How `combine` folds them.
    public var rule: Rule

    /// How `combine` folds: nests every number, or stops at one.
    public enum Rule: Codable, Sendable, Equatable, CustomStringConvertible {
        case nest
        case stopAt(Int)
        case stopAtNegative

        /// Whether `combine` stops at `number`, without asking for the rest.
        public func stops(at number: Int) -> Bool {
            switch self {
            case .nest: false
            case .stopAt(let stop): number == stop
            case .stopAtNegative: number < 0
            }
        }

        /// `combine` as a learner writes it.
        public var description: String {
            let nest = "\"(\\($0) \\($1()))\""
            switch self {
            case .nest: return "{ \(nest) }"
            case .stopAt(let stop): return "{ $0 == \(written(stop)) ? \"\\($0)!\" : \(nest) }"
            case .stopAtNegative: return "{ $0 < 0 ? \"\\($0)!\" : \(nest) }"
            }
        }
    }

    /// A fold of `numbers` by `rule`.
    public init(numbers: [Int], rule: Rule) {
        self.numbers = numbers
        self.rule = rule
    }

    /// The call as a learner would write it.
    public var description: String {
        "lazyFoldRight(\(written(numbers)), \"·\") \(rule)"
    }

    /// Folds the numbers by the rule, counting pulls, readings from the
    /// start and calls of `combine`.
    func traced(
        _ lazyFoldRight: (CountedList, String, @escaping (Int, () -> String) -> String) -> String
    )
        -> LazyFoldTrace
    {
        let list = CountedList(numbers)
        let combined = NumberLog()
        let rule = rule
        let result = lazyFoldRight(list, "·") { number, rest in
            combined.numbers.append(number)
            return rule.stops(at: number) ? "\(number)!" : "(\(number) \(rest()))"
        }
        return LazyFoldTrace(
            result: result, pulled: list.pulled, reads: list.reads, combined: combined.numbers)
    }
}

/// What 2.5's fold returned, how many numbers it pulled, how many times it
/// read the sequence from its start, and the numbers `combine` was called
/// with, in order.
public struct LazyFoldTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What the fold returned.
    public let result: String
    /// How many numbers it pulled.
    public let pulled: Int
    /// How many times it read the numbers from their start.
    public let reads: Int
    /// The numbers `combine` was called with, in order.
    public let combined: [Int]

    /// A trace of this fold.
    public init(result: String, pulled: Int, reads: Int, combined: [Int]) {
        self.result = result
        self.pulled = pulled
        self.reads = reads
        self.combined = combined
    }

    /// The result (cut short), then the pulls and the calls.
    public var description: String {
        let shown =
            result.utf8.count <= 60
            ? result.debugDescription : String(result.prefix(50)).debugDescription + "…"
        return "\(shown), pulling \(times(pulled, "number"))"
            + (reads > 1 ? " in \(reads) readings from the start" : "")
            + ", calling combine with \(written(combined))"
    }
}
