/// Chapter 1's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
///
/// The generic `mapByFolding` of 1.6 is in it twice, at the two types its
/// grader uses.
public struct Chapter1Functions: Sendable {
    /// 1.1: `squares(of:)`.
    public var squares: @Sendable ([Int]) -> [Int]
    /// 1.2: `evens(in:)`.
    public var evens: @Sendable ([Int]) -> [Int]
    /// 1.3: `total(of:)`.
    public var total: @Sendable ([Int]) -> Int
    /// 1.4: `shoutLongWords(_:)`.
    public var shoutLongWords: @Sendable ([String]) -> [String]
    /// 1.5: `largest(in:)`.
    public var largest: @Sendable ([Int]) -> Int?
    /// 1.6: `mapByFolding`, from numbers to text.
    public var mapNumbersToText: @Sendable ([Int], (Int) -> String) -> [String]
    /// 1.6: `mapByFolding`, from words to numbers.
    public var mapWordsToCounts: @Sendable ([String], (String) -> Int) -> [Int]
    /// 1.7: `pipeline(_:)`.
    public var pipeline: @Sendable ([(Int) -> Int]) -> (Int) -> Int
    /// 1.8: `firstEvenSquares(_:of:isEven:square:)`, on the grader's sequence of numbers.
    public var firstEvenSquares:
        @Sendable (Int, NumberFeed, @escaping (Int) -> Bool, @escaping (Int) -> Int) -> [Int]

    /// A table of these functions.
    public init(
        squares: @escaping @Sendable ([Int]) -> [Int],
        evens: @escaping @Sendable ([Int]) -> [Int],
        total: @escaping @Sendable ([Int]) -> Int,
        shoutLongWords: @escaping @Sendable ([String]) -> [String],
        largest: @escaping @Sendable ([Int]) -> Int?,
        mapNumbersToText: @escaping @Sendable ([Int], (Int) -> String) -> [String],
        mapWordsToCounts: @escaping @Sendable ([String], (String) -> Int) -> [Int],
        pipeline: @escaping @Sendable ([(Int) -> Int]) -> (Int) -> Int,
        firstEvenSquares:
            @escaping @Sendable (Int, NumberFeed, @escaping (Int) -> Bool, @escaping (Int) -> Int)
            -> [Int]
    ) {
        self.squares = squares
        self.evens = evens
        self.total = total
        self.shoutLongWords = shoutLongWords
        self.largest = largest
        self.mapNumbersToText = mapNumbersToText
        self.mapWordsToCounts = mapWordsToCounts
        self.pipeline = pipeline
        self.firstEvenSquares = firstEvenSquares
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter1Functions) -> Void) -> Chapter1Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
