/// What 2.4's `foldRight` returned, and each call of `combine`, in order:
/// the element and the result it was given.
public struct FoldTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The fold's result, written short.
    public let result: String
    /// Each call of `combine`.
    public let calls: [Step]

    /// One call of `combine`: its element, and which result it was given.
    public struct Step: Codable, Sendable, Equatable, CustomStringConvertible {
        /// The element, as a learner writes it.
        public let element: String
        /// The result it was given, written short.
        public let given: String
        /// Where that result came from: 0 for `initial`, n for what call n
        /// (the one before) returned, nil for anything else.
        public let from: Int?

        /// The call as a learner writes it, such as `combine(3, "·")`.
        public var description: String {
            "combine(\(element), \(given))"
        }
    }

    /// A trace of this result and these calls.
    public init(result: String, calls: [Step]) {
        self.result = result
        self.calls = calls
    }

    /// The result, then the calls (the first three and the last, if there are many).
    public var description: String {
        guard !calls.isEmpty else { return "\(result), without calling combine" }
        let shown =
            calls.count <= 6
            ? calls.map(\.description)
            : calls.prefix(3).map(\.description) + ["… (\(calls.count - 4) more)"]
                + [calls[calls.count - 1].description]
        return "\(result), from " + shown.joined(separator: ", then ")
            + (calls.count > 6 ? " (\(times(calls.count, "call")))" : "")
    }

    /// Folds `elements` with `foldRight`, recording each call of `combine`;
    /// `show` writes a value short, as a learner would.
    static func tracing<Element, Result: Equatable>(
        _ elements: [Element], _ initial: Result,
        _ foldRight: ([Element], Result, (Element, Result) -> Result) -> Result,
        combine: @escaping (Element, Result) -> Result, element: @escaping (Element) -> String,
        show: @escaping (Result) -> String
    ) -> FoldTrace {
        var last: Result?
        var count = 0
        var steps: [Step] = []
        let result = foldRight(elements, initial) { item, given in
            let from = last == given ? count : given == initial ? 0 : nil
            steps.append(Step(element: element(item), given: show(given), from: from))
            let next = combine(item, given)
            last = next
            count += 1
            return next
        }
        return FoldTrace(result: show(result), calls: steps)
    }

    /// 2.4's first call: `foldRight(numbers, "·") { "(\($0) \($1))" }`.
    static func numbersToText(
        _ numbers: [Int], _ foldRight: ([Int], String, (Int, String) -> String) -> String
    ) -> FoldTrace {
        tracing(
            numbers, "·", foldRight, combine: { "(\($0) \($1))" }, element: written,
            show: short)
    }

    /// 2.4's second call: `foldRight(words, [String]()) { [$0] + $1 }`.
    static func wordsToList(
        _ words: [String],
        _ foldRight: ([String], [String], (String, [String]) -> [String]) -> [String]
    ) -> FoldTrace {
        tracing(
            words, [], foldRight, combine: { [$0] + $1 }, element: short,
            show: { list in
                let shown = list.prefix(4).map(short)
                return "[" + shown.joined(separator: ", ")
                    + (list.count > 4 ? ", … (\(list.count) words)]" : "]")
            })
    }

    /// `text` in quotes, cut after about 40 characters.
    static func short(_ text: String) -> String {
        guard text.utf8.count > 40 else { return text.debugDescription }
        return String(text.prefix(36)).debugDescription + "…"
    }
}
