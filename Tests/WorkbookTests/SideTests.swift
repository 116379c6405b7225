import Testing

@testable import ExerciseGrading

/// A side of a comparison can show its outputs otherwise, without losing how
/// its program stopped.
@Suite("A side's outputs, shown otherwise")
struct SideTests {
    @Test("map changes every output and keeps a halt, with the input it stopped in")
    func mapKeepsTheHalt() throws {
        let halt = Halted(stopped: .outOfTime(cpuSeconds: 10), index: 2)
        let words = Side<String, String>(play: { inputs in
            Played(outputs: Array(inputs.prefix(2)), halted: inputs.count > 2 ? halt : nil)
        })
        let lengths = words.map(\.count)
        let played = try lengths.play(["map", "fold", "filter"])
        #expect(played.outputs == [3, 4])
        #expect(played.halted?.index == 2)
        #expect(played.halted?.stopped == .outOfTime(cpuSeconds: 10))
        #expect(try lengths("zip") == 3)
    }
}
