import Chapter2Calls
import Chapter2Exercises
import ExerciseHarness

// Chapter 2's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter2Functions(
        firstSquares: { firstSquares($0, of: $1, using: $2) },  // 2.1
        powersOfTwo: { powersOfTwo() },  // 2.2
        memoized: { memoized($0) },  // 2.3
        foldNumbersToText: { foldRight($0, $1, $2) },  // 2.4
        foldWordsToList: { foldRight($0, $1, $2) },  // 2.4
        lazyFoldRight: { lazyFoldRight($0, $1, $2) },  // 2.5
        signal: { signal(from: $0) },  // 2.6
        deal: { deal($0, every: $1, on: $2) },  // 2.7
        prefix: { prefix(of: $0, while: $1) },  // 2.8
        remembered: { source in  // 2.9
            let memory = Remembered(source)  // 2.9
            return { Loop(memory.makeAsyncIterator()) }  // 2.9
        }),
    calls: Chapter2Calls.all)
