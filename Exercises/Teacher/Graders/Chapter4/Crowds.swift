import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

extension Inputs where Input == Crowd {
    /// Crowds of one to 41 subscribers (log-uniform; eleven, one past the ten
    /// the tasks mention, among the edge cases) sharing a cold source: arriving
    /// together and one by one, leaving in any order, coming after everyone
    /// left or after the source ended or failed; sources that send nothing,
    /// a few values, or dozens.
    static func crowds(examples: [Crowd]) -> Inputs<Crowd> {
        typealias Stay = Crowd.Stay
        let letters = ["a", "b", "c", "d", "e"]
        let long =
            (1...40).map { Recorded.next($0, letters[$0 % letters.count]) } + [.completed(41)]
        return Inputs(
            examples: examples,
            edgeCases: [
                Crowd(
                    source: Story.events("-a-b-c-d-e-f-g-h-|"),
                    subscribers: (0..<10).map { Stay(from: $0, until: $0 + 3 + $0 % 4) }),
                Crowd(
                    source: Story.events("-a-b-c-d-#"),
                    subscribers: (0..<10).map {
                        Stay(from: 1 + $0 / 3, until: $0 < 5 ? 12 - $0 : nil)
                    }),
                Crowd(
                    source: Story.events("--a-b-c-d-e-f-g-h-i-j"),
                    subscribers: [
                        Stay(from: 1, until: 3), Stay(from: 2, until: 3), Stay(from: 5),
                        Stay(from: 5, until: 9), Stay(from: 14),
                    ]),
                Crowd(
                    source: long,
                    subscribers: (0..<8).map { Stay(from: $0 * 6, until: $0 * 6 + 10) }),
                Crowd(source: [], subscribers: [Stay(from: 0), Stay(from: 0), Stay(from: 3)]),
                Crowd(source: Story.events("(ab|)"), subscribers: [Stay(from: 2), Stay(from: 4)]),
                Crowd(
                    source: Story.events("--a-b-c-|"),
                    subscribers: (0..<11).map { Stay(from: $0 / 2, until: $0 == 0 ? 9 : nil) }),
            ],
            make: { random, size in
                let source =
                    random.chance(0.1)
                    ? random.script(
                        ticks: 1...60, values: letters, maxValues: 40, endings: .mixed)
                    : random.script(
                        ticks: 1...(size + 4), values: letters, maxValues: size + 2,
                        endings: .mixed)
                let end = (source.last?.time ?? 0) + 4
                let subscribers = (0...random.size(upTo: 40)).map { _ -> Stay in
                    let from = Int.random(in: 0...end, using: &random)
                    let until =
                        random.chance(0.5)
                        ? Int.random(in: (from + 1)...(end + 2), using: &random) : nil
                    return Stay(from: from, until: until)
                }
                return Crowd(source: source, subscribers: subscribers)
            },
            smaller: { crowd in
                Shrink.list(crowd.subscribers) { _ in [] }.filter { !$0.isEmpty }.map {
                    Crowd(source: crowd.source, subscribers: $0)
                }
                    + Shrink.events(crowd.source).map {
                        Crowd(source: $0, subscribers: crowd.subscribers)
                    }
            })
    }
}
