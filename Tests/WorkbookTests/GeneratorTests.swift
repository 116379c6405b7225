import ExerciseHarness
import Testing

@testable import ExerciseGrading

/// The seeded generators: the same seed gives the same inputs, and the inputs
/// hold the cases wrong answers hide behind.
@Suite("Seeded inputs")
struct GeneratorTests {
    @Test("SplitMix64 gives the published sequence for seed 0, and a seed replays its inputs")
    func determinism() {
        var random = SplitMix64(seed: 0)
        #expect(random.next() == 0xE220_A839_7B1D_CDAF)
        #expect(random.next() == 0x6E78_9E6A_A1B9_65F4)
        let lists = Inputs.integerLists()
        #expect(lists.all(seed: Seed(5)) == lists.all(seed: Seed(5)))
        #expect(lists.all(seed: Seed(5)) != lists.all(seed: Seed(6)))
    }

    @Test("WORKBOOK_SEED names the seed in decimal or hexadecimal; anything else picks one")
    func seedFromTheEnvironment() {
        #expect(Seed.forThisRun(environment: ["WORKBOOK_SEED": "42"]) == Seed(42))
        #expect(Seed.forThisRun(environment: ["WORKBOOK_SEED": "0x2a"]) == Seed(42))
        #expect(Seed(parsing: "forty-two") == nil)
        let fresh = (0..<4).map { _ in Seed.forThisRun(environment: [:]) }
        #expect(Set(fresh).count > 1)
    }

    @Test(
        "integer lists, edge cases and generated alike, hold every awkward case",
        arguments: [false, true])
    func integerLists(generatedOnly: Bool) {
        let lists = Inputs.integerLists()
        let all = lists.all(seed: Seed(1))
        let inputs = generatedOnly ? Array(all.dropFirst(lists.edgeCases.count)) : lists.edgeCases
        #expect(inputs.contains([]))
        #expect(inputs.contains { $0.count == 1 })
        #expect(inputs.contains { Set($0).count < $0.count }, "repeats")
        #expect(inputs.contains { $0.contains { $0 < 0 } }, "negatives")
        #expect(inputs.contains { $0 != $0.sorted() && $0 != $0.sorted(by: >) }, "unsorted")
        #expect(
            inputs.contains { $0.count > 1 && $0.last! > $0.dropLast().max()! },
            "the largest strictly last")
    }

    @Test("generated inputs start small and grow to the largest size")
    func sizes() {
        let generated = Inputs.integerLists().all(seed: Seed(3), count: 100, maxSize: 12)
            .suffix(100)
        #expect(generated.prefix(10).allSatisfy { $0.count <= 1 })
        #expect(generated.suffix(20).contains { $0.count >= 8 })
    }

    @Test("word lists hold accents, CJK, emoji, combining marks, repeats and empty words")
    func wordLists() {
        let words = Inputs.wordLists().all(seed: Seed(2)).dropFirst(11).flatMap { $0 }
        #expect(words.contains { $0.contains("é") })
        #expect(
            words.contains { $0.unicodeScalars.contains { (0x4E00...0x9FFF).contains($0.value) } })
        #expect(words.contains { $0.unicodeScalars.contains { $0.value >= 0x1F300 } }, "emoji")
        #expect(words.contains { $0.unicodeScalars.count > $0.count }, "combining marks")
        #expect(words.contains { $0.count <= 3 && $0.utf8.count > 3 })
        #expect(words.contains(""))
    }

    @Test("a shrunk integer is strictly simpler, so shrinking always ends")
    func integerShrinks() {
        for number in [-118, -2, -1, 1, 2, 7, 1000] {
            #expect(
                Shrink.integer(number).allSatisfy {
                    abs($0) < abs(number) || (abs($0) == abs(number) && $0 > number)
                })
        }
        #expect(Shrink.integer(0).isEmpty)
        #expect(Shrink.integer(-118).prefix(4) == [0, 118, -1, -2])
    }
}
