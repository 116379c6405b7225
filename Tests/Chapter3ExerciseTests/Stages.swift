import ExerciseGrading
import Reactive
import Synchronization

/// The values `signal` sends while it is being subscribed, for signals
/// built on `Signal.just` that answer at once.
///
/// ```swift
/// print(valuesAtOnce(of: Signal.just(1).map { $0 + 1 }))   // prints [2]
/// ```
func valuesAtOnce<Value: Sendable>(of signal: Signal<Value>) -> [Value] {
    let values = Collected<Value>()
    let subscription = signal.subscribeNext(values.append)
    subscription.dispose()
    return values.all
}

/// Values collected from any thread.
private final class Collected<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    var all: [Value] {
        values.withLock { $0 }
    }

    @Sendable func append(_ value: Value) {
        values.withLock { $0.append(value) }
    }
}

/// `signal`, keeping `object` alive for as long as the signal itself lives,
/// as an app keeps a command alive for as long as its screen.
func keeping<Value: Sendable>(_ object: some AnyObject & Sendable, alive signal: Signal<Value>)
    -> Signal<Value>
{
    Signal { observer in
        withExtendedLifetime(object) {}
        return signal.subscribe(observer)
    }
}

/// What each letter of a story's source stands for, and the legend that
/// says so, such as `a = "", b = "as"`.
struct LetterTable: Sendable {
    let texts: [String: String]

    init(_ texts: KeyValuePairs<String, String>) {
        self.texts = Dictionary(uniqueKeysWithValues: texts.map { ($0.key, $0.value) })
        legend = texts.map { "\($0.key) = \(describe($0.value))" }.joined(separator: ", ")
    }

    /// "a = \"\", b = \"as\", …", in the order the table was written.
    let legend: String

    /// The text a letter stands for; the letter itself if it stands for nothing.
    @Sendable func text(_ letter: String) -> String {
        texts[letter] ?? letter
    }
}

extension Inputs where Input == String {
    /// Short texts made of `alphabet`, the empty text among them: their
    /// letters, bytes and code points count differently when the alphabet
    /// has accents, CJK or emoji.
    static func texts(
        of alphabet: [Character], examples: [String] = [], edgeCases: [String] = []
    ) -> Inputs<String> {
        Inputs(
            examples: examples, edgeCases: edgeCases,
            make: { random, size in
                let length = Int.random(in: 0...max(size, 1), using: &random)
                return String((0..<length).map { _ in random.pick(alphabet) })
            },
            smaller: Shrink.word)
    }
}
