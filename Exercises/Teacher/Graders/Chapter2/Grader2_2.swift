import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.2: one sequence from `powersOfTwo()` gives what the reference's
    /// gives, read at every length from 0 to 63 (up to 2⁶², the largest power
    /// of two an Int holds), read again from the start, and read by several
    /// iterators side by side.
    static let powersOfTwo = Grader("2.2") { judge in
        try compare(
            judge.answer(Chapter2Calls.powersOfTwo),
            with: judge.reference(Chapter2Calls.powersOfTwo),
            on: .powersReadings(examples: [PowersReading(lengths: [5])]), seed: judge.seed,
            call: \.description, callInChinese: { Chapter2Words.chinese($0.description) },
            diagnose: { _, expected, got in
                if let first = got.reads.first, first.first != 1, expected.reads.first?.first == 1 {
                    return Diagnosis(
                        hint: 2, en: "The first power of two is 2⁰ = 1.", zh: "2 的第一个幂是 2⁰ = 1。")
                }
                if let short = zip(got.reads, expected.reads).first(where: {
                    $0.0.count < $0.1.count && $0.1.starts(with: $0.0)
                }) {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "The sequence ended after \(counted(short.0.count, "power")): an endless "
                            + "sequence has no last element, so don't build an array of it, or "
                            + "stop it before 2⁶².",
                        zh: "序列在 \(short.0.count) 个幂之后就结束了：无限序列没有最后一个元素，所以不要用它建数组，"
                            + "也不要在 2⁶² 之前让它停下。")
                }
                if got.reads.first == expected.reads.first {
                    return Diagnosis(
                        hint: 2,
                        en: "Each reading must start again from 1, even while another reading is "
                            + "still going: keep the running power inside each iterator, not in "
                            + "a variable all iterators share.",
                        zh: "每次读取都必须从 1 重新开始，即使另一次读取还在进行：把当前的幂放在每个迭代器里，不要放在所有迭代器共享的变量里。")
                }
                return nil
            })
    }
}

extension Inputs where Input == PowersReading {
    /// Every length from 0 to 63 read twice, one reading after the other;
    /// readings side by side; then random readings of one to four lengths.
    static func powersReadings(examples: [PowersReading]) -> Inputs<PowersReading> {
        Inputs(
            examples: examples,
            edgeCases: (0...63).map { PowersReading(lengths: [$0, $0]) }
                + [
                    PowersReading(lengths: [3, 3], sideBySide: true),
                    PowersReading(lengths: [63, 1, 63], sideBySide: true),
                    PowersReading(lengths: [0, 5, 2, 63]),
                ],
            make: { random, size in
                let count = Int.random(in: 1...4, using: &random)
                let lengths = (0..<count).map { _ in
                    random.chance(0.2)
                        ? 63 : Int.random(in: 0...min(63, 2 + size * 5), using: &random)
                }
                return PowersReading(lengths: lengths, sideBySide: random.chance(0.5))
            },
            smaller: { reading in
                var simpler: [PowersReading] = []
                if reading.sideBySide {
                    simpler.append(PowersReading(lengths: reading.lengths))
                }
                simpler += Shrink.list(reading.lengths) { Shrink.integer($0).filter { $0 >= 0 } }
                    .filter { !$0.isEmpty }
                    .map { PowersReading(lengths: $0, sideBySide: reading.sideBySide) }
                return simpler
            })
    }
}
