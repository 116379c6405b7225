import Chapter1Calls
import Chapter1Reference

extension Chapter1Functions {
    /// Every wrong answer of chapter 1 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter1Functions> = [
        "1.1/doubles": reference.with { $0.squares = Mutants1_1.doubles },
        "1.1/sortsTheSquares": reference.with { $0.squares = Mutants1_1.sortsTheSquares },
        "1.1/hardCodesTheExamples": reference.with { $0.squares = Mutants1_1.hardCodesTheExamples },
        "1.1/loopsInsteadOfMapping": reference.with {
            $0.squares = Mutants1_1.loopsInsteadOfMapping
        },
        "1.1/squaresTheFirstFifty": reference.with { $0.squares = Mutants1_1.squaresTheFirstFifty },
        "1.1/xorsWithTwo": reference.with { $0.squares = Mutants1_1.xorsWithTwo },
        "1.1/loopsIntoAVariableNamedMap": reference.with {
            $0.squares = Mutants1_1.loopsIntoAVariableNamedMap
        },
        "1.1/dropsTheLastOfMidLengths": reference.with {
            $0.squares = Mutants1_1.dropsTheLastOfMidLengths
        },
        "1.2/keepsOdds": reference.with { $0.evens = Mutants1_2.keepsOdds },
        "1.2/trustsRemainder": reference.with { $0.evens = Mutants1_2.trustsRemainder },
        "1.2/filtersThenSorts": reference.with { $0.evens = Mutants1_2.filtersThenSorts },
        "1.2/dropsRepeats": reference.with { $0.evens = Mutants1_2.dropsRepeats },
        "1.2/loopsInsteadOfFiltering": reference.with {
            $0.evens = Mutants1_2.loopsInsteadOfFiltering
        },
        "1.2/keepsSmallEvens": reference.with { $0.evens = Mutants1_2.keepsSmallEvens },
        "1.3/startsAtOne": reference.with { $0.total = Mutants1_3.startsAtOne },
        "1.3/addsOneAfterTheFold": reference.with { $0.total = Mutants1_3.addsOneAfterTheFold },
        "1.3/addsOneForEachNumber": reference.with { $0.total = Mutants1_3.addsOneForEachNumber },
        "1.3/skipsTheFirst": reference.with { $0.total = Mutants1_3.skipsTheFirst },
        "1.3/sumsTheSet": reference.with { $0.total = Mutants1_3.sumsTheSet },
        "1.3/hardCodesTheExamples": reference.with { $0.total = Mutants1_3.hardCodesTheExamples },
        "1.3/loopsInsteadOfFolding": reference.with { $0.total = Mutants1_3.loopsInsteadOfFolding },
        "1.3/addsTheFirstHundred": reference.with { $0.total = Mutants1_3.addsTheFirstHundred },
        "1.3/reducesButIgnoresIt": reference.with { $0.total = Mutants1_3.reducesButIgnoresIt },
        "1.4/keepsThreeLetters": reference.with {
            $0.shoutLongWords = Mutants1_4.keepsThreeLetters
        },
        "1.4/forgetsToShout": reference.with { $0.shoutLongWords = Mutants1_4.forgetsToShout },
        "1.4/measuresBytes": reference.with { $0.shoutLongWords = Mutants1_4.measuresBytes },
        "1.4/shoutsBeforeMeasuring": reference.with {
            $0.shoutLongWords = Mutants1_4.shoutsBeforeMeasuring
        },
        "1.4/dropsRepeats": reference.with { $0.shoutLongWords = Mutants1_4.dropsRepeats },
        "1.4/skipsSpaces": reference.with { $0.shoutLongWords = Mutants1_4.skipsSpaces },
        "1.4/dropsWordsOfTenLetters": reference.with {
            $0.shoutLongWords = Mutants1_4.dropsWordsOfTenLetters
        },
        "1.5/startsAtZero": reference.with { $0.largest = Mutants1_5.startsAtZero },
        "1.5/takesIntMinForNothing": reference.with {
            $0.largest = Mutants1_5.takesIntMinForNothing
        },
        "1.5/smallest": reference.with { $0.largest = Mutants1_5.smallest },
        "1.5/foldsOverDropLast": reference.with { $0.largest = Mutants1_5.foldsOverDropLast },
        "1.5/sortsThenTakesLast": reference.with { $0.largest = Mutants1_5.sortsThenTakesLast },
        "1.5/startsFromMinusAMillion": reference.with {
            $0.largest = Mutants1_5.startsFromMinusAMillion
        },
        "1.5/callsADecoyReduce": reference.with { $0.largest = Mutants1_5.callsADecoyReduce },
        "1.6/prepends": reference.with {
            $0.mapNumbersToText = { Mutants1_6.prepends($0, $1) }
            $0.mapWordsToCounts = { Mutants1_6.prepends($0, $1) }
        },
        "1.6/transformsTwice": reference.with {
            $0.mapNumbersToText = { Mutants1_6.transformsTwice($0, $1) }
            $0.mapWordsToCounts = { Mutants1_6.transformsTwice($0, $1) }
        },
        "1.6/usesTheBuiltInMap": reference.with {
            $0.mapNumbersToText = { Mutants1_6.usesTheBuiltInMap($0, $1) }
            $0.mapWordsToCounts = { Mutants1_6.usesTheBuiltInMap($0, $1) }
        },
        "1.6/dropsTheLast": reference.with {
            $0.mapNumbersToText = { Mutants1_6.dropsTheLast($0, $1) }
            $0.mapWordsToCounts = { Mutants1_6.dropsTheLast($0, $1) }
        },
        "1.6/flatMapsInsteadOfFolding": reference.with {
            $0.mapNumbersToText = { Mutants1_6.flatMapsInsteadOfFolding($0, $1) }
            $0.mapWordsToCounts = { Mutants1_6.flatMapsInsteadOfFolding($0, $1) }
        },
        "1.7/runsBackwards": reference.with { $0.pipeline = Mutants1_7.runsBackwards },
        "1.7/startsFromZero": reference.with { $0.pipeline = Mutants1_7.startsFromZero },
        "1.7/picksByNumberOfSteps": reference.with {
            $0.pipeline = Mutants1_7.picksByNumberOfSteps
        },
        "1.7/keepsOnlyTheLastStep": reference.with {
            $0.pipeline = Mutants1_7.keepsOnlyTheLastStep
        },
        "1.7/loopsInsteadOfFolding": reference.with {
            $0.pipeline = Mutants1_7.loopsInsteadOfFolding
        },
        "1.7/remembersItsFirstResult": reference.with {
            $0.pipeline = Mutants1_7.remembersItsFirstResult
        },
        "1.7/passesLargeInputsThrough": reference.with {
            $0.pipeline = Mutants1_7.passesLargeInputsThrough
        },
        "1.7/foldsTwelveSteps": reference.with { $0.pipeline = Mutants1_7.foldsTwelveSteps },
        "1.8/filtersEagerly": reference.with {
            $0.firstEvenSquares = { Mutants1_8.filtersEagerly($0, of: $1, isEven: $2, square: $3) }
        },
        "1.8/mapsBeforeFiltering": reference.with {
            $0.firstEvenSquares = {
                Mutants1_8.mapsBeforeFiltering($0, of: $1, isEven: $2, square: $3)
            }
        },
        "1.8/takesThePrefixFirst": reference.with {
            $0.firstEvenSquares = {
                Mutants1_8.takesThePrefixFirst($0, of: $1, isEven: $2, square: $3)
            }
        },
        "1.8/checksForAFirstSquare": reference.with {
            $0.firstEvenSquares = {
                Mutants1_8.checksForAFirstSquare($0, of: $1, isEven: $2, square: $3)
            }
        },
        "1.8/loopsInsteadOfLazy": reference.with {
            $0.firstEvenSquares = {
                Mutants1_8.loopsInsteadOfLazy($0, of: $1, isEven: $2, square: $3)
            }
        },
    ]
}
