import ExerciseHarness
import Observation
import Pixels
import ReactiveTesting
import Synchronization

/// A 6.7 story on a virtual clock: when the gallery's screen appears and
/// goes, and how each import answers.
public struct ScreenStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The screen appearing (a load starts in a task) or going (the task is cancelled).
    public struct Change: Codable, Sendable, Equatable {
        /// When, in milliseconds from the start.
        public var at: Int
        /// True when the screen appears, false when it goes.
        public var appears: Bool

        /// The screen appearing (or going) at `at` ms.
        public init(at: Int, appears: Bool) {
            self.at = at
            self.appears = appears
        }
    }

    /// How an import answers.
    public struct Import: Codable, Sendable, Equatable {
        /// How long it takes, in milliseconds.
        public var takes: Int
        /// What it answers: `p` (the three sample photos), `q` (one odd
        /// photo) or `e` (none); nil if it fails.
        public var answer: String?

        /// An import that takes `takes` ms, then answers `answer`, or fails if nil.
        public init(takes: Int, answer: String?) {
            self.takes = takes
            self.answer = answer
        }
    }

    /// The screen's changes, in order of time (as listed, at one moment).
    public var changes: [Change]
    /// The imports, in the order they are asked for; any later one takes a
    /// second and answers no photos.
    public var imports: [Import]

    /// A story of these changes and imports.
    public init(_ changes: [Change], imports: [Import]) {
        self.changes = changes
        self.imports = imports
    }

    /// One line per change, then one per import.
    public var description: String {
        let screen = changes.map { change in
            "  at \(seconds(change.at)): the screen " + (change.appears ? "appears" : "goes")
        }
        let answers = imports.enumerated().map { number, script in
            "  import \(number + 1) takes \(seconds(script.takes)), then "
                + (script.answer.map(Self.describe) ?? "fails")
        }
        return (screen + answers).joined(separator: "\n")
    }

    /// An answer as the grader tells it: "3 photos", "no photos".
    static func describe(_ answer: String) -> String {
        let count = ScriptedImporter.lists[answer]?.count ?? 0
        return count == 0
            ? "answers no photos" : count == 1 ? "answers 1 photo" : "answers \(count) photos"
    }

    /// Plays the story on a gallery made by `makeGallery`; writes down each
    /// change of the screen, each import, and the gallery's state after each.
    func played(
        _ makeGallery: @escaping @MainActor @Sendable (@escaping PhotoImport) -> GalleryModelParts
    ) -> ScreenRun {
        let story = self
        let lines = AsyncPlay.onMainActor { () -> [String] in
            let imports = ScriptedImports(story)
            let gallery = makeGallery(imports.importPhotos)
            let heard = Mutex(false)
            var shown = gallery.state()
            @MainActor func listen() {
                withObservationTracking {
                    _ = gallery.state()
                } onChange: {
                    heard.withLock { $0 = true }
                }
            }
            @MainActor func look() {
                let now = gallery.state()
                defer {
                    heard.withLock { $0 = false }
                    listen()
                }
                guard now != shown else { return }
                shown = now
                let told = heard.withLock { $0 } ? "" : " (no change announced)"
                imports.note("the gallery has \(now)" + told)
            }
            listen()
            imports.note("the gallery has \(shown)")
            var loading: Task<Void, Never>?
            var changes = story.changes.enumerated()
                .sorted { ($0.element.at, $0.offset) < ($1.element.at, $1.offset) }.map(\.element)[
                    ...]
            while true {
                let nextChange = changes.first.map { Duration.milliseconds($0.at) }
                guard let next = [nextChange, imports.nextDeadline].compactMap({ $0 }).min() else {
                    break
                }
                imports.clock.advance(to: TestClock.Instant(offset: next))
                await AsyncPlay.settle(until: { imports.quiet })
                look()
                while let change = changes.first, .milliseconds(change.at) == next {
                    changes.removeFirst()
                    if change.appears {
                        imports.note("the screen appears")
                        loading?.cancel()
                        loading = Task { await gallery.load() }
                    } else {
                        imports.note("the screen goes")
                        loading?.cancel()
                        loading = nil
                    }
                    await AsyncPlay.settle(until: { imports.quiet })
                    look()
                }
            }
            loading?.cancel()
            return imports.lines
        }
        return ScreenRun(lines: lines ?? ["(the story had not ended after 5 seconds)"])
    }
}

