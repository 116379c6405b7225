import Chapter2Calls
import Chapter2Reference

extension Chapter2Functions {
    /// Every wrong answer of chapter 2 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter2Functions> = [
        "2.1/eager": reference.with {
            $0.firstSquares = { Mutants2_1.eager($0, of: $1, using: $2) }
        },
        "2.1/lazyTooLate": reference.with {
            $0.firstSquares = { Mutants2_1.lazyTooLate($0, of: $1, using: $2) }
        },
        "2.1/squaresOneTooMany": reference.with {
            $0.firstSquares = { Mutants2_1.squaresOneTooMany($0, of: $1, using: $2) }
        },
        "2.1/squaresItself": reference.with {
            $0.firstSquares = { Mutants2_1.squaresItself($0, of: $1, using: $2) }
        },
        "2.1/refusesLargeCounts": reference.with {
            $0.firstSquares = { Mutants2_1.refusesLargeCounts($0, of: $1, using: $2) }
        },
        "2.1/takesThree": reference.with {
            $0.firstSquares = { Mutants2_1.takesThree($0, of: $1, using: $2) }
        },
        "2.1/takesAtMostAThousand": reference.with {
            $0.firstSquares = { Mutants2_1.takesAtMostAThousand($0, of: $1, using: $2) }
        },
        "2.2/stopsAtTen": reference.with { $0.powersOfTwo = Mutants2_2.stopsAtTen },
        "2.2/startsAtTwo": reference.with { $0.powersOfTwo = Mutants2_2.startsAtTwo },
        "2.2/sharesOneCounter": reference.with { $0.powersOfTwo = Mutants2_2.sharesOneCounter },
        "2.2/hardCodesTheExample": reference.with {
            $0.powersOfTwo = Mutants2_2.hardCodesTheExample
        },
        "2.2/stopsAtTwoToTheSixtyOne": reference.with {
            $0.powersOfTwo = Mutants2_2.stopsAtTwoToTheSixtyOne
        },
        "2.2/resetsASharedPower": reference.with { $0.powersOfTwo = Mutants2_2.resetsASharedPower },
        "2.3/eager": reference.with { $0.memoized = Mutants2_3.eager },
        "2.3/forgetful": reference.with { $0.memoized = Mutants2_3.forgetful },
        "2.3/zeroMeansNotComputed": reference.with {
            $0.memoized = Mutants2_3.zeroMeansNotComputed
        },
        "2.3/computesTwiceAtFirst": reference.with {
            $0.memoized = Mutants2_3.computesTwiceAtFirst
        },
        "2.3/hardCodesTheExample": reference.with { $0.memoized = Mutants2_3.hardCodesTheExample },
        "2.3/minMeansNotComputed": reference.with { $0.memoized = Mutants2_3.minMeansNotComputed },
        "2.3/forgetsAfterFiveCalls": reference.with {
            $0.memoized = Mutants2_3.forgetsAfterFiveCalls
        },
        "2.4/foldsLeft": reference.with {
            $0.foldNumbersToText = { Mutants2_4.foldsLeft($0, $1, $2) }
            $0.foldWordsToList = { Mutants2_4.foldsLeft($0, $1, $2) }
        },
        "2.4/missesTheFirst": reference.with {
            $0.foldNumbersToText = { Mutants2_4.missesTheFirst($0, $1, $2) }
            $0.foldWordsToList = { Mutants2_4.missesTheFirst($0, $1, $2) }
        },
        "2.4/forgetsTheRunningResult": reference.with {
            $0.foldNumbersToText = { Mutants2_4.forgetsTheRunningResult($0, $1, $2) }
            $0.foldWordsToList = { Mutants2_4.forgetsTheRunningResult($0, $1, $2) }
        },
        "2.4/foldsTheLastThousand": reference.with {
            $0.foldNumbersToText = { Mutants2_4.foldsTheLastThousand($0, $1, $2) }
            $0.foldWordsToList = { Mutants2_4.foldsTheLastThousand($0, $1, $2) }
        },
        "2.5/readsEverything": reference.with {
            $0.lazyFoldRight = { Mutants2_5.readsEverything($0, $1, $2) }
        },
        "2.5/foldsTheRestFirst": reference.with {
            $0.lazyFoldRight = { Mutants2_5.foldsTheRestFirst($0, $1, $2) }
        },
        "2.5/pullsOneAhead": reference.with {
            $0.lazyFoldRight = { Mutants2_5.pullsOneAhead($0, $1, $2) }
        },
        "2.5/foldsLeft": reference.with { $0.lazyFoldRight = { Mutants2_5.foldsLeft($0, $1, $2) } },
        "2.5/restartsForTheRest": reference.with {
            $0.lazyFoldRight = { Mutants2_5.restartsForTheRest($0, $1, $2) }
        },
        "2.5/foldsTheFirstThousand": reference.with {
            $0.lazyFoldRight = { Mutants2_5.foldsTheFirstThousand($0, $1, $2) }
        },
        "2.6/neverCompletes": reference.with {
            $0.signal = { Mutants2_6.neverCompletes(from: $0) }
        },
        "2.6/ignoresDisposal": reference.with {
            $0.signal = { Mutants2_6.ignoresDisposal(from: $0) }
        },
        "2.6/readsTooEarly": reference.with { $0.signal = { Mutants2_6.readsTooEarly(from: $0) } },
        "2.6/pullsOneAfterDisposal": reference.with {
            $0.signal = { Mutants2_6.pullsOneAfterDisposal(from: $0) }
        },
        "2.6/completesFirst": reference.with {
            $0.signal = { Mutants2_6.completesFirst(from: $0) }
        },
        "2.6/sendsAtMostAThousand": reference.with {
            $0.signal = { Mutants2_6.sendsAtMostAThousand(from: $0) }
        },
        "2.7/allAtOnce": reference.with {
            $0.deal = { Mutants2_7.allAtOnce($0, every: $1, on: $2) }
        },
        "2.7/completesLate": reference.with {
            $0.deal = { Mutants2_7.completesLate($0, every: $1, on: $2) }
        },
        "2.7/leaksTimers": reference.with {
            $0.deal = { Mutants2_7.leaksTimers($0, every: $1, on: $2) }
        },
        "2.7/dealsWhenMade": reference.with {
            $0.deal = { Mutants2_7.dealsWhenMade($0, every: $1, on: $2) }
        },
        "2.7/forgetsNoCards": reference.with {
            $0.deal = { Mutants2_7.forgetsNoCards($0, every: $1, on: $2) }
        },
        "2.7/ignoresThePeriod": reference.with {
            $0.deal = { Mutants2_7.ignoresThePeriod($0, every: $1, on: $2) }
        },
        "2.7/wholeSecondsOnly": reference.with {
            $0.deal = { Mutants2_7.wholeSecondsOnly($0, every: $1, on: $2) }
        },
        "2.7/roundsToFiftyMilliseconds": reference.with {
            $0.deal = { Mutants2_7.roundsToFiftyMilliseconds($0, every: $1, on: $2) }
        },
        "2.8/pullsEverything": reference.with {
            $0.prefix = { Mutants2_8.pullsEverything(of: $0, while: $1) }
        },
        "2.8/foldsTheRestFirst": reference.with {
            $0.prefix = { Mutants2_8.foldsTheRestFirst(of: $0, while: $1) }
        },
        "2.8/filters": reference.with { $0.prefix = { Mutants2_8.filters(of: $0, while: $1) } },
        "2.8/keepsTheFailingNumber": reference.with {
            $0.prefix = { Mutants2_8.keepsTheFailingNumber(of: $0, while: $1) }
        },
        "2.8/loopsInsteadOfFolding": reference.with {
            $0.prefix = { Mutants2_8.loopsInsteadOfFolding(of: $0, while: $1) }
        },
        "2.8/usesTheBuiltInPrefix": reference.with {
            $0.prefix = { Mutants2_8.usesTheBuiltInPrefix(of: $0, while: $1) }
        },
        "2.8/takesAtMostAThousand": reference.with {
            $0.prefix = { Mutants2_8.takesAtMostAThousand(of: $0, while: $1) }
        },
        "2.9/remembersNothing": reference.with { $0.remembered = Mutants2_9.remembersNothing },
        "2.9/readsEverythingFirst": reference.with {
            $0.remembered = Mutants2_9.readsEverythingFirst
        },
        "2.9/pullsOneAhead": reference.with { $0.remembered = Mutants2_9.pullsOneAhead },
        "2.9/stopsOneShort": reference.with { $0.remembered = Mutants2_9.stopsOneShort },
        "2.9/readerSkipsTheFirst": reference.with {
            $0.remembered = Mutants2_9.readerSkipsTheFirst
        },
    ]
}
