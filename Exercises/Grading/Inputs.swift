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
    private let make: (inout SplitMix64, _ size: Int) -> Input
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
    /// Lists of integers with repeats, unsorted, sorted and reversed orders,
    /// negatives, empty and single-element lists, and the largest number last.
    ///
    /// The numbers stay small (within ±1000), so that sums and products of a
    /// list cannot overflow.
    public static func integerLists(examples: [[Int]] = []) -> Inputs<[Int]> {
        Inputs(
            examples: examples,
            edgeCases: [
                [], [0], [1], [-1], [2, 2], [1, 1, 1], [3, 1, 2], [1, 2, 9], [-3, -1, -2],
                [-4, -4], [5, -5, 0], [-7], [7, 3, 7, 3],
            ],
            make: { random, size in
                let count = Int.random(in: 0...max(size, 0), using: &random)
                let bound = random.chance(0.2) ? 1000 : max(2, size)
                var numbers = (0..<count).map { _ in
                    Int.random(in: -bound...bound, using: &random)
                }
                switch Int.random(in: 0..<6, using: &random) {
                case 0: numbers.sort()
                case 1: numbers.sort(by: >)
                case 2:
                    if let largest = numbers.indices.max(by: { numbers[$0] < numbers[$1] }) {
                        numbers.append(numbers.remove(at: largest))
                    }
                case 3: numbers = numbers.map { -abs($0) - 1 }
                case 4: numbers = numbers.map { $0 / 3 }
                default: break
                }
                return numbers
            },
            smaller: { numbers in Shrink.list(numbers, element: Shrink.integer) })
    }
}

extension Inputs where Input == [String] {
    /// Lists of words: English words of every length around the usual
    /// thresholds, words with accents, CJK, emoji and combining marks (whose
    /// letters, bytes and code points all count differently), repeats and
    /// empty words.
    public static func wordLists(examples: [[String]] = []) -> Inputs<[String]> {
        Inputs(
            examples: examples,
            edgeCases: [
                [], [""], ["été"], ["Maß"], ["日本語"], ["😀👍🎉"], ["e\u{301}te"], ["four"],
                ["the"], ["naïve", "fox", "naïve"], ["Fuß", "fold", ""],
            ],
            make: { random, size in
                let count = Int.random(in: 0...max(size, 0), using: &random)
                return (0..<count).map { _ in
                    random.chance(0.6) ? random.pick(Words.pool) : Words.random(using: &random)
                }
            },
            smaller: { words in Shrink.list(words, element: Shrink.word) })
    }
}

/// The words that `Inputs.wordLists` draws from.
enum Words {
    static let pool = [
        "a", "to", "the", "fox", "map", "fold", "four", "quick", "brown", "filter", "Swift",
        "signal", "été", "naïve", "Maß", "Fuß", "straße", "日本語", "中文", "한국어", "😀", "👍🏽👍🏽",
        "👨‍👩‍👧", "e\u{301}te", "ÉTÉ", "Ωmega",
    ]

    static let letters: [Character] = [
        "a", "b", "k", "z", "Q", "é", "ß", "ø", "日", "本", "😀", "👍🏽", "e\u{301}",
    ]

    static func random(using random: inout SplitMix64) -> String {
        let length = Int.random(in: 0...6, using: &random)
        return String((0..<length).map { _ in random.pick(letters) })
    }
}

/// Ways to make an input a little simpler, for shrinking a failure.
public enum Shrink {
    /// Simpler integers, simplest first: 0, the positive, 1 and 2 of the same
    /// sign, half, one closer to 0.
    public static func integer(_ number: Int) -> [Int] {
        guard number != 0 else { return [] }
        var candidates = [0]
        if number < 0 { candidates.append(-number) }
        candidates += [number.signum(), 2 * number.signum(), number / 2]
        candidates.append(number - number.signum())
        // Strictly simpler only: closer to 0, or as close and positive.
        let simpler = candidates.filter {
            abs($0) < abs(number) || (abs($0) == abs(number) && $0 > number)
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

    /// Simpler lists: empty, each half, without one element, then with one
    /// element made simpler by `element`.
    public static func list<Element>(_ list: [Element], element: (Element) -> [Element])
        -> [[Element]]
    {
        guard !list.isEmpty else { return [] }
        var candidates: [[Element]] = [[]]
        if list.count > 2 {
            candidates.append(Array(list[..<(list.count / 2)]))
            candidates.append(Array(list[(list.count / 2)...]))
        }
        for index in list.indices where list.count > 1 {
            candidates.append(Array(list[..<index] + list[(index + 1)...]))
        }
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
