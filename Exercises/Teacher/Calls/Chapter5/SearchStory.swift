import ExerciseHarness
import ReactiveTesting
import Synchronization

/// A 5.7 story: keystrokes at moments on a virtual clock, each with how the
/// search for its query behaves.
public struct SearchStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One keystroke: the query it makes, when, and its search's script.
    public struct Keystroke: Codable, Sendable, Equatable {
        /// When the box's `type` is called, in milliseconds from the start.
        public var at: Int
        /// The whole query after the keystroke.
        public var query: String
        /// How long a search for it takes, in milliseconds.
        public var takes: Int
        /// What the search answers; nil if it fails.
        public var results: [String]?
        /// Whether it answers even when its task is cancelled.
        public var answersWhenCancelled: Bool

        /// A keystroke at `at` ms making `query`, whose search takes `takes` ms.
        public init(
            at: Int, _ query: String, takes: Int, results: [String]?,
            answersWhenCancelled: Bool = false
        ) {
            self.at = at
            self.query = query
            self.takes = takes
            self.results = results
            self.answersWhenCancelled = answersWhenCancelled
        }
    }

    /// The keystrokes, in the order they are typed (by `at`, then as listed).
    public var keystrokes: [Keystroke]

    /// A story of these keystrokes.
    public init(_ keystrokes: [Keystroke]) {
        self.keystrokes = keystrokes
    }

    /// One line per keystroke.
    public var description: String {
        keystrokes.map { key in
            var line = "  at \(seconds(key.at)): type \(key.query.debugDescription)"
            if !key.query.isEmpty {
                let answer = key.results.map { "answers \($0)" } ?? "fails"
                line += "; its search takes \(seconds(key.takes)), then \(answer)"
                if key.answersWhenCancelled { line += ", even if cancelled" }
            }
            return line
        }.joined(separator: "\n")
    }

    /// The keystrokes in the order they are typed.
    var typed: [Keystroke] {
        keystrokes.enumerated().sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }
            .map(\.element)
    }

    /// Plays the story: types each keystroke at its moment into a box made
    /// by `makeBox`, whose searches follow the scripts, and writes down, in
    /// order, what happens.
    func played(_ makeBox: @escaping @MainActor @Sendable (@escaping Search) -> SearchParts)
        -> SearchRun
    {
        let story = self
        let lines = AsyncPlay.onMainActor { () -> [String] in
            let searches = ScriptedSearches(story)
            let box = makeBox(searches.search)
            var shown = box.results()
            @MainActor func look() {
                let now = box.results()
                guard now != shown else { return }
                shown = now
                searches.note("the box shows \(now)")
            }
            var keystrokes = story.typed[...]
            while true {
                let nextKey = keystrokes.first.map { Duration.milliseconds($0.at) }
                let nextAnswer = searches.nextDeadline
                guard let next = [nextKey, nextAnswer].compactMap({ $0 }).min() else { break }
                searches.clock.advance(to: TestClock.Instant(offset: next))
                searches.wakeStubborn()
                await AsyncPlay.settle(until: { searches.quiet })
                look()
                while let key = keystrokes.first, .milliseconds(key.at) == next {
                    keystrokes.removeFirst()
                    searches.note("typed \(key.query.debugDescription)")
                    box.type(key.query)
                    await AsyncPlay.settle(until: { searches.quiet })
                    look()
                }
            }
            return searches.lines
        }
        return SearchRun(lines: lines ?? ["(the story had not ended after 5 seconds)"])
    }
}

/// A search as the box is given it.
public typealias Search = @MainActor (String) async throws -> [String]

/// What the grader uses of a search box: typing into it, and its results.
public struct SearchParts {
    /// Calls the box's `type(_:)`.
    public let type: @MainActor (String) -> Void
    /// Reads the box's `results`.
    public let results: @MainActor () -> [String]

    /// The parts of a box.
    public init(
        type: @escaping @MainActor (String) -> Void,
        results: @escaping @MainActor () -> [String]
    ) {
        self.type = type
        self.results = results
    }
}

