import Chapter1Calls

extension Chapter1Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter1Functions(
        squares: { Chapter1Reference.squares(of: $0) },
        evens: { Chapter1Reference.evens(in: $0) },
        total: { Chapter1Reference.total(of: $0) },
        shoutLongWords: { Chapter1Reference.shoutLongWords($0) },
        largest: { Chapter1Reference.largest(in: $0) },
        mapNumbersToText: { Chapter1Reference.mapByFolding($0, $1) },
        mapWordsToCounts: { Chapter1Reference.mapByFolding($0, $1) },
        pipeline: { Chapter1Reference.pipeline($0) },
        firstEvenSquares: {
            Chapter1Reference.firstEvenSquares($0, of: $1, isEven: $2, square: $3)
        })
}
