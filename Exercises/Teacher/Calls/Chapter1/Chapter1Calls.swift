import ExerciseHarness

/// The calls the judge makes into chapter 1's answers, and how an answer
/// program plays each on its table of functions.
public enum Chapter1Calls {
    /// The table the calls are played on.
    public typealias Functions = Chapter1Functions

    /// 1.1: `squares(of:)` on a list.
    public static let squares = Call<Functions, [Int], [Int]>("1.1") { $0.squares($1) }

    /// 1.2: `evens(in:)` on a list.
    public static let evens = Call<Functions, [Int], [Int]>("1.2") { $0.evens($1) }

    /// 1.3: `total(of:)` of a list.
    public static let total = Call<Functions, [Int], Int>("1.3") { $0.total($1) }

    /// 1.4: `shoutLongWords(_:)` on a list of words.
    public static let shoutLongWords = Call<Functions, [String], [String]>("1.4") {
        $0.shoutLongWords($1)
    }

    /// 1.5: `largest(in:)`, wrapped so that nil travels as a value of its own.
    public static let largest = Call<Functions, [Int], Largest>("1.5") {
        Largest(value: $0.largest($1))
    }

    /// 1.6: `mapByFolding` on numbers with `{ "<\($0)>" }`, each call of the transform traced.
    public static let mapNumbersToText = Call<Functions, [Int], Traced<Int, String>>("1.6/text") {
        functions, numbers in
        Traced.mapping(numbers, with: functions.mapNumbersToText) { "<\($0)>" }
    }

    /// 1.6: `mapByFolding` on words with `{ $0.count }`, each call of the transform traced.
    public static let mapWordsToCounts = Call<Functions, [String], Traced<String, Int>>(
        "1.6/counts"
    ) { functions, words in
        Traced.mapping(words, with: functions.mapWordsToCounts) { $0.count }
    }

    /// 1.7: one `pipeline(_:)` of the steps, called on each input in turn.
    public static let pipeline = Call<Functions, PipelineCall, [Int]>("1.7") { functions, call in
        call.run(functions.pipeline)
    }

    /// 1.8: `firstEvenSquares` on the call's numbers, each step of its work written down.
    public static let firstEvenSquares = Call<Functions, EvenSquaresCall, [String]>("1.8") {
        functions, call in
        call.traced(functions.firstEvenSquares)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        squares.served, evens.served, total.served, shoutLongWords.served, largest.served,
        mapNumbersToText.served, mapWordsToCounts.served, pipeline.served,
        firstEvenSquares.served,
    ]
}

/// What `largest(in:)` returned, nil included.
public struct Largest: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The largest number, or nil.
    public let value: Int?

    /// What `largest(in:)` returned.
    public init(value: Int?) {
        self.value = value
    }

    /// The value as Swift prints it: a number, or `nil`.
    public var description: String {
        value.map(String.init) ?? "nil"
    }
}

/// What mapping gave, and the elements `transform` was called with, in order.
public struct Traced<
    Element: Codable & Sendable & Equatable, Result: Codable & Sendable & Equatable
>:
    Codable, Sendable, Equatable, CustomStringConvertible
{
    /// What mapping returned.
    public let results: [Result]
    /// The elements `transform` was called with, in order.
    public let calls: [Element]

    /// A mapping's results and the calls of its transform.
    public init(results: [Result], calls: [Element]) {
        self.results = results
        self.calls = calls
    }

    /// Maps `elements` with `mapByFolding`, recording each call of `transform`.
    public static func mapping(
        _ elements: [Element], with mapByFolding: ([Element], (Element) -> Result) -> [Result],
        _ transform: @escaping (Element) -> Result
    ) -> Traced {
        var calls: [Element] = []
        let results = mapByFolding(elements) { element in
            calls.append(element)
            return transform(element)
        }
        return Traced(results: results, calls: calls)
    }

    /// The results, then the calls.
    public var description: String {
        "\(results.debugDescription), calling transform with \(calls.debugDescription)"
    }
}