/// What a 5.7 story gave: one line per event, each with its moment.
public struct SearchRun: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The lines, in order.
    public var lines: [String]

    /// A run of these lines.
    public init(lines: [String]) {
        self.lines = lines
    }

    /// The lines, each under the one before, as the grader's message shows them.
    public var description: String {
        lines.joined(separator: "\n          ")
    }
}

/// The search the box is given in a 5.7 story: on a test clock, each search
/// answers as the latest keystroke for its query says, and writes down when
/// it starts, is cancelled, answers or fails.
@MainActor final class ScriptedSearches {
    /// The virtual clock the searches take their time on.
    let clock = TestClock()
    private let story: SearchStory
    private let log = Mutex<[String]>([])
    private let cancelled = Mutex<Set<Int>>([])
    private var deadlines: [Int: Duration] = [:]
    private var lastID = 0
    private var stubborn: [(id: Int, deadline: Duration, wake: CheckedContinuation<Void, Never>)] =
        []

    init(_ story: SearchStory) {
        self.story = story
    }

    /// Every line so far.
    var lines: [String] {
        log.withLock { $0 }
    }

    /// The earliest moment a running search answers, if one is running.
    var nextDeadline: Duration? {
        deadlines.values.min()
    }

    /// Whether every search that is due, or was cancelled and heeds it, has
    /// ended: what the box does next is then up to the box alone. A search
    /// that ignores cancellation and is not yet woken waits for the story.
    var quiet: Bool {
        let now = clock.now.offset
        let cancelled = cancelled.withLock { $0 }
        let unwoken = Set(stubborn.map(\.id))
        return deadlines.allSatisfy { id, deadline in
            unwoken.contains(id) || deadline > now && !cancelled.contains(id)
        }
    }

    /// Wakes the searches that answer even when cancelled and are due by
    /// now, the earliest first, after the clock's own sleepers.
    func wakeStubborn() {
        let now = clock.now.offset
        let due = stubborn.filter { $0.deadline <= now }.sorted {
            ($0.deadline, $0.id) < ($1.deadline, $1.id)
        }
        stubborn.removeAll { $0.deadline <= now }
        for search in due { search.wake.resume() }
    }

    /// Writes `event` down at the clock's time.
    nonisolated func note(_ event: String) {
        let now = clock.now.offset
        log.withLock { $0.append("\(seconds(now)): \(event)") }
    }

    /// Searches for `query`, as its script says.
    func search(_ query: String) async throws -> [String] {
        let script = story.typed.last {
            $0.query == query && .milliseconds($0.at) <= clock.now.offset
        }
        let takes = Duration.milliseconds(script?.takes ?? 0)
        let deadline = TestClock.Instant(offset: clock.now.offset + takes)
        lastID += 1
        let id = lastID
        deadlines[id] = deadline.offset
        defer { deadlines[id] = nil }
        note("a search for \(query.debugDescription) starts")
        let testClock = clock
        try await withTaskCancellationHandler(
            operation: {
                if script?.answersWhenCancelled == true {
                    // Not on the clock, whose sleep throws when cancelled: the
                    // story wakes it at its deadline, cancelled or not.
                    await withCheckedContinuation { wake in
                        self.stubborn.append((id, deadline.offset, wake))
                    }
                } else {
                    try await testClock.sleep(until: deadline)
                }
            },
            onCancel: {
                self.cancelled.withLock { _ = $0.insert(id) }
                self.note("the search for \(query.debugDescription) is cancelled")
            })
        guard let results = script?.results else {
            note("the search for \(query.debugDescription) fails")
            throw SearchFailed()
        }
        note("the search for \(query.debugDescription) answers \(results)")
        return results
    }
}

/// Why a scripted search failed.
struct SearchFailed: Error {}

/// A duration in milliseconds, in seconds as the grader writes them: "0.25 s".
func seconds(_ milliseconds: Int) -> String {
    let whole = milliseconds / 1000
    let rest = milliseconds % 1000
    guard rest != 0 else { return "\(whole) s" }
    var fraction = String(rest + 1000).dropFirst()
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return "\(whole).\(fraction) s"
}

/// A duration, in seconds as the grader writes them.
func seconds(_ duration: Duration) -> String {
    let (whole, atto) = duration.components
    return seconds(Int(whole) * 1000 + Int(atto / 1_000_000_000_000_000))
}
