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
        // 中文：已经记住的，直接从记忆里回答，不用拉取。
        if index < elements.count { return elements[index] }
        // A stream is unicast: a new loop over it carries on where the last
        // one stopped, so this loop pulls only elements nobody has read. It
        // stops as soon as the index is reached, so nothing is pulled ahead;
        // if the stream ends first, the index is past its end.
        // 中文：流是单播的：对它的新一轮循环会接着上一轮停下的地方继续，所以这
        // 个循环只拉取没人读过的元素。一到达这个下标它就停下，所以不会多拉；如
        // 果流先结束了，这个下标就在它的末尾之后。
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
