import ExerciseGrading
import Testing

/// What the judge refuses to grade in a learner's files, read from their tokens.
@Suite("Source rules and the answer's own names")
struct OwnNamesTests {
    @Test("a call that ends or replaces the process is refused, with its line")
    func processCallsAreRefused() {
        let text = """
            import Foundation
            func stop() { exit(0) }
            func quiet() { signal(SIGPIPE, SIG_IGN) }
            func leave() { Foundation.exit(1) }
            """
        let found = SourceRules.breaches(in: text, file: "a.swift", chapter: 2)
        #expect(found.map(\.what.en) == ["calls exit", "calls signal", "calls exit"])
        #expect(found.map(\.line) == [2, 3, 4])
    }

    @Test("a function or property named like one, declared, called with labels or read, is not")
    func ownFunctionsWithThoseNamesAreGraded() {
        let text = """
            import Reactive
            public func signal<Elements: Sequence>(from elements: Elements) -> [Elements.Element] {
                Array(elements)
            }
            func kill(after seconds: Int) -> Int { seconds }
            let dealt = signal(from: [1, 2]) + [kill(after: 3)]
            let visitors = Subject<String>().signal
            """
        #expect(SourceRules.breaches(in: text, file: "a.swift", chapter: 2).isEmpty)
    }
}
