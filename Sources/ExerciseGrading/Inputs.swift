import ReactiveTesting

/// How a grader makes inputs of one kind: the examples a learner sees in the
/// task, edge cases that are always tried, random inputs that grow from size
/// 0, and smaller versions of an input, to shrink a failure to its smallest.
///
/// `Inputs.integerLists` and `Inputs.wordLists` cover collection exercises;
/// make your own with `init(examples:edgeCases:make:smaller:)`.
///
/// ```swift
/// let lists = Inputs.integerLists(examples: [[1, 2, 3]])
/// print(lists.all(seed: Seed(7), count: 3).first!)   // prints [1, 2, 3]
/// ```
public struct Inputs<Input> {
    /// The inputs of the task's examples, tried first.
    public var examples: [Input]
    /// Inputs tried on every run, whatever the seed: empty, single, the awkward ones.
    public var edgeCases: [Input]
    /// A random input of about `size`, from the generator.
    public let make: (inout SplitMix64, _ size: Int) -> Input
    /// Inputs a little simpler than this one, simplest first.
    public let smaller: (Input) -> [Input]

    /// Inputs made by `make`, shrunk by `smaller`.
    public init(
        examples: [Input] = [], edgeCases: [Input] = [],
        make: @escaping (inout SplitMix64, _ size: Int) -> Input,
        smaller: @escaping (Input) -> [Input]
    ) {
        self.examples = examples
        self.edgeCases = edgeCases
        self.make = make
        self.smaller = smaller
    }

    /// Every input a grader tries, in order: the examples, the edge cases,
    /// then `count` random ones whose size grows from 0 to `maxSize`.
    public func all(seed: Seed, count: Int = 300, maxSize: Int = 12) -> [Input] {
        var random = seed.generator()
        let generated = (0..<count).map { index in
            make(&random, count > 1 ? index * maxSize / (count - 1) : maxSize)
        }
        return examples + edgeCases + generated
    }
}

extension Inputs where Input == [Int] {
    /// Lists of integers from `range`: repeats, unsorted, sorted and reversed
    /// orders, negatives, empty and single-element lists, the largest number
    /// last, small numbers and numbers of every magnitude the range holds.
    /// Lengths grow with the size, and now and then come from anywhere up
    /// to 4,000 (log-uniform: 13 to 199 as often as thousands). The range's
    /// ends are always among the edge cases, and lists of thousands, one of
    /// them 4,000 long, the longest the tasks state.
    ///
    /// By default the numbers stay within ±1000, for answers that add or
    /// multiply them.
    public static func integerLists(
        examples: [[Int]] = [], within range: ClosedRange<Int> = -1000...1000
    ) -> Inputs<[Int]> {
        let low = range.lowerBound
        let high = range.upperBound
        let small = [
            [], [0], [1], [-1], [2, 2], [1, 1, 1], [3, 1, 2], [1, 2, 9], [-3, -1, -2],
            [-4, -4], [5, -5, 0], [-7], [7, 3, 7, 3],
        ]
        let ends = [
            [low], [high], [low, high], [high, low, 0], [low, low], [high - 1, high],
            [low + 1, low],
        ]
        return Inputs(
            examples: examples,
            edgeCases: (small + ends).map { $0.filter(range.contains) }
                + [
                    Self.long(3000, seed: 1, within: range),
                    Self.long(1200, seed: 2, within: range),
                    // The longest the tasks state, in every run.
                    Self.long(4000, seed: 3, within: range),
                ],
            make: { random, size in
                let count = random.size(growingWith: size, upTo: 4000)
                var numbers = (0..<count).map { _ in number(&random, size: size, within: range) }
                switch Int.random(in: 0..<6, using: &random) {
                case 0: numbers.sort()
                case 1: numbers.sort(by: >)
                case 2:
                    if let largest = numbers.indices.max(by: { numbers[$0] < numbers[$1] }) {
                        numbers.append(numbers.remove(at: largest))
                    }
                case 3: numbers = numbers.map { $0 > 0 ? -$0 : $0 }.filter(range.contains)
                case 4: numbers = numbers.map { $0 / 3 }
                default: break
                }
                return numbers
            },
            smaller: { numbers in
                Shrink.list(numbers) { Shrink.integer($0).filter(range.contains) }
            })
    }

