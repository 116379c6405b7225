/// Chapter 1's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
///
/// The generic `mapByFolding` of 1.6 is in it twice, at the two types its
/// grader uses.
public struct Chapter1Functions: Sendable {
    public var squares: @Sendable ([Int]) -> [Int]
    public var evens: @Sendable ([Int]) -> [Int]
    public var total: @Sendable ([Int]) -> Int
    public var shoutLongWords: @Sendable ([String]) -> [String]
    public var largest: @Sendable ([Int]) -> Int?
    public var mapNumbersToText: @Sendable ([Int], (Int) -> String) -> [String]
    public var mapWordsToCounts: @Sendable ([String], (String) -> Int) -> [Int]
    public var pipeline: @Sendable ([(Int) -> Int]) -> (Int) -> Int

    /// A table of these functions.
    public init(
        squares: @escaping @Sendable ([Int]) -> [Int],
        evens: @escaping @Sendable ([Int]) -> [Int],
        total: @escaping @Sendable ([Int]) -> Int,
        shoutLongWords: @escaping @Sendable ([String]) -> [String],
        largest: @escaping @Sendable ([Int]) -> Int?,
        mapNumbersToText: @escaping @Sendable ([Int], (Int) -> String) -> [String],
        mapWordsToCounts: @escaping @Sendable ([String], (String) -> Int) -> [Int],
        pipeline: @escaping @Sendable ([(Int) -> Int]) -> (Int) -> Int
    ) {
        self.squares = squares
        self.evens = evens
        self.total = total
        self.shoutLongWords = shoutLongWords
        self.largest = largest
        self.mapNumbersToText = mapNumbersToText
        self.mapWordsToCounts = mapWordsToCounts
        self.pipeline = pipeline
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter1Functions) -> Void) -> Chapter1Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
