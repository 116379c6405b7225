/// One `for await` loop over a `Remembered`, as the grader runs it: it
/// reads with the sequence's own iterator, the `Reader` the stub hands over
/// (and the learner may edit), so that the whole sequence is graded, not
/// only `element(at:)`.
///
/// ```swift
/// let memory = Remembered(source)
/// let loop = Loop(memory.makeAsyncIterator())
/// print(await loop.next())   // the element at index 0, or nil
/// ```
public final class Loop {
    private let read: () async -> Int?

    /// A loop that reads with `iterator`, as `for await` does.
    public init<Iterator: AsyncIteratorProtocol>(_ iterator: Iterator)
    where Iterator.Element == Int {
        var iterator = iterator
        read = { try? await iterator.next() }
    }

    /// A loop that asks `element` for 0, 1, 2, … in turn, as the stub's
    /// `Reader` does: for answers given as their `element(at:)` alone.
    public convenience init(reading element: @escaping ElementReader) {
        self.init(IndexReader(element: element))
    }

    /// The loop's next element, or nil at the end.
    public func next() async -> Int? {
        await read()
    }
}

/// Reads elements 0, 1, 2, … from an `element(at:)`.
private struct IndexReader: AsyncIteratorProtocol {
    let element: ElementReader
    var index = 0

    mutating func next() async -> Int? {
        defer { index += 1 }
        return await element(index)
    }
}

/// A `Remembered`'s loops: each call starts a new `for await` loop over it.
public typealias LoopStarter = @Sendable () -> Loop

/// The loops over a `Remembered` whose `element(at:)` is `element`, each
/// asking for 0, 1, 2, … in turn.
public func loops(reading element: @escaping ElementReader) -> LoopStarter {
    { Loop(reading: element) }
}
