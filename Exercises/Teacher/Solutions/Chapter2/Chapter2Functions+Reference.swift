import Chapter2Calls

extension Chapter2Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter2Functions(
        firstSquares: { Chapter2Reference.firstSquares($0, of: $1, using: $2) },
        powersOfTwo: { Chapter2Reference.powersOfTwo() },
        memoized: { Chapter2Reference.memoized($0) },
        foldNumbersToText: { Chapter2Reference.foldRight($0, $1, $2) },
        foldWordsToList: { Chapter2Reference.foldRight($0, $1, $2) },
        lazyFoldRight: { Chapter2Reference.lazyFoldRight($0, $1, $2) },
        signal: { Chapter2Reference.signal(from: $0) },
        deal: { Chapter2Reference.deal($0, every: $1, on: $2) },
        prefix: { Chapter2Reference.prefix(of: $0, while: $1) },
        remembered: { source in
            let memory = Chapter2Reference.Remembered(source)
            return { Loop(memory.makeAsyncIterator()) }
        })
}