/// How the gallery imports its photos.
public typealias PhotoImport = @MainActor () async throws -> [Photo]

/// What the grader reads of a gallery at a moment.
public struct GalleryModelState: Sendable, Equatable, CustomStringConvertible {
    /// The ids of its photos.
    public var photos: [Int]
    /// Its `isLoading`.
    public var isLoading: Bool
    /// Its `errorMessage`.
    public var errorMessage: String?

    /// A gallery's state, from its properties.
    public init(photos: [Photo], isLoading: Bool, errorMessage: String?) {
        self.photos = photos.map(\.id)
        self.isLoading = isLoading
        self.errorMessage = errorMessage
    }

    /// The state in a few words: "3 photos (1, 2, 3), loading, no error".
    public var description: String {
        let ids = photos.map(String.init).joined(separator: ", ")
        let count = photos.count == 1 ? "1 photo" : "\(photos.count) photos"
        return (photos.isEmpty ? "no photos" : "\(count) (\(ids))")
            + (isLoading ? ", loading" : ", not loading")
            + (errorMessage.map { ", the error \($0.debugDescription)" } ?? ", no error")
    }
}

/// What the grader uses of a gallery: its loads, and its state.
public struct GalleryModelParts {
    /// Calls the gallery's `load()`.
    public let load: @MainActor () async -> Void
    /// Reads the gallery's properties.
    public let state: @MainActor () -> GalleryModelState

    /// The parts of a gallery.
    public init(
        load: @escaping @MainActor () async -> Void,
        state: @escaping @MainActor () -> GalleryModelState
    ) {
        self.load = load
        self.state = state
    }
}

/// What a 6.7 story gave: one line per event, each with its moment.
public struct ScreenRun: Codable, Sendable, Equatable, CustomStringConvertible {
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

/// The imports of a 6.7 story, on a test clock: the k-th import follows the
/// story's k-th script, and writes down when it starts, answers, fails or
/// is cancelled.
@MainActor final class ScriptedImports {
    /// The virtual clock the imports take their time on.
    let clock = TestClock()
    private let story: ScreenStory
    private let log = Mutex<[String]>([])
    private let cancelled = Mutex<Set<Int>>([])
    private var deadlines: [Int: Duration] = [:]
    private var count = 0

    init(_ story: ScreenStory) {
        self.story = story
    }

    /// Every line so far.
    var lines: [String] {
        log.withLock { $0 }
    }

    /// The earliest moment a running import answers, if one is running.
    var nextDeadline: Duration? {
        deadlines.values.min()
    }

    /// Whether every import that is due, or was cancelled, has ended: what
    /// the gallery does next is then up to the gallery alone.
    var quiet: Bool {
        let now = clock.now.offset
        let cancelled = cancelled.withLock { $0 }
        return deadlines.allSatisfy { id, deadline in deadline > now && !cancelled.contains(id) }
    }

    /// Writes `event` down at the clock's time.
    nonisolated func note(_ event: String) {
        let now = clock.now.offset
        log.withLock { $0.append("\(seconds(now)): \(event)") }
    }

    /// Imports, as the next script says.
    func importPhotos() async throws -> [Photo] {
        count += 1
        let number = count
        let script =
            story.imports.indices.contains(number - 1)
            ? story.imports[number - 1] : ScreenStory.Import(takes: 1000, answer: "e")
        let deadline = TestClock.Instant(offset: clock.now.offset + .milliseconds(script.takes))
        deadlines[number] = deadline.offset
        defer { deadlines[number] = nil }
        note("import \(number) starts")
        do {
            try await withTaskCancellationHandler(
                operation: { try await clock.sleep(until: deadline) },
                onCancel: { self.cancelled.withLock { _ = $0.insert(number) } })
        } catch {
            note("import \(number) is cancelled")
            throw error
        }
        guard let answer = script.answer else {
            let failure = ScriptedImporter.failures[(number - 1) % ScriptedImporter.failures.count]
            note("import \(number) fails: \(failure)")
            throw failure
        }
        note("import \(number) " + ScreenStory.describe(answer))
        return ScriptedImporter.lists[answer] ?? []
    }
}

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