    /// A number from `range`: mostly small, often of any magnitude the range
    /// holds (log-uniform, so 1,001 to a billion as often as the rest), now
    /// and then anywhere, or one of its ends.
    static func number(_ random: inout SplitMix64, size: Int, within range: ClosedRange<Int>) -> Int
    {
        let roll = Double.random(in: 0..<1, using: &random)
        if roll < 0.05 { return random.pick([range.lowerBound, range.upperBound]) }
        if roll < 0.15 { return Int.random(in: range, using: &random) }
        if roll < 0.4 { return random.integer(in: range) }
        let bound = roll < 0.55 ? 1000 : max(2, size)
        let low = max(range.lowerBound, -bound)
        let high = min(range.upperBound, bound)
        return low <= high ? Int.random(in: low...high, using: &random) : range.lowerBound
    }

    /// A list of `count` numbers from `range`, the same for the same seed.
    static func long(_ count: Int, seed: UInt64, within range: ClosedRange<Int>) -> [Int] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in number(&random, size: 100, within: range) }
    }

    /// Lists whose sum fits in an Int whatever order it is added in: the
    /// magnitudes add up to at most `Int.max`. Int.max, Int.min + 1 and
    /// numbers from all over the range are among them, and lists of thousands.
    public static func summableLists(examples: [[Int]] = []) -> Inputs<[Int]> {
        let wide = integerLists(examples: examples, within: Int.min...Int.max)
        // A list whose magnitudes add up past Int.max has its large numbers
        // cut to Int.max divided by its length, not dropped: it keeps its
        // length, 4,000 numbers included, and its small numbers as they are.
        func summable(_ numbers: [Int]) -> [Int] {
            var budget = UInt(Int.max)
            let fits = numbers.allSatisfy { number in
                guard number.magnitude <= budget else { return false }
                budget -= number.magnitude
                return true
            }
            let cap = Int.max / max(1, numbers.count)
            return fits ? numbers : numbers.map { Swift.max(-cap, Swift.min(cap, $0)) }
        }
        return Inputs(
            examples: examples,
            edgeCases: wide.edgeCases.map(summable) + [
                [Int.max], [Int.min + 1], [Int.max, -5, 4],
                [Int.min + 1, Int.max], [Int.max - 9, 9],
            ],
            make: { random, size in summable(wide.make(&random, size)) },
            smaller: { wide.smaller($0).map(summable) })
    }
}

extension Inputs where Input == [String] {
    /// Lists of words and other text: English words of every length around
    /// the usual thresholds and far past them, words with accents, CJK, emoji
    /// (with skin tones, flags and joined families) and combining marks
    /// (whose letters, bytes and code points all count differently),
    /// ligatures that grow when uppercased, spaces, tabs and line breaks,
    /// repeats, empty words, and lists of thousands. Made-up words are
    /// mostly short and now and then of any length up to 120 letters, lists
    /// grow with the size and now and then take any length up to 2,000,
    /// each log-uniform.
    public static func wordLists(examples: [[String]] = []) -> Inputs<[String]> {
        Inputs(
            examples: examples,
            edgeCases: [
                [], [""], ["été"], ["Maß"], ["日本語"], ["😀👍🎉"], ["e\u{301}te"], ["four"],
                ["the"], ["naïve", "fox", "naïve"], ["Fuß", "fold", ""], ["ﬁsh"], ["a b"],
                ["new\nline"], ["\t\t\t\t"], ["👩‍👩‍👧‍👦"], ["🇯🇵🇫🇷🇩🇪🇬🇧"], ["中文字符"],
                ["lowercase", "uppercases", "a word of many letters"],
                (0..<2000).map { Words.pool[$0 % Words.pool.count] },
                // The longest words the tasks state, in every run.
                [String(repeating: "é", count: 120), String(repeating: "日", count: 119), "abcd"],
            ],
            make: { random, size in
                let count = random.size(growingWith: size, upTo: 2000, wide: 0.08)
                return (0..<count).map { _ in
                    random.chance(0.6) ? random.pick(Words.pool) : Words.random(using: &random)
                }
            },
            smaller: { words in Shrink.list(words, element: Shrink.word) })
    }
}

