import ExerciseSupport

/// Exercise 2.9 · Read an async sequence again without redoing its work
/// 练习 2.9 · 再读一遍异步序列，而不重做它的工作
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
/// up to 24 loops, each reading none, some, all or more elements than there
/// are, in any order of lengths.
///
/// 任务：`AsyncStream` 只能走一遍：第二个循环会从第一个停下的地方接着走，或者发
/// 现它已经结束。`PullSequence` 会记住算出来的东西，所以再读一遍不花任何代价。
/// 请给流加上这样的记忆。`Remembered` 保存着流和到目前为止读出的元素；请完成
/// `element(at:)`：返回位于 `index`（从 0 开始数）的元素，超过流的末尾时返回
/// nil。只有在某个下标从没被读过时才从流里拉取，而且只拉到那个下标为止：绝不提
/// 前，也绝不把一个元素拉两次。对 `source` 的 `for await` 循环会从上一个循环停
/// 下的地方接着走。循环是一个接一个地读，从不同时进行。包在外面的异步序列（已经
/// 替你写好，见下文）让每个循环都从下标 0 开始。
///
/// 评分：评分器一步一步地把流算出的东西和每个循环读到的东西与参考答案对比，用的
/// 是下面的例子和几百个随机生成的情形：元素为任意 Int 的流，空的或长达几千；最
/// 多 24 个循环，每个读零个、几个、全部或比现有还多的元素，长度的先后顺序任意。
///
/// ```swift
/// let squares = Remembered(AsyncStream(unfolding: { … }))   // works out 1, 4, 9
/// for await square in squares.prefix(2) { … }   // the stream works out 1 and 4
/// for await square in squares { … }             // 1 and 4 from memory, then 9 from the stream
/// ```
/// 示例中：这个流会算出 1、4、9；第一个循环让流算出 1 和 4；
/// 第二个循环的 1 和 4 来自记忆，9 则来自流。
///
/// 本练习册：第 2 章“如今：异步序列”（PullSequence 会记住它的元素；
/// 异步序列却无法回头）
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
