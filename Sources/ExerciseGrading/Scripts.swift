import ExerciseHarness
import ReactiveTesting

/// How a random script ends: completed, with an error, or not at all.
public struct ScriptEndings: Sendable {
    /// The chance that the script completes after its values.
    public var completed: Double
    /// The chance that it fails after its values; otherwise it never ends.
    public var error: Double

    /// Endings with these chances (their sum at most 1).
    public init(completed: Double, error: Double) {
        self.completed = completed
        self.error = error
    }

    /// Mostly completed, sometimes an error, now and then never ending.
    public static let mixed = ScriptEndings(completed: 0.65, error: 0.2)
}

extension SplitMix64 {
    /// A random script of one-letter values over ticks `ticks`: up to
    /// `maxValues` values drawn from `values` (two of them sometimes in the
    /// same tick), then maybe a completion or an error, at or after the last value.
    ///
    /// Graders use it for the cold signals of their stories: a download, a
    /// request, the details of a photo.
    ///
    /// ```swift
    /// var random = Seed(3).generator()
    /// let download = random.script(ticks: 1...5, values: ["i"], maxValues: 1)
    /// print(Marbles.render(download))   // such as ---i-|
    /// ```
    public mutating func script(
        ticks: ClosedRange<Int>, values: [String], maxValues: Int, endings: ScriptEndings = .mixed
    ) -> [Recorded<String>] {
        let count = Int.random(in: 0...max(maxValues, 0), using: &self)
        var times = (0..<count).map { _ in Int.random(in: ticks, using: &self) }.sorted()
        if times.count > 1, chance(0.2) { times[1] = times[0] }
        var events: [Recorded<String>] = times.map { .next($0, pick(values)) }
        let roll = Double.random(in: 0..<1, using: &self)
        guard roll < endings.completed + endings.error else { return events }
        let end = Int.random(
            in: (times.last ?? ticks.lowerBound)...ticks.upperBound + 1, using: &self)
        events.append(roll < endings.completed ? .completed(end) : .error(end))
        return events
    }
}

extension Shrink {
    /// Simpler scripts, simplest first: without one of its events, or with
    /// one event a tick earlier (never before `earliest`, never out of order).
    ///
    /// ```swift
    /// print(Shrink.events(try Marbles.parse("-a|")).map { Marbles.render($0) })
    /// // prints ["-|", "-a", "a|", "-(a|)"]
    /// ```
    public static func events(_ events: [Recorded<String>], earliest: Int = 0)
        -> [[Recorded<String>]]
    {
        var candidates = events.indices.map { index in
            Array(events[..<index] + events[(index + 1)...])
        }
        for index in events.indices {
            let time = events[index].time
            let floor = index > 0 ? max(events[index - 1].time, earliest) : earliest
            guard time - 1 >= floor else { continue }
            var earlier = events
            earlier[index] = Recorded(time: time - 1, event: events[index].event)
            candidates.append(earlier)
        }
        return candidates
    }
}
