/// Exercise 2.9 · Read an async sequence again without redoing its work: the
/// reference solution.
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
        // What is remembered is answered from memory, without a pull.
        if index < elements.count { return elements[index] }
        // A stream is unicast: a new loop over it carries on where the last
        // one stopped, so this loop pulls only elements nobody has read. It
        // stops as soon as the index is reached, so nothing is pulled ahead;
        // if the stream ends first, the index is past its end.
        for await element in source {
            elements.append(element)
            if elements.count > index { return element }
        }
        return nil
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
