import Chapter1Calls
import Chapter1Exercises
import ExerciseHarness

// Chapter 1's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter1Functions(
        squares: { squares(of: $0) }, evens: { evens(in: $0) }, total: { total(of: $0) },
        shoutLongWords: { shoutLongWords($0) }, largest: { largest(in: $0) },
        mapNumbersToText: { mapByFolding($0, $1) }, mapWordsToCounts: { mapByFolding($0, $1) },
        pipeline: { pipeline($0) }),
    calls: Chapter1Calls.all)
