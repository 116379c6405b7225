import Foundation
import Synchronization

/// How deep the stack went in each call of one grading, in the answer's
/// program and in the reference's, request by request.
///
/// Each program measures its own calls (`--measure-stack`; see `Wire`) and
/// its seat records them here, keyed by the request, so that the answer's
/// depth on a list of inputs is set beside the reference's on the same list.
/// A concept check given these depths (`checkConcept(…, stacks:)`) refuses
/// an answer whose stack grows with its input where the reference's does
/// not: recursion, one frame per element, however its source spells it.
///
/// ```swift
/// try checkConcept(
///     judge.source.function("squares"), calls: ["map"], stacks: judge.stacks,
///     because: Bilingual(en: "…", zh: "…"))
/// ```
public final class StackDepths: Sendable {
    /// Which program a depth was measured in.
    enum Side {
        case answer, reference
    }

    /// One request as it was sent: the call's name and its inputs' JSON.
    private struct Request: Hashable {
        let call: String
        let inputs: Data
    }

    /// The depths measured on one request, and what its inputs were like.
    private struct Measured {
        var answer: Int?
        var reference: Int?
        let count: Int
        let longest: Int?
    }

    private struct State {
        var measured: [Request: Measured] = [:]
        var order: [Request] = []
    }

    private let state = Mutex(State())

    /// How much deeper than the reference's, in bytes, the answer's stack may
    /// go on the same inputs: 128 KiB. Right answers stay within a few KiB
    /// of the reference (a closure, a helper function, a different operator
    /// add frames, not frames per element); a recursion over the graders'
    /// lists of 4,000 goes hundreds of KiB deeper in a debug build, and more
    /// than 128 KiB even where the optimiser makes its frames small.
    public static let margin = 128 << 10

    /// Depths for a grading, none measured yet.
    public init() {}

    /// Notes that `side` used `depth` bytes of stack playing call `call` on
    /// `inputs` (the request's JSON): `count` inputs, the longest of them
    /// holding `longest` elements, if they are collections.
    func record(
        _ side: Side, call: String, inputs: Data, count: Int, longest: Int?, depth: Int
    ) {
        let request = Request(call: call, inputs: inputs)
        state.withLock { state in
            if state.measured[request] == nil { state.order.append(request) }
            var measured =
                state.measured[request] ?? Measured(count: count, longest: longest)
            switch side {
            case .answer: measured.answer = max(measured.answer ?? 0, depth)
            case .reference: measured.reference = max(measured.reference ?? 0, depth)
            }
            state.measured[request] = measured
        }
    }

    /// The request, played on both sides, on which the answer's stack went
    /// furthest past the reference's, if by more than `margin` bytes.
    public func growth(beyond margin: Int = margin) -> StackGrowth? {
        state.withLock { state in
            var worst: StackGrowth?
            for request in state.order {
                guard let measured = state.measured[request], let answer = measured.answer,
                    let reference = measured.reference, answer - reference > margin,
                    answer - reference > (worst.map { $0.answer - $0.reference } ?? 0)
                else { continue }
                worst = StackGrowth(
                    answer: answer, reference: reference, inputs: measured.count,
                    longest: measured.longest)
            }
            return worst
        }
    }

    /// The deepest stack each side used on any request both played, in
    /// bytes, or nil if no request was measured on both.
    public var deepest: (answer: Int, reference: Int)? {
        state.withLock { state in
            let both = state.measured.values.compactMap { measured in
                measured.answer.flatMap { answer in measured.reference.map { (answer, $0) } }
            }
            guard !both.isEmpty else { return nil }
            return (both.map(\.0).max()!, both.map(\.1).max()!)
        }
    }
}
