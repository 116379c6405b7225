import Chapter1Calls
import Chapter1Exercises
import ExerciseHarness

// Chapter 1's answer program: the learner's functions, answering the judge's
// calls. Each line names its exercise, so that a compile error here (a
// function renamed, a parameter changed) is reported on that exercise.
AnswerProgram.serve(
    Chapter1Functions(
        squares: { squares(of: $0) },  // 1.1
        evens: { evens(in: $0) },  // 1.2
        total: { total(of: $0) },  // 1.3
        shoutLongWords: { shoutLongWords($0) },  // 1.4
        largest: { largest(in: $0) },  // 1.5
        mapNumbersToText: { mapByFolding($0, $1) },  // 1.6
        mapWordsToCounts: { mapByFolding($0, $1) },  // 1.6
        pipeline: { pipeline($0) },  // 1.7
        firstEvenSquares: { firstEvenSquares($0, of: $1, isEven: $2, square: $3) }),  // 1.8
    calls: Chapter1Calls.all)
