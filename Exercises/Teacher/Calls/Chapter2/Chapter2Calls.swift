import ExerciseHarness
import Reactive

/// The calls the judge makes into chapter 2's answers, and how an answer
/// program plays each on its table of functions.
public enum Chapter2Calls {
    /// The table the calls play on.
    public typealias Functions = Chapter2Functions

    /// 2.1: `firstSquares` with a `square` that records its calls.
    public static let firstSquares = Call<Functions, SquaresCall, SquaresTrace>("2.1") {
        functions, call in
        call.traced(functions.firstSquares)
    }

    /// 2.2: one sequence from `powersOfTwo()`, read as the reading says.
    public static let powersOfTwo = Call<Functions, PowersReading, PowersRead>("2.2") {
        functions, reading in
        reading.read(functions.powersOfTwo)
    }

    /// 2.3: one memoized function, asked some times, its `compute` counted.
    public static let memoized = Call<Functions, MemoCall, MemoTrace>("2.3") { functions, call in
        call.traced(functions.memoized)
    }

    /// 2.4: `foldRight(numbers, "·") { "(\($0) \($1))" }`, each call of combine traced.
    public static let foldNumbersToText = Call<Functions, [Int], FoldTrace>("2.4/text") {
        functions, numbers in
        FoldTrace.numbersToText(numbers, functions.foldNumbersToText)
    }

    /// 2.4: `foldRight(words, [String]()) { [$0] + $1 }`, each call of combine traced.
    public static let foldWordsToList = Call<Functions, [String], FoldTrace>("2.4/list") {
        functions, words in
        FoldTrace.wordsToList(words, functions.foldWordsToList)
    }

    /// 2.5: `lazyFoldRight` over numbers that count their pulls and readings.
    public static let lazyFoldRight = Call<Functions, LazyFold, LazyFoldTrace>("2.5") {
        functions, fold in
        fold.traced(functions.lazyFoldRight)
    }

    /// 2.6: the signal made from numbers that count their pulls, subscribed in turn.
    public static let signal = Call<Functions, SequenceSubscriptions, SignalTrace>("2.6") {
        functions, call in
        call.traced(functions.signal)
    }

    /// 2.7: a deal played on a test scheduler.
    public static let deal = Call<Functions, Dealing, Run<String>>("2.7") { functions, dealing in
        dealing.dealt(by: functions.deal)
    }

    /// 2.8: `prefix(of:while:)` on a list that counts its pulls.
    public static let prefix = Call<Functions, Taking, TakingTrace>("2.8") { functions, taking in
        taking.traced(functions.prefix)
    }

    /// 2.8: `prefix(of:while:)` on the endless sequence 1, 2, 3, ….
    public static let endlessPrefix = Call<Functions, EndlessTaking, TakingTrace>("2.8/endless") {
        functions, taking in
        taking.traced(functions.prefix)
    }

    /// 2.9: a `Remembered` stream read by several loops, one after another.
    public static let remembered = Call<Functions, MemoryReading, [String]>("2.9") {
        functions, reading in
        reading.traced(functions.remembered)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        firstSquares.served, powersOfTwo.served, memoized.served, foldNumbersToText.served,
        foldWordsToList.served, lazyFoldRight.served, signal.served, deal.served, prefix.served,
        endlessPrefix.served, remembered.served,
    ]
}
