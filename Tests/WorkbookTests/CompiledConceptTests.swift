import ExerciseGrading
import Foundation
import Testing
import WorkbookKit

/// The concept checks refuse only what is certain, reading the compiled
/// answer for whether an operator is called at all, and the text for loops,
/// `#if`, recursion and the answer's own stand-ins.
@Suite("Concept checks on the compiled answer")
struct CompiledConceptTests {
    /// What a file that calls `Collection.map` (as `numbers.map { … }` does) names.
    static let callsMap = [
        "(extension in Swift):Swift.Collection.map<A, B where B1: Swift.Error>((A.Element) "
            + "throws(B1) -> A1) throws(B1) -> [A1]"
    ]
    static let callsReduce = [
        "(extension in Swift):Swift.Sequence.reduce<A>(A, (A, A.Element) throws -> A) throws -> A"
    ]

    /// The refusal (or the notes) of 1.1's concept check on `body`, with a
    /// compiled file that names `names`.
    private func squares(_ body: String, names: [String] = callsMap, before: String = "")
        -> (refusal: String?, notes: [String])
    {
        let file = "Exercises/Chapter1/1.1-Squares.swift"
        let text = before + "public func squares(of numbers: [Int]) -> [Int] {\n\(body)\n}\n"
        var source = AnswerSource(file: file, snapshot: [file: text]).function("squares")
        source.compiled = CompiledAnswer(names: names)
        let notes = GradeNotes()
        source.notes = notes
        do {
            try checkConcept(source, calls: ["map"], because: Bilingual(en: "Map.", zh: "映射。"))
            return (nil, notes.all.map(\.en))
        } catch let wrong as WrongAnswer {
            return (wrong.comparison.en, notes.all.map(\.en))
        } catch {
            return ("\(error)", [])
        }
    }

