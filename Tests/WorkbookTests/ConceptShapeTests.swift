import ExerciseGrading
import Testing
import WorkbookKit

/// Reading a function's structure for an exercise's concept.
@Suite("Concept checks: labels and decoys")
struct ConceptShapeTests {
    /// The comparison `checkConcept` throws for `text`'s function `name`, or nil if it passes.
    private func refusal(_ text: String, function name: String, calls: [String]) -> String? {
        let source = AnswerSource(file: "a.swift", function: name, snapshot: ["a.swift": text])
        do {
            try checkConcept(
                source, calls: calls, because: Bilingual(en: "Practise it.", zh: "练一练。"))
            return nil
        } catch let wrong as WrongAnswer {
            return wrong.comparison.en
        } catch {
            return "\(error)"
        }
    }

    @Test("an argument label such as while: is not a loop: the missing call is named")
    func labelsAreNotLoops() {
        let text = """
            func prefix(of numbers: [Int], while isIncluded: (Int) -> Bool) -> [Int] {
                Array(numbers.prefix(while: isIncluded))
            }
            """
        let comparison = refusal(text, function: "prefix", calls: ["foldRight"])
        #expect(
            comparison == "expected: a call to foldRight on numbers, whose result you return\n"
                + "got:      no call to foldRight")
    }

    @Test("a while loop is still refused as a loop, with its line")
    func loopsAreRefused() {
        let text = """
            func prefix(of numbers: [Int], while isIncluded: (Int) -> Bool) -> [Int] {
                var taken: [Int] = []
                var index = 0
                while index < numbers.count, isIncluded(numbers[index]) {
                    taken.append(numbers[index])
                    index += 1
                }
                return numbers.foldRight([]) { _, rest in rest() }.isEmpty ? taken : taken
            }
            """
        let comparison = refusal(text, function: "prefix", calls: ["foldRight"])
        #expect(comparison?.hasSuffix("got:      a while loop at line 4") == true)
    }

    @Test("another exercise's free function of the operator's name is no decoy; a method is")
    func decoysAreMethods() {
        let stub = "Exercises/Chapter2/2.8-PrefixWhile.swift"
        let prefix = """
            func prefix(of numbers: PullSequence<Int>, while isIncluded: (Int) -> Bool) -> [Int] {
                numbers.foldRight([]) { number, rest in isIncluded(number) ? [number] + rest() : [] }
            }
            """
        let freeFold = """
            public func foldRight<Element, Result>(
                _ elements: [Element], _ initial: Result, _ combine: (Element, Result) -> Result
            ) -> Result {
                elements.reversed().reduce(initial) { combine($1, $0) }
            }
            """
        let methodFold = """
            extension PullSequence {
                func foldRight(_ start: [Int], _ combine: (Value, () -> [Int]) -> [Int]) -> [Int] { [] }
            }
            """
        func check(_ other: String) -> Bool {
            let source = AnswerSource(
                file: stub, function: "prefix",
                snapshot: [stub: prefix, "Exercises/Chapter2/2.4-FoldRight.swift": other])
            return
                (try? checkConcept(
                    source, calls: ["foldRight"], because: Bilingual(en: "Fold.", zh: "折叠。")))
                != nil
        }
        #expect(check(freeFold))
        #expect(!check(methodFold))
    }
}
