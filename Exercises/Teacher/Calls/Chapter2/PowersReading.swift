/// How 2.2's grader reads one sequence from `powersOfTwo()`: one reading per
/// length, each from a new iterator, one after the other, or side by side
/// (all iterators made first, then pulled in turns, one power each).
///
/// The lengths go up to 63: the 63rd power of two, 2⁶², is the last an Int holds.
public struct PowersReading: Codable, Sendable, Equatable, CustomStringConvertible {
    /// How many powers each reading takes, in order.
    public var lengths: [Int]
    /// Whether the readings go side by side, one power each in turn.
    public var sideBySide: Bool

    /// Readings of `lengths` powers, side by side if `sideBySide`.
    public init(lengths: [Int], sideBySide: Bool = false) {
        self.lengths = lengths
        self.sideBySide = sideBySide
    }

    /// The reading as a learner would write it.
    public var description: String {
        let start = "let powers = powersOfTwo(); "
        guard sideBySide, lengths.count > 1 else {
            return start
                + lengths.map { "Array(powers.prefix(\($0)))" }.joined(separator: ", then ")
        }
        return start + "\(lengths.count) iterators of powers made first, then read in turns "
            + "up to \(lengths.map(String.init).joined(separator: ", ")) powers"
    }

    /// Reads the sequence that `powersOfTwo` returns as this reading says.
    func read(_ powersOfTwo: () -> AnySequence<Int>) -> PowersRead {
        let powers = powersOfTwo()
        guard sideBySide else {
            return PowersRead(reads: lengths.map { Array(powers.prefix($0)) })
        }
        let iterators = lengths.map { _ in powers.makeIterator() }
        var reads = lengths.map { _ in [Int]() }
        var ended = lengths.map { $0 == 0 }
        while ended.contains(false) {
            for index in lengths.indices where !ended[index] {
                if let power = iterators[index].next() {
                    reads[index].append(power)
                    ended[index] = reads[index].count == lengths[index]
                } else {
                    ended[index] = true
                }
            }
        }
        return PowersRead(reads: reads)
    }
}

/// What each reading of 2.2's sequence gave.
public struct PowersRead: Codable, Sendable, Equatable, CustomStringConvertible {
    /// What each reading gave, in order.
    public let reads: [[Int]]

    /// What these readings gave.
    public init(reads: [[Int]]) {
        self.reads = reads
    }

    /// Each reading, written short, in order.
    public var description: String {
        reads.map(Self.written).joined(separator: ", then ")
    }

    /// A reading written short: the powers of two from 1 as their first and
    /// last, anything else around its first number that is not the next power.
    static func written(_ read: [Int]) -> String {
        guard read.count > 8 else { return "\(read)" }
        let wrong = read.indices.first { $0 >= 63 || read[$0] != 1 << $0 }
        guard let wrong else {
            return
                "[1, 2, 4, …, \(read[read.count - 1])] (\(read.count) powers, 2⁰ to 2^\(read.count - 1))"
        }
        let start = max(0, wrong - 2)
        let end = min(read.count, wrong + 3)
        let shown = read[start..<end].map(String.init).joined(separator: ", ")
        return "[" + (start > 0 ? "…, " : "") + shown + (end < read.count ? ", …" : "") + "] "
            + "(\(times(read.count, "number")); number \(wrong + 1) is \(read[wrong]), "
            + "where 2^\(wrong) would be)"
    }
}
