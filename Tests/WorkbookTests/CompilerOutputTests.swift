import Testing

@testable import workbook

@Suite("Reading compiler errors")
struct CompilerOutputTests {
    let output = """
        [3/9] Compiling Chapter2Exercises 2.3-Memoized.swift
        /work/book/Exercises/Chapter2/2.3-Memoized.swift:19:12: error: cannot find 'cache' in scope
        17 | public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
        18 |     // TODO(2.3): keep an optional cache.
        19 |     return cache
           |            `- error: cannot find 'cache' in scope
        20 | }
        /work/book/Exercises/Chapter2/2.3-Memoized.swift:19:12: error: cannot find 'cache' in scope
        /work/book/Tests/Chapter1ExerciseTests/Exercise1_4.swift:26:54: error: cannot convert value
        error: fatalError
        """

    @Test("finds each distinct error with its excerpt, relative to the root")
    func errors() {
        let errors = CompilerOutput.errors(in: output, root: "/work/book")
        #expect(errors.count == 2)
        #expect(errors[0].file == "Exercises/Chapter2/2.3-Memoized.swift")
        #expect((errors[0].line, errors[0].column) == (19, 12))
        #expect(errors[0].message == "cannot find 'cache' in scope")
        #expect(errors[0].excerpt.count == 5)
        #expect(
            errors[0].excerpt.first
                == "17 | public func memoized(_ compute: @escaping () -> Int) -> () -> Int {")
        #expect(errors[1].file == "Tests/Chapter1ExerciseTests/Exercise1_4.swift")
        #expect(errors[1].excerpt.isEmpty)
    }

    @Test("names the chapter and exercise of stubs, solutions, mutants and graders")
    func chaptersAndExercises() {
        #expect(CompilerOutput.chapter(ofPath: "Exercises/Chapter2/2.3-Memoized.swift") == 2)
        #expect(
            CompilerOutput.chapter(
                ofPath: "/x/Exercises/Teacher/Solutions/Chapter1/1.1-Squares.swift") == 1
        )
        #expect(
            CompilerOutput.chapter(ofPath: "Exercises/Teacher/Mutants/Chapter12/12.1-X.swift") == 12
        )
        #expect(CompilerOutput.chapter(ofPath: "Sources/ExerciseAnswers/Chapter3/main.swift") == 3)
        #expect(CompilerOutput.chapter(ofPath: "Sources/Reactive/Signal.swift") == nil)
        #expect(CompilerOutput.exerciseID(ofPath: "Exercises/Chapter2/2.3-Memoized.swift") == "2.3")
        let inProgram = CompileError(
            file: "Sources/ExerciseAnswers/Chapter1/main.swift", line: 8, column: 9,
            message: "extraneous argument label",
            excerpt: [
                "7 |         evens: { evens(in: $0) },  // 1.2",
                "8 |         total: { total(of: $0) },  // 1.3",
                "  |                              `- error: missing argument",
            ])
        #expect(inProgram.exerciseID == "1.3")
        #expect(inProgram.chapter == 1)
        #expect(CompilerOutput.exerciseID(ofPath: "Sources/Reactive/Signal.swift") == nil)
    }
}