/// The words and letters that `Inputs.wordLists` draws from.
enum Words {
    static let pool = [
        "a", "to", "the", "fox", "map", "fold", "four", "quick", "brown", "filter", "Swift",
        "signal", "été", "naïve", "Maß", "Fuß", "straße", "日本語", "中文", "한국어", "😀", "👍🏽👍🏽",
        "👨‍👩‍👧", "e\u{301}te", "ÉTÉ", "Ωmega", "ﬁsh", "ﬀ", "two words", "end\n", "\tab", "   ",
        "🇯🇵", "नमस्ते", "İzmir", "ǅemal", "functional", "subscription", "Überraschung",
        "antidisestablishmentarianism", "ﬁnﬁshing-ﬂoat", "東京都千代田区丸の内一丁目",
    ]

    static let letters: [Character] = [
        "a", "b", "k", "z", "Q", "é", "ß", "ø", "日", "本", "😀", "👍🏽", "e\u{301}", " ", "\n", "\t",
        "ﬁ", "🇫🇷", "ŉ",
    ]

    /// A made-up word of `letters`: mostly of up to 8, now and then of any
    /// length up to 120 (log-uniform).
    static func random(using random: inout SplitMix64) -> String {
        let length =
            random.chance(0.15) ? random.size(upTo: 120) : Int.random(in: 0...8, using: &random)
        return String((0..<length).map { _ in random.pick(letters) })
    }
}

/// Ways to make an input a little simpler, for shrinking a failure.
public enum Shrink {
    /// Simpler integers, simplest first: 0, the positive, 1 and 2 of the same
    /// sign, half, one closer to 0. Never overflows, even for `Int.min`.
    public static func integer(_ number: Int) -> [Int] {
        guard number != 0 else { return [] }
        var candidates = [0]
        if number < 0 && number != .min { candidates.append(-number) }
        candidates += [number.signum(), 2 * number.signum(), number / 2]
        candidates.append(number - number.signum())
        // Strictly simpler only: closer to 0, or as close and positive.
        let simpler = candidates.filter {
            $0.magnitude < number.magnitude || ($0.magnitude == number.magnitude && $0 > number)
        }
        return unique(simpler)
    }

    /// Simpler words: the empty word, then the word without one of its letters.
    public static func word(_ word: String) -> [String] {
        guard !word.isEmpty else { return [] }
        let letters = Array(word)
        let shorter = letters.indices.map { index in
            String(letters[..<index] + letters[(index + 1)...])
        }
        return unique([""] + shorter)
    }

    /// Simpler lists, simplest first: empty; without one of its halves,
    /// quarters, eighths, … down to single elements (as long as that makes no
    /// more than 64 candidates); then, once the list has at most 64 elements,
    /// with one element made simpler by `element`. A list of thousands so
    /// gives a few dozen candidates at each step, never millions.
    public static func list<Element>(_ list: [Element], element: (Element) -> [Element])
        -> [[Element]]
    {
        guard !list.isEmpty else { return [] }
        var candidates: [[Element]] = [[]]
        var size = max(1, list.count / 2)
        while list.count > 1 && list.count / size <= 64 {
            for start in stride(from: 0, to: list.count, by: size) {
                var shorter = list
                shorter.removeSubrange(start..<min(start + size, list.count))
                candidates.append(shorter)
            }
            if size == 1 { break }
            size /= 2
        }
        guard list.count <= 64 else { return candidates }
        for index in list.indices {
            for simpler in element(list[index]) {
                var changed = list
                changed[index] = simpler
                candidates.append(changed)
            }
        }
        return candidates
    }

    private static func unique<Element: Hashable>(_ elements: [Element]) -> [Element] {
        var seen: Set<Element> = []
        return elements.filter { seen.insert($0).inserted }
    }
}
