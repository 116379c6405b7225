import Reactive

/// Chapter 2's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
///
/// The generic folds of 2.4 and 2.5 and the generic `signal(from:)` of 2.6
/// are in it at the types their graders use: 2.4's `foldRight` twice.
public struct Chapter2Functions: Sendable {
    /// 2.1: `firstSquares(_:of:using:)`.
    public var firstSquares: @Sendable (Int, [Int], @escaping (Int) -> Int) -> [Int]
    /// 2.2: `powersOfTwo()`.
    public var powersOfTwo: @Sendable () -> AnySequence<Int>
    /// 2.3: `memoized(_:)`.
    public var memoized: @Sendable (@escaping () -> Int) -> () -> Int
    /// 2.4: `foldRight` from numbers to text.
    public var foldNumbersToText: @Sendable ([Int], String, (Int, String) -> String) -> String
    /// 2.4: `foldRight` from words to a list of words.
    public var foldWordsToList:
        @Sendable ([String], [String], (String, [String]) -> [String]) ->
            [String]
    /// 2.5: `lazyFoldRight` over numbers that count their pulls, to text.
    public var lazyFoldRight:
        @Sendable (CountedList, String, @escaping (Int, () -> String) -> String)
            -> String
    /// 2.6: `signal(from:)` of numbers that count their pulls.
    public var signal: @Sendable (CountedList) -> Signal<Int>
    /// 2.7: `deal(_:every:on:)`.
    public var deal: @Sendable ([String], Duration, any Scheduler) -> Signal<String>
    /// 2.8: `prefix(of:while:)`.
    public var prefix: @Sendable (PullSequence<Int>, (Int) -> Bool) -> [Int]
    /// 2.9: `Remembered(_:)`, handing back a way to start `for await` loops
    /// over it, each with its own `Reader`.
    public var remembered: @Sendable (AsyncStream<Int>) -> LoopStarter

    /// A table of these functions.
    public init(
        firstSquares: @escaping @Sendable (Int, [Int], @escaping (Int) -> Int) -> [Int],
        powersOfTwo: @escaping @Sendable () -> AnySequence<Int>,
        memoized: @escaping @Sendable (@escaping () -> Int) -> () -> Int,
        foldNumbersToText: @escaping @Sendable ([Int], String, (Int, String) -> String) -> String,
        foldWordsToList:
            @escaping @Sendable ([String], [String], (String, [String]) -> [String])
            -> [String],
        lazyFoldRight:
            @escaping @Sendable (
                CountedList, String, @escaping (Int, () -> String) -> String
            ) -> String,
        signal: @escaping @Sendable (CountedList) -> Signal<Int>,
        deal: @escaping @Sendable ([String], Duration, any Scheduler) -> Signal<String>,
        prefix: @escaping @Sendable (PullSequence<Int>, (Int) -> Bool) -> [Int],
        remembered: @escaping @Sendable (AsyncStream<Int>) -> LoopStarter
    ) {
        self.firstSquares = firstSquares
        self.powersOfTwo = powersOfTwo
        self.memoized = memoized
        self.foldNumbersToText = foldNumbersToText
        self.foldWordsToList = foldWordsToList
        self.lazyFoldRight = lazyFoldRight
        self.signal = signal
        self.deal = deal
        self.prefix = prefix
        self.remembered = remembered
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter2Functions) -> Void) -> Chapter2Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
