import Foundation
import Reactive

/// What the photo server remembers while it runs: the tokens it issued, the
/// votes cast, the fault plan and the requests it has answered.
///
/// Memory stays bounded whatever the clients do: the request log keeps the
/// last `ServerLimits.loggedRequests` lines, each cut to
/// `loggedLineLength` characters, and only the last `ServerLimits.tokens`
/// tokens stay valid (an older login must log in again).
///
/// ```swift
/// let state = ServerState(faults: FaultPlan(), limits: ServerLimits())
/// let token = state.issueToken()
/// print(state.isValid(token: token))   // prints true
/// ```
final class ServerState: Sendable {
    private struct State {
        var tokens: Ring<String>
        var validTokens: Set<String> = []
        var votes: Set<Int> = []
        var faults: FaultPlan
        var requests: Ring<String>
    }

    private let state: Locked<State>
    private let lineLength: Int

    init(faults: FaultPlan, limits: ServerLimits) {
        state = Locked(
            State(
                tokens: Ring(capacity: limits.tokens), faults: faults,
                requests: Ring(capacity: limits.loggedRequests)))
        lineLength = max(2, limits.loggedLineLength)
    }

    /// The current fault plan.
    var faults: FaultPlan {
        get { state.withLock { $0.faults } }
        set { state.withLock { $0.faults = newValue } }
    }

    /// Issues a new random token and remembers it, forgetting the oldest one
    /// if there are too many.
    func issueToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
        state.withLock { state in
            if let dropped = state.tokens.append(token) { state.validTokens.remove(dropped) }
            state.validTokens.insert(token)
        }
        return token
    }

    /// Whether the server issued this token and still remembers it.
    func isValid(token: String) -> Bool {
        state.withLock { $0.validTokens.contains(token) }
    }

    /// How many tokens are valid now.
    var tokenCount: Int {
        state.withLock { $0.validTokens.count }
    }

    /// Marks a photo as voted for.
    func vote(for photoID: Int) {
        state.withLock { _ = $0.votes.insert(photoID) }
    }

    /// Whether someone voted for the photo.
    func isVoted(_ photoID: Int) -> Bool {
        state.withLock { $0.votes.contains(photoID) }
    }

    /// Records one answered request, e.g. `GET /v1/photos?feature=popular`,
    /// cut to the line length.
    func record(_ line: String) {
        let kept = line.count > lineLength ? line.prefix(lineLength - 1) + "…" : line
        state.withLock { _ = $0.requests.append(kept) }
    }

    /// The most recent requests, oldest first.
    var requests: [String] {
        state.withLock { $0.requests.elements }
    }
}
