import ExerciseHarness
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// Comparing an answer with the reference on many inputs: the smallest
/// failing input, expected against got, the diagnosis and its hint.
@Suite("Comparing with the reference")
struct CompareTests {
    private func squares(_ numbers: [Int]) -> [Int] { numbers.map { $0 * $0 } }

    @Test("a wrong answer is reported with the smallest failing input it can be shrunk to")
    func smallest() throws {
        let wrong = { (numbers: [Int]) in numbers.map { $0 >= 50 ? 0 : $0 * $0 } }
        do {
            try compare(
                wrong, with: squares, on: .integerLists(), seed: Seed(9),
                call: { "squares(of: \($0))" })
            Issue.record("the wrong answer passed")
        } catch let found as WrongAnswer {
            #expect(found.call.en == "squares(of: [50])")
            #expect(found.comparison.en == "expected: [2500]\ngot:      [0]")
            let count = Inputs.integerLists().all(seed: Seed(9)).count
            #expect(
                found.explanation?.en.contains("smallest failing input found among \(count)")
                    == true)
            #expect(found.hint == 1)
        }
    }

    @Test("the first inputs are played one, two, four at a time, up to 64")
    func batches() throws {
        #expect(Batch.comparingRanges(10) == [0..<1, 1..<3, 3..<7, 7..<10])
        #expect(
            Batch.comparingRanges(300).map(\.count).prefix(9) == [1, 2, 4, 8, 16, 32, 64, 64, 64])
        #expect(Batch.comparingRanges(300).last == 255..<300)
        #expect(Batch.comparingRanges(0).isEmpty)
        // A wrong first example is found before the answer plays anything after it.
        var played: [[Int]] = []
        let answer = Side<[Int], [Int]>(play: { inputs in
            played.append(inputs.map(\.count))
            return Played(outputs: inputs.map { $0.map { $0 + 1 } }, halted: nil)
        })
        let found = try firstDifference(
            answer, Side { $0 }, on: [[1]] + Array(repeating: [2, 3], count: 99),
            smaller: { _ in [] }, call: { "\($0)" })
        #expect(found?.input == [1])
        #expect(played == [[1]])
    }

    @Test("a diagnosis adds its sentence and chooses the hint")
    func diagnosis() throws {
        let error = #expect(throws: WrongAnswer.self) {
            try compare(
                { $0.sorted() }, with: { $0 }, on: .integerLists(), seed: Seed(1),
                call: { "keep(\($0))" },
                diagnose: { _, expected, got in
                    got.sorted() == expected.sorted()
                        ? Diagnosis(hint: 3, en: "Out of order.", zh: "顺序不对。") : nil
                })
        }
        #expect(error?.call.en == "keep([1, 0])")
        #expect(error?.hint == 3)
        #expect(error?.explanation?.en.hasPrefix("Out of order.\n  (The smallest") == true)
    }

    @Test("two long lists are shown around their first difference, with their lengths")
    func longLists() {
        let expected = Array(0..<30)
        var got = expected
        got[12] = -1
        #expect(
            comparison(expected: expected, got: got, in: .english) == """
                expected: […, 9, 10, 11, 12, 13, 14, 15, …] (30 elements)
                got:      […, 9, 10, 11, -1, 13, 14, 15, …] (30 elements)
                first difference at index 12: expected 12, got -1
                """)
        #expect(
            comparison(expected: Array(0..<25), got: Array(0..<22), in: .english).hasSuffix(
                "the lists agree up to index 22, where the shorter one ends"))
    }

    @Test("the same answer as the reference passes on every seed tried")
    func samePasses() throws {
        for seed in 0..<20 {
            try compare(
                squares, with: { $0.map { $0 * $0 } }, on: .integerLists(),
                seed: Seed(UInt64(seed)),
                call: { "squares(of: \($0))" })
        }
    }
}
