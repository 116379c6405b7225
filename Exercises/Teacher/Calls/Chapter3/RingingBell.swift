import ExerciseHarness
import Synchronization

/// A callback API of the NotificationCenter kind, for 3.7: observers are
/// added with a handler and get a token, and removed with that token. It
/// tells every observer of each ring, in the order they were added.
final class ObservedBell: Sendable {
    private struct State {
        var observers: [(token: Int, handler: @Sendable (String) -> Void)] = []
        var lastToken = 0
    }

    private let state = Mutex(State())

    /// How many observers are registered now.
    var observerCount: Int {
        state.withLock { $0.observers.count }
    }

    /// Registers `handler` and returns its token.
    func addObserver(_ handler: @escaping @Sendable (String) -> Void) -> Int {
        state.withLock { state in
            state.lastToken += 1
            state.observers.append((state.lastToken, handler))
            return state.lastToken
        }
    }

    /// Unregisters the observer with `token`, if there is one.
    @Sendable func removeObserver(_ token: Int) {
        state.withLock { $0.observers.removeAll { $0.token == token } }
    }

    /// Calls every observer's handler with `visitor`, outside the lock.
    func ring(_ visitor: String) {
        for observer in state.withLock({ $0.observers }) { observer.handler(visitor) }
    }
}

/// One step of a 3.7 story.
public enum BellStep: Codable, Sendable, Equatable, CustomStringConvertible {
    /// `ringStream` is called: a new stream, numbered from 1.
    case makeStream
    /// The doorbell rings for a visitor.
    case ring(String)
    /// A task reads the stream with this number, and is cancelled at once:
    /// it reads what the stream has kept, then ends.
    case read(Int)

    /// The step as the grader tells it.
    public var description: String {
        switch self {
        case .makeStream: "a stream is made"
        case .ring(let visitor): "the doorbell rings for \(visitor.debugDescription)"
        case .read(let stream): "stream \(stream) is read by a task that is cancelled"
        }
    }
}

/// A 3.7 story: its steps, in order. After the last, every stream not yet
/// read is read, in order, so that every reader ends.
public struct BellStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The steps, in order.
    public var steps: [BellStep]

    /// A story of `steps`.
    public init(_ steps: [BellStep]) {
        self.steps = steps
    }

    /// The steps, one per line.
    public var description: String {
        steps.map { "  \($0)" }.joined(separator: "\n")
    }

    /// How many streams the story makes.
    public var streamCount: Int {
        steps.filter { $0 == .makeStream }.count
    }

    /// Plays the story on `ringStream`; writes down, in order, the observers
    /// after each stream is made, and what each reader got and the observers
    /// after it ended.
    func played(
        _ ringStream:
            @escaping @Sendable (
                @escaping Chapter3Functions.AddObserver, @escaping Chapter3Functions.RemoveObserver
            ) -> AsyncStream<String>
    ) -> BellRun {
        let bell = ObservedBell()
        let log = Mutex<[String]>([])
        let steps = steps
        let count = streamCount
        let finished = AsyncPlay.inTask {
            var streams: [AsyncStream<String>?] = []
            func observers() -> String {
                let count = bell.observerCount
                return count == 1 ? "1 observer" : "\(count) observers"
            }
            func read(_ number: Int) async {
                guard streams.indices.contains(number - 1), let stream = streams[number - 1]
                else { return }
                streams[number - 1] = nil
                let reader = Task {
                    var names: [String] = []
                    for await name in stream { names.append(name) }
                    return names
                }
                reader.cancel()
                let names = await reader.value
                let heard =
                    names.isEmpty
                    ? "no names" : names.map(\.debugDescription).joined(separator: ", ")
                log.withLock {
                    $0.append(
                        "the reader of stream \(number) got \(heard), then ended; the doorbell "
                            + "has \(observers())")
                }
            }
            for step in steps {
                switch step {
                case .makeStream:
                    streams.append(ringStream(bell.addObserver, bell.removeObserver))
                    log.withLock {
                        $0.append("stream \(streams.count) made; the doorbell has \(observers())")
                    }
                case .ring(let visitor): bell.ring(visitor)
                case .read(let number): await read(number)
                }
            }
            for number in 1...max(count, 1) { await read(number) }
            return true
        }
        let lines = log.withLock { $0 }
        return BellRun(
            lines: finished == nil ? lines + ["(the readers had not ended after 5 seconds)"] : lines
        )
    }
}

/// What a 3.7 story gave: one line per stream made and per reader ended.
public struct BellRun: Codable, Sendable, Equatable, CustomStringConvertible {
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
