import Chapter4Calls
import Chapter4Exercises
import ExerciseHarness

// Chapter 4's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter4Functions(
        shareFeed: { shareFeed($0) },  // 4.1
        cachedFetch: { cachedFetch($0) },  // 4.2
        searchTerms: { searchTerms($0, on: $1) },  // 4.3
        latestResults: { latestResults(for: $0, search: $1) },  // 4.4
        drags: { drags(downs: $0, moves: $1, ups: $2) },  // 4.5
        searchBox: { searchBox(text: $0, closed: $1, search: $2, on: $3) },  // 4.6
        shared: { shared($0, readers: $1) }),  // 4.7
    calls: Chapter4Calls.all)
