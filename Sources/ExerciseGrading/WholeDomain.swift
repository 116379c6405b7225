import ReactiveTesting

/// Drawing sizes, counts and numbers from the whole of their domain, with no
/// holes: every value between the smallest and the largest can come up, and
/// the small ones come up often.
///
/// A generator that draws lengths from 0 to 12, or else from 200 to 4,000,
/// never tries a list of 50; an answer tuned to its draws passes it. Drawn
/// log-uniformly, each band of sizes (0, 1, 2–3, 4–7, 8–15, …) is as likely
/// as the next, so lists of 13 to 199 come up as often as lists of thousands,
/// and a grader still spends most of its time on small inputs.
///
/// ```swift
/// var random = Seed(1).generator()
/// print(random.size(upTo: 4000))             // 0…4000: 13…199 as likely as 200…4000
/// print(random.integer(in: Int.min...Int.max)) // any magnitude, each band as likely
/// ```
extension SplitMix64 {
    /// A size from 0 to `largest`, log-uniform: first a band of bits (0, 1,
    /// 2–3, 4–7, …), each as likely, then a size within it.
    public mutating func size(upTo largest: Int) -> Int {
        guard largest > 0 else { return 0 }
        let bits = Int.bitWidth - largest.leadingZeroBitCount
        let band = Int.random(in: 0...bits, using: &self)
        guard band > 0 else { return 0 }
        let low = 1 << (band - 1)
        let high = band >= Int.bitWidth - 1 ? Int.max : (1 << band) - 1
        return Int.random(in: low...min(high, largest), using: &self)
    }

    /// A size that grows with a grader's `size`: mostly from 0 to `size`,
    /// and, once `size` is past 1, one time in `wide` from 0 to `largest`
    /// (`size(upTo:)`), so that every size up to the largest comes up.
    public mutating func size(growingWith size: Int, upTo largest: Int, wide: Double = 0.15)
        -> Int
    {
        if size > 1 && chance(wide) { return self.size(upTo: largest) }
        return Int.random(in: 0...min(max(size, 0), largest), using: &self)
    }

    /// A count of things to take from `available` of them: mostly from 0 to
    /// two more than there are, now and then Int.max ("all of them"), and
    /// now and then any count up to Int.max - 1 (log-uniform), so that the
    /// counts between the list's length and Int.max come up too.
    public mutating func count(taking available: Int) -> Int {
        let roll = Double.random(in: 0..<1, using: &self)
        if roll < 0.05 { return .max }
        if roll < 0.25 { return size(upTo: .max - 1) }
        return Int.random(in: 0...(max(available, 0) + 2), using: &self)
    }

    /// A number from `range` whose magnitude is log-uniform: each band of
    /// bits, up to the largest magnitude the range holds, as likely as the
    /// next, with either sign the range allows. Numbers of 1,001 to a
    /// billion come up as often as small ones and Int.max's neighbours.
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        let largest = max(range.lowerBound.magnitude, range.upperBound.magnitude)
        let bits = UInt.bitWidth - largest.leadingZeroBitCount
        let band = Int.random(in: 0...bits, using: &self)
        var magnitude: UInt = 0
        if band > 0 {
            let high: UInt = band == UInt.bitWidth ? .max : (1 << UInt(band)) - 1
            magnitude = UInt.random(in: (1 << UInt(band - 1))...min(high, largest), using: &self)
        }
        let negative = chance(0.5)
        for candidate in [
            signed(magnitude, negative: negative), signed(magnitude, negative: !negative),
        ] {
            if let candidate, range.contains(candidate) { return candidate }
        }
        return Int.random(in: range, using: &self)
    }

    /// `magnitude` with a sign, if an Int holds it.
    private func signed(_ magnitude: UInt, negative: Bool) -> Int? {
        if negative {
            return magnitude == Int.min.magnitude ? Int.min : Int(exactly: magnitude).map { -$0 }
        }
        return Int(exactly: magnitude)
    }
}