    @Test("a map kept in a variable and returned passes")
    func keptThenReturned() {
        #expect(squares("let squared = numbers.map { $0 * $0 }\nreturn squared").refusal == nil)
        #expect(
            squares("let squared = numbers.map { number in\n    number * number\n}\nreturn squared")
                .refusal == nil)
    }

    @Test("a map appended to a result the judge cannot follow passes, with a note")
    func appendedPassesWithANote() {
        let run = squares(
            "var result: [Int] = []\nresult.append(contentsOf: numbers.map { $0 * $0 })\nreturn result"
        )
        #expect(run.refusal == nil)
        #expect(
            run.notes.first?.hasPrefix("Note: the grader could not follow map's result") == true)
    }

    @Test("no map in the compiled file is no map, whatever the text says")
    func noMapCompiled() {
        // A closure stored in a variable called map names no library map.
        let run = squares(
            "let map = { (list: [Int]) in list.reduce(into: []) { $0.append($1 * $1) } }\n"
                + "return map(numbers)", names: Self.callsReduce)
        #expect(run.refusal?.contains("got:      no call to map") == true, "\(run.refusal ?? "")")
    }

    @Test("#if is refused: what is written is not what is compiled")
    func conditionalCompilation() {
        let run = squares(
            "#if false\nreturn numbers.map { $0 * $0 }\n#else\nreturn numbers.map { $0 }\n#endif")
        #expect(run.refusal?.contains("got:      #if at line 2") == true, "\(run.refusal ?? "")")
    }

    @Test("a loop in a helper of the file, an extension or a forEach is a loop")
    func loopsElsewhereInTheFile() {
        let helper =
            "func square(_ list: [Int]) -> [Int] {\n    var out: [Int] = []\n"
            + "    for n in list { out.append(n * n) }\n    return out\n}\n"
        #expect(
            squares("square(numbers).map { $0 }", before: helper).refusal?
                .contains("got:      a for loop at line 3") == true)
        let extended =
            "extension Array where Element == Int {\n    var squared: [Int] {\n"
            + "        var out: [Int] = []\n        var i = 0\n        while i < count { out.append(self[i] * self[i]); i += 1 }\n"
            + "        return out\n    }\n}\n"
        #expect(
            squares("numbers.squared.map { $0 }", before: extended).refusal?
                .contains("got:      a while loop at line 5") == true)
        #expect(
            squares(
                "var out: [Int] = []\nnumbers.forEach { out.append($0 * $0) }\nreturn out.map { $0 }"
            )
            .refusal?.contains("a forEach loop") == true)
    }

    @Test("recursion in a helper, nested or not, is refused as the function's own would be")
    func recursionInAHelper() {
        let nested = squares(
            "func go(_ rest: ArraySlice<Int>) -> [Int] {\n"
                + "    guard let first = rest.first else { return [] }\n"
                + "    return [first * first] + go(rest.dropFirst())\n}\nreturn go(numbers[...]).map { $0 }"
        )
        #expect(nested.refusal?.contains("go calling itself at line 4") == true, "\(nested)")
        let apart = squares(
            "square(numbers[...]).map { $0 }",
            before: "func square(_ rest: ArraySlice<Int>) -> [Int] {\n"
                + "    rest.isEmpty ? [] : [rest[rest.startIndex] * rest[rest.startIndex]]"
                + " + square(rest.dropFirst())\n}\n")
        #expect(apart.refusal?.contains("square calling itself at line 2") == true, "\(apart)")
    }

    @Test("a sequence of one's own under an identity map is refused")
    func sequenceOfOnesOwn() {
        let own = """
            struct Squares: Sequence, IteratorProtocol {
                var rest: ArraySlice<Int>
                mutating func next() -> Int? { rest.popFirst().map { $0 * $0 } }
            }

            """
        let run = squares("Array(Squares(rest: numbers[...]).map { $0 })", before: own)
        #expect(run.refusal?.contains("a sequence of your own, Squares, at line 1") == true)
    }

    @Test("a member of one's own named map is a decoy")
    func memberNamedLikeTheOperator() {
        let decoy = "extension Array {\n    var map: [Int] { [] }\n}\n"
        #expect(
            squares("numbers.map { $0 * $0 }", before: decoy).refusal?.contains("your own") == true)
    }

    @Test("a library's operator is the library's, not a name of one's own that mentions its types")
    func whatCountsAsTheLibrarys() {
        let answer = CompiledAnswer(names: [
            "Chapter1Exercises.map(Swift.Array<Swift.Int>) -> Swift.Array<Swift.Int>",
            "(extension in Swift):Swift.Sequence.lazy.getter : Swift.LazySequence<A>",
            "Reactive.<~ infix<A where A: Swift.Sendable>(Reactive.MutableProperty<A>, "
                + "Reactive.Signal<A>) -> Reactive.Disposable",
            "Reactive.PullSequence.foldRight<A>(A1, (A, () -> A1) -> A1) -> A1",
        ])
        #expect(!answer.uses("map"))
        #expect(answer.uses("lazy"))
        #expect(answer.uses("<~"))
        #expect(answer.uses("foldRight"))
        #expect(!answer.uses("foldRight", of: ["Swift"]))
        #expect(!answer.uses("Array"))
        #expect(answer.usesType("PullSequence", of: "Reactive"))
        #expect(!answer.usesType("Pull", of: "Reactive"))
    }

    @Test("a map whose result is thrown away is refused, a map whose result is kept passes")
    func deadUses() {
        let discarded = squares(
            "_ = [0].map { $0 }\nreturn numbers.reduce(into: []) { $0.append($1 * $1) }",
            names: Self.callsMap + Self.callsReduce)
        #expect(
            discarded.refusal?.contains("got:      map at line 2, its result thrown away by _ =")
                == true, "\(discarded)")
        let neverRead = squares(
            "let unused = [1, 2]\n    .map { $0 }\nvar out: [Int] = []\n"
                + "out.append(contentsOf: numbers.lazy.filter { _ in true }.prefix(0))\nreturn out")
        #expect(
            neverRead.refusal?.contains("by unused, a constant never read") == true, "\(neverRead)")
        #expect(squares("let kept = numbers.map { $0 * $0 }\nreturn kept").refusal == nil)
        #expect(squares("let _ = 1\nreturn numbers.map { $0 * $0 }").refusal == nil)
        let oneLive = squares("_ = [0].map { $0 }\nreturn numbers.map { $0 * $0 }")
        #expect(oneLive.refusal == nil, "one live map is enough")
    }

    @Test("an operator that does the work in another way is refused where the task names it")
    func avoidedWorkhorses() {
        let file = "Exercises/Chapter1/1.5-Largest.swift"
        let text = "public func largest(in numbers: [Int]) -> Int? {\n    numbers.max()\n}\n"
        var source = AnswerSource(file: file, snapshot: [file: text]).function("largest")
        source.compiled = CompiledAnswer(
            names: Self.callsReduce + [
                "(extension in Swift):Swift.Sequence< where A.Element: Swift.Comparable>.max() "
                    + "-> A.Element?"
            ])
        #expect(throws: WrongAnswer.self) {
            try checkConcept(
                source, calls: ["reduce"], avoids: ["Sequence.max"],
                because: Bilingual(en: "Fold.", zh: "折叠。"))
        }
        // The free function max(_:_:), which a fold calls, is not Sequence.max.
        let freeMax = CompiledAnswer(names: [
            "Swift.max<A where A: Swift.Comparable>(A, A) -> A"
        ])
        #expect(!freeMax.uses("Sequence.max"))
        #expect(freeMax.uses("max"))
    }
}
