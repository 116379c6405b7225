import ExerciseHarness
import ReactiveTesting
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

    @Test("a log-uniform size reaches every length up to the largest, small ones most often")
    func logUniformSizes() {
        var random = Seed(1).generator()
        let sizes = (0..<20_000).map { _ in random.size(upTo: 4000) }
        #expect(sizes.allSatisfy { (0...4000).contains($0) })
        #expect(Set(sizes).isSuperset(of: 0...40))
        let middle = sizes.filter { (13...199).contains($0) }.count
        let thousands = sizes.filter { $0 >= 200 }.count
        #expect(middle > 20_000 / 10, "13 to 199: \(middle)")
        #expect(thousands > 20_000 / 10, "200 and more: \(thousands)")
        #expect(sizes.contains(4000) || sizes.contains { $0 > 3900 })
        #expect(sizes.filter { $0 <= 12 }.count > sizes.filter { $0 > 1000 }.count)
    }

    @Test("a log-uniform number has every magnitude its range holds, and stays in the range")
    func logUniformNumbers() {
        var random = Seed(2).generator()
        let ranges = [Int.min...Int.max, 1...Int.max, -3_037_000_499...3_037_000_499, 5...9, 0...0]
        for range in ranges {
            let numbers = (0..<5000).map { _ in random.integer(in: range) }
            #expect(numbers.allSatisfy(range.contains), "\(range)")
        }
        let numbers = (0..<5000).map { _ in random.integer(in: Int.min...Int.max) }
        let bands = Set(numbers.map { Int.bitWidth - $0.magnitude.leadingZeroBitCount })
        #expect(bands == Set(0...64))
        #expect(numbers.contains { (1001...1_000_000_000).contains($0) })
        #expect(numbers.contains { (-1_000_000_000 ... -1001).contains($0) })
    }

    @Test("a count is anything from 0 to Int.max, past the list's length and past 4096 too")
    func counts() {
        var random = Seed(3).generator()
        let counts = (0..<2000).map { _ in random.count(taking: 10) }
        #expect(counts.allSatisfy { $0 >= 0 })
        #expect(counts.contains(.max))
        #expect(counts.contains { (4097...(Int.max - 1)).contains($0) })
        #expect(counts.contains { (13...4096).contains($0) })
        #expect(Set(counts.filter { $0 <= 12 }) == Set(0...12))
    }

    @Test("integer lists hold every length from 13 to 199 and numbers past ±1000")
    func integerListsWithoutHoles() {
        let lists = Inputs.integerLists(within: Int.min...Int.max)
        let generated = lists.all(seed: Seed(1)).dropFirst(lists.edgeCases.count)
        #expect(generated.contains { (13...199).contains($0.count) })
        #expect(generated.filter { (13...199).contains($0.count) }.count >= 5)
        #expect(generated.contains { $0.count > 1000 })
        let numbers = generated.flatMap { $0 }
        #expect(numbers.contains { (1001...(1 << 40)).contains($0.magnitude) })
        #expect(numbers.contains { $0.magnitude > 1 << 50 && $0 != .min && $0 != .max })
        let small = Inputs.integerLists()
        #expect(small.all(seed: Seed(1)).allSatisfy { $0.allSatisfy((-1000...1000).contains) })
    }

    @Test("word lists hold words of ten letters and more, up to hundreds")
    func longWords() {
        let words = Inputs.wordLists().all(seed: Seed(2)).flatMap { $0 }
        #expect(words.contains { $0.count == 10 })
        #expect(words.filter { $0.count >= 10 }.count > 50)
        #expect(words.contains { $0.count >= 100 })
        #expect(words.allSatisfy { $0.count <= 120 })
    }
}
