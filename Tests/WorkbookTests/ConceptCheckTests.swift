import ExerciseGrading
import Foundation
import Testing
import WorkbookKit

/// The concept checks read an answer's structure, not its words: the taught
/// operator must be called on the input and reach the result.
@Suite("Concept checks read structure")
struct ConceptCheckTests {
    private func check(_ body: String, calls: [String] = ["reduce"], avoids: [String] = [])
        -> WrongAnswer?
    {
        let text = "func total(of numbers: [Int]) -> Int {\n\(body)\n}\n"
        let source = AnswerSource(
            file: "Exercises/Chapter1/1.3-Total.swift",
            snapshot: ["Exercises/Chapter1/1.3-Total.swift": text]
        ).function("total")
        do {
            try checkConcept(
                source, calls: calls, avoids: avoids, hint: 2,
                because: Bilingual(en: "Fold.", zh: "折叠。"))
            return nil
        } catch let wrong as WrongAnswer {
            return wrong
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test("honest folds pass, however they are written")
    func honest() {
        #expect(check("numbers.reduce(0, +)") == nil)
        #expect(
            check("    return numbers.reduce(0) { total, number in\n        total + number\n    }")
                == nil)
        #expect(check("let sum = numbers.reduce(0, +)\nreturn sum") == nil)
        #expect(check("let kept = numbers.filter { $0 != 0 }\nreturn kept.reduce(0, +)") == nil)
        #expect(
            check("guard !numbers.isEmpty else { return 0 }\nreturn numbers.reduce(0, +)") == nil)
        #expect(check("numbers.reduce(0) { return $0 + $1 }") == nil)
        #expect(check("Array(numbers).reduce(0, +)") == nil)
    }

    @Test("a loop with a variable named reduce is a loop, and says so kindly")
    func variableNamedLikeTheOperator() {
        let found = check("var reduce = 0\nfor n in numbers { reduce += n }\nreturn reduce")
        #expect(found?.comparison.en.contains("a for loop at line") == true)
        #expect(found?.explanation?.en.contains("Your results are right") == true)
    }

    @Test("a reduce whose result is thrown away does not count; forEach is a loop")
    func reduceThatIsIgnored() {
        let found = check(
            "_ = numbers.reduce(0, +)\nvar total = 0\nnumbers.forEach { total += $0 }\nreturn total"
        )
        #expect(found?.comparison.en.contains("a forEach loop at line 4") == true)
        let ignored = check("_ = numbers.reduce(0, +)\nreturn numbers.sorted().last ?? 0")
        #expect(
            ignored?.comparison.en.contains(
                "got:      reduce at line 2, its result thrown away by _ =")
                == true, "\(ignored?.comparison.en ?? "")")
    }

    @Test("a reduce in code that never runs does not count")
    func reduceThatNeverRuns() {
        let found = check(
            "if false { return numbers.reduce(0, +) }\nreturn numbers.sorted().last ?? 0")
        #expect(found != nil)
    }

    @Test("a reduce of one's own, declared beside the answer, is a decoy")
    func decoyOverload() {
        let text = """
            extension Array where Element == Int {
                func reduce(_ start: Int, _ next: (Int, Int) -> Int) -> Int { 42 }
            }
            func total(of numbers: [Int]) -> Int {
                numbers.reduce(0, +)
            }
            """
        let source = AnswerSource(
            file: "Exercises/Chapter1/1.3-Total.swift",
            snapshot: ["Exercises/Chapter1/1.3-Total.swift": text]
        ).function("total")
        #expect(throws: WrongAnswer.self) {
            try checkConcept(
                source, calls: ["reduce"], hint: 2, because: Bilingual(en: "Fold.", zh: "折叠。"))
        }
    }

    @Test("recursion is refused where the operator replaces it")
    func recursion() {
        let found = check(
            "numbers.isEmpty ? 0 : numbers[0] + total(of: Array(numbers.dropFirst()))")
        #expect(found?.comparison.en.contains("calling itself") == true)
    }

    @Test("flatMap is not the fold 1.6 asks for")
    func flatMapInsteadOfFold() {
        #expect(
            check("numbers.flatMap { [$0] }.count", calls: ["reduce"], avoids: ["flatMap"]) != nil)
    }

    /// `check` for a property: `firstEvenSquares`, which must read `.lazy`.
    private func checkLazy(_ body: String) -> WrongAnswer? {
        let file = "Exercises/Chapter1/1.8-LazySquares.swift"
        let text = """
            func firstEvenSquares(
                _ count: Int, of numbers: some Sequence<Int>, isEven: @escaping (Int) -> Bool,
                square: @escaping (Int) -> Int
            ) -> [Int] {
            \(body)
            }

            """
        let source = AnswerSource(file: file, snapshot: [file: text]).function("firstEvenSquares")
        do {
            try checkConcept(
                source, calls: [], reads: ["lazy"], hint: 2,
                because: Bilingual(en: "Be lazy.", zh: "要延迟。"))
            return nil
        } catch let wrong as WrongAnswer {
            return wrong
        } catch {
            Issue.record("unexpected \(error)")
            return nil
        }
    }

    @Test("a property the concept needs is read on the input, and its value returned")
    func propertyReads() {
        #expect(checkLazy("Array(numbers.lazy.filter(isEven).map(square).prefix(count))") == nil)
        #expect(
            checkLazy("let view = numbers.lazy.filter(isEven)\nreturn Array(view.prefix(count))")
                == nil)
        let eager = checkLazy("Array(numbers.filter(isEven).map(square).prefix(count))")
        #expect(eager?.comparison.en.contains("got:      no read of .lazy") == true)
        let ignored = checkLazy(
            "_ = numbers.lazy\nreturn Array(numbers.filter(isEven).map(square).prefix(count))")
        #expect(
            ignored?.comparison.en.contains("lazy at line 5, its result thrown away by _ =")
                == true,
            "\(ignored?.comparison.en ?? "")")
        let called = checkLazy("Array(numbers.lazy().prefix(count))")
        #expect(called?.comparison.en.contains("no read of .lazy") == true)
        let loop = checkLazy(
            "var found: [Int] = []\nfor n in numbers.lazy where isEven(n) { found.append(n) }"
                + "\nreturn found")
        #expect(loop?.comparison.en.contains("expected: a read of .lazy") == true)
        #expect(loop?.explanation?.en.contains("the work lazy does for you") == true)
    }

    @Test("the reference solutions of chapter 1 pass in LF, CRLF and CR, with or without a BOM")
    func lineEndings() throws {
        let functions = [
            "1.1": ("squares", ["map"]), "1.2": ("evens", ["filter"]), "1.3": ("total", ["reduce"]),
            "1.4": ("shoutLongWords", ["filter", "map"]), "1.5": ("largest", ["reduce"]),
            "1.6": ("mapByFolding", ["reduce"]), "1.7": ("pipeline", ["reduce"]),
        ]
        for (id, (function, calls)) in functions {
            let exercise = try #require(Catalog.exercise(id: id))
            let text = packageFile(exercise.solutionFile)
            for (ending, prefix) in [("\n", ""), ("\r\n", ""), ("\r", ""), ("\r\n", "\u{FEFF}")] {
                let converted = prefix + text.replacingOccurrences(of: "\n", with: ending)
                let source = AnswerSource(
                    file: exercise.file, snapshot: [exercise.file: converted]
                ).function(function)
                #expect(throws: Never.self, "\(id) with \(ending.debugDescription)") {
                    try checkConcept(
                        source, calls: calls, hint: 2, because: Bilingual(en: "", zh: ""))
                }
            }
        }
    }
}
