import ExerciseGrading
import Testing

/// An answer's own names are never taken for the system's calls.
@Suite("The answer's own names")
struct OwnNamesTests {
    @Test("locals, parameters and functions named like system calls are graded, not refused")
    func ownNamesAreGraded() {
        let text = """
            import Reactive
            public func signal<Elements: Sequence>(from elements: Elements) -> [Elements.Element] {
                Array(elements)
            }
            func kill(after seconds: Int) -> Int { seconds }
            let dealt = signal(from: [1, 2]) + [kill(after: 3)]
            let visitors = Subject<String>().signal
            func greet(_ signal: Signal<String>) -> Signal<String> {
                let signal = signal.map { $0 + "!" }
                return signal.filter { exit in !exit.isEmpty }
            }
            let system = "x", raise = 1, alarm = 2
            """
        #expect(SourceRules.breaches(in: text, file: "a.swift", chapter: 3).isEmpty)
    }
}
