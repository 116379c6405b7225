import ExerciseSupport

/// Exercise 2.9 · Read an async sequence again without redoing its work
///
/// An `AsyncStream` can be walked once: a second loop over it carries on where
/// the first stopped, or finds it over. A `PullSequence` remembers what it
/// worked out, so that reading it again costs nothing. Give a stream that
/// memory. `Remembered` holds the stream and the elements read so far;
/// complete `element(at:)`: the element at `index` (counting from 0), or nil
/// past the stream's end. Pull from the stream only for an index nobody has
/// read before, and then only as far as that index: never ahead, and never an
/// element twice. A `for await` loop over `source` carries on where the last
/// one stopped. Loops read one after another, never at the same time. The
/// async sequence around it (done for you, below) starts each loop at index 0.
///
/// Graded: the grader compares with the reference solution, step by step, what
/// the stream works out and what each loop reads, on the example below and a
/// few hundred generated cases: streams of any Int, empty or thousands long;
/// up to five loops, each reading none, some, all or more elements than there
/// are, in any order of lengths.
///
/// ```swift
/// let squares = Remembered(AsyncStream(unfolding: { … }))   // works out 1, 4, 9
/// for await square in squares.prefix(2) { … }   // the stream works out 1 and 4
/// for await square in squares { … }             // 1 and 4 from memory, then 9 from the stream
/// ```
///
/// Book: chapter 2, Today: async sequences (a PullSequence remembers its
/// elements; an async sequence has no way back)
public actor Remembered {
    private let source: AsyncStream<Int>
    private var elements: [Int] = []

    /// Remembers the elements of `source` as they are read.
    public init(_ source: AsyncStream<Int>) {
        self.source = source
    }

    /// The element at `index`, from memory or else from the stream; nil past its end.
    public func element(at index: Int) async -> Int? {
        // TODO(2.9): loop over source, remembering each element, until you have the one at index.
        notAttempted("2.9")
    }
}

extension Remembered: AsyncSequence {
    /// A loop's reader: it asks for elements 0, 1, 2, … in turn.
    public nonisolated func makeAsyncIterator() -> Reader {
        Reader(remembered: self)
    }

    /// Reads the remembered elements in order, from the first.
    public struct Reader: AsyncIteratorProtocol {
        let remembered: Remembered
        var index = 0

        /// The next element, or nil at the end.
        public mutating func next() async -> Int? {
            defer { index += 1 }
            return await remembered.element(at: index)
        }
    }
}
