import Testing
import WorkbookKit

/// Reading Swift source just well enough: comments and strings blanked, one
/// function's body, names used as names.
@Suite("Reading Swift source")
struct SwiftSourceTests {
    @Test("comments and string contents are blanked, line breaks kept")
    func blanking() {
        let text = """
            let a = "map(x)" // map
            /* reduce /* nested */ still */ let b = #"raw "reduce""#
            let c = \"""
                filter
                \"""
            """
        let source = SwiftSource(text)
        #expect(source.code.split(separator: "\n", omittingEmptySubsequences: false).count == 5)
        for word in ["map", "reduce", "filter", "nested", "raw"] {
            #expect(source.lines(calling: word).isEmpty, "\(word) should be blanked")
        }
        #expect(source.lines(calling: "let") == [1, 2, 3])
    }

    @Test("a function's body is found by name, skipping other functions and default closures")
    func body() {
        let source = SwiftSource(
            """
            func largestOf(_ x: [Int]) -> Int { x.max()! }
            public func largest(in numbers: [Int], by order: (Int, Int) -> Bool = { $0 < $1 }) -> Int? {
                numbers.reduce(nil) { best, number in
                    guard let best else { return number }
                    return max(best, number)
                }
            }
            func after() { sorted() }
            """)
        let body = source.body(ofFunction: "largest") ?? ""
        #expect(SwiftSource.uses("reduce", in: Substring(body)))
        #expect(!SwiftSource.uses("sorted", in: Substring(body)))
        #expect(!SwiftSource.uses("max", in: Substring(source.body(ofFunction: "after") ?? "")))
        #expect(source.body(ofFunction: "missing") == nil)
    }

    @Test("a name counts only on its own: exit in exit( and .exit, not in atexit or didExit")
    func wholeNames() {
        #expect(SwiftSource.uses("exit", in: "Foundation.exit(1)"))
        #expect(SwiftSource.uses("exit", in: "let f = exit"))
        #expect(!SwiftSource.uses("exit", in: "atexit {}"))
        #expect(!SwiftSource.uses("exit", in: "didExit = true"))
        #expect(!SwiftSource.uses("map", in: "compactMap { $0 }"))
        #expect(SwiftSource(" a\n\texit(1)  ").line(2) == "exit(1)")
    }
}
