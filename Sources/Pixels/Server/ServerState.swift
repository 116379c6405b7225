import Foundation
import Reactive

/// What the photo server remembers while it runs: the tokens it issued, the
/// votes cast, the fault plan and the requests it has answered.
final class ServerState: Sendable {
    private struct State {
        var tokens: Set<String> = []
        var votes: Set<Int> = []
        var faults: FaultPlan
        var requests: [String] = []
    }

    private let state: Locked<State>

    init(faults: FaultPlan) {
        state = Locked(State(faults: faults))
    }

    /// The current fault plan.
    var faults: FaultPlan {
        get { state.withLock { $0.faults } }
        set { state.withLock { $0.faults = newValue } }
    }

    /// Issues a new random token and remembers it.
    func issueToken() -> String {
        var generator = SystemRandomNumberGenerator()
        let token = (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
        state.withLock { _ = $0.tokens.insert(token) }
        return token
    }

    /// Whether the server issued this token.
    func isValid(token: String) -> Bool {
        state.withLock { $0.tokens.contains(token) }
    }

    /// Marks a photo as voted for.
    func vote(for photoID: Int) {
        state.withLock { _ = $0.votes.insert(photoID) }
    }

    /// Whether someone voted for the photo.
    func isVoted(_ photoID: Int) -> Bool {
        state.withLock { $0.votes.contains(photoID) }
    }

    /// Records one answered request, e.g. `GET /v1/photos?feature=popular`.
    func record(_ line: String) {
        state.withLock { $0.requests.append(line) }
    }

    /// Every request answered so far, oldest first.
    var requests: [String] {
        state.withLock { $0.requests }
    }
}
