import Foundation

/// An answer program that stopped: why, which input of the call it was
/// playing (nil if it had not started one), and what it gave for the inputs before.
public struct Halted: Error, Sendable {
    /// Why it stopped.
    public let stopped: Stopped
    /// The input it was playing, by its place in the call's list.
    public let index: Int?
    /// The outputs of the inputs it finished, as JSON, in order.
    public let completed: [Data]

    /// A halt for `stopped`, at `index`, after `completed`.
    public init(stopped: Stopped, index: Int?, completed: [Data] = []) {
        self.stopped = stopped
        self.index = index
        self.completed = completed
    }
}
