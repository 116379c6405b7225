import Testing

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
            #expect(found.call == "squares(of: [50])")
            #expect(found.comparison == "expected: [2500]\ngot:      [0]")
            #expect(found.explanation?.contains("smallest failing input found among 313") == true)
            #expect(found.hint == 1)
        }
    }

    @Test("a diagnosis adds its sentence and chooses the hint")
    func diagnosis() throws {
        let error = #expect(throws: WrongAnswer.self) {
            try compare(
                { $0.sorted() }, with: { $0 }, on: .integerLists(), seed: Seed(1),
                call: { "keep(\($0))" },
                diagnose: { _, expected, got in
                    got.sorted() == expected.sorted() ? Diagnosis(hint: 3, "Out of order.") : nil
                })
        }
        #expect(error?.call == "keep([1, 0])")
        #expect(error?.hint == 3)
        #expect(error?.explanation?.hasPrefix("Out of order.\n  (The smallest") == true)
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
