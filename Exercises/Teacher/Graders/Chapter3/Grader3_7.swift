import Chapter3Calls
import ExerciseGrading

extension Graders {
    /// 3.7: streams made by `ringStream` hear what the reference's hear, and
    /// leave the doorbell with as many observers, step by step: after each
    /// stream is made (one observer each), and after each reader, cancelled,
    /// has read what its stream kept (none left for it); in the task's story
    /// and a few hundred generated ones, with dozens of streams and names of
    /// any text.
    static let ringStream = Grader("3.7") { judge in
        try compare(
            judge.answer(Chapter3Calls.ringStream), with: judge.reference(Chapter3Calls.ringStream),
            on: .bellStories(
                examples: [BellStory([.makeStream, .ring("Ana"), .ring("Bo"), .read(1)])]),
            seed: judge.seed, call: { "ringStream(addObserver:removeObserver:), when\n\($0)" },
            callInChinese: {
                RunWords.story("ringStream(addObserver:removeObserver:)，在这些步骤中：", "\($0)")
            },
            diagnose: diagnoseRings)
    }

    /// What the first difference between two 3.7 runs usually means.
    static func diagnoseRings(_ story: BellStory, expected: BellRun, got: BellRun)
        -> Diagnosis?
    {
        let (expected, got) = (expected.lines, got.lines)
        guard
            let index = zip(expected, got).enumerated()
                .first(where: { $0.element.0 != $0.element.1 })?.offset
        else { return nil }
        let (wanted, found) = (expected[index], got[index])
        if wanted.hasPrefix("stream "), found.hasPrefix("stream ") {
            return Diagnosis(
                hint: 2,
                en: "Register one observer, once, when the stream is made: in the closure you give "
                    + "AsyncStream, which runs at once.",
                zh: "只注册一个观察者，只注册一次，在流创建的时候：在你交给 AsyncStream 的闭包里注册，这个闭包会立即运行。")
        }
        let heard = { (line: String) in line.components(separatedBy: ", then ended").first }
        guard wanted.hasPrefix("the reader of"), found.hasPrefix("the reader of") else {
            return nil
        }
        if heard(wanted) == heard(found) {
            return Diagnosis(
                hint: 2,
                en: "The reader ended, but its observer stayed on the doorbell: unregister in the "
                    + "continuation's onTermination, whatever the reason it gives. A reader "
                    + "whose task is cancelled ends its stream with .cancelled, not .finished.",
                zh: "读取方结束了，但它的观察者还留在门铃上：在 continuation 的 onTermination 里取消注册，"
                    + "不管它给出什么原因。任务被取消的读取方，会以 .cancelled 而不是 .finished 结束它的流。")
        }
        if found.count < wanted.count {
            return Diagnosis(
                hint: 2,
                en: "The stream dropped names its reader had not read yet: leave bufferingPolicy "
                    + "at its default, unbounded; .bufferingNewest(1) and .bufferingOldest(1) "
                    + "keep one name only.",
                zh: "流丢掉了读取方还没读的名字：让 bufferingPolicy 保持默认的无界缓冲；"
                    + ".bufferingNewest(1) 和 .bufferingOldest(1) 只保留一个名字。")
        }
        return Diagnosis(
            hint: 2,
            en: "A reader hears every name rung from the moment its stream is made until the "
                + "stream ends, in order, and only those: yield each name the handler hears.",
            zh: "读取方按顺序听到从它的流创建起、到流结束为止响过的每个名字，而且只听到这些：处理函数听到一个名字，就 yield 一个。")
    }
}

extension Inputs where Input == BellStory {
    /// Stories of one to 41 streams (log-uniform; eleven, one past the ten
    /// the task mentions, among the edge cases): made before or after rings, read in any
    /// order, some read at once, some after many rings (thousands in one),
    /// rings before any stream and between reads; names of any text.
    static func bellStories(examples: [BellStory]) -> Inputs<BellStory> {
        let words = Inputs<[String]>.wordLists()
        let names = ["Ana", "", "a b", "new\nline", "日本語", "👩‍👩‍👧‍👦", "e\u{301}te"]
        return Inputs(
            examples: examples,
            edgeCases: [
                BellStory([.makeStream, .read(1)]),
                BellStory([.ring("early"), .makeStream, .ring("Ana"), .read(1)]),
                BellStory([.makeStream, .read(1), .ring("late"), .makeStream, .read(2)]),
                BellStory([.makeStream, .makeStream, .ring("a"), .read(1), .ring("b"), .read(2)]),
                BellStory([.makeStream] + names.map { .ring($0) } + [.read(1)]),
                BellStory([.makeStream, .ring("Ana"), .makeStream, .ring("Bo"), .read(2)]),
                BellStory(
                    [.makeStream] + (0..<2000).map { .ring("visitor \($0)") } + [.read(1)]),
                BellStory(
                    Array(repeating: .makeStream, count: 10) + [.ring("all")]
                        + (1...10).reversed().map { .read($0) }),
                BellStory(
                    Array(repeating: .makeStream, count: 11) + [.ring("eleven")]
                        + (1...11).map { .read($0) }),
            ],
            make: { random, size in
                let streams = 1 + random.size(growingWith: size, upTo: 40)
                var steps: [BellStep] = []
                var made = 0
                var unread: [Int] = []
                var visitors = words.make(&random, size)
                while made < streams || !visitors.isEmpty {
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0 where made < streams:
                        made += 1
                        steps.append(.makeStream)
                        unread.append(made)
                    case 1 where !unread.isEmpty && random.chance(0.5):
                        let stream = unread.remove(
                            at: Int.random(in: unread.indices, using: &random))
                        steps.append(.read(stream))
                    default:
                        if let visitor = visitors.popLast() {
                            steps.append(.ring(visitor))
                        } else if made < streams {
                            made += 1
                            steps.append(.makeStream)
                            unread.append(made)
                        }
                    }
                }
                return BellStory(steps)
            },
            smaller: { story in
                var candidates: [BellStory] = []
                let rings = story.steps.indices.filter {
                    if case .ring = story.steps[$0] { return true }
                    return false
                }
                if rings.count > 8 {
                    let half = Set(rings.suffix(rings.count / 2))
                    candidates.append(
                        BellStory(
                            story.steps.enumerated().filter { !half.contains($0.offset) }
                                .map(\.element)))
                }
                for index in story.steps.indices where story.steps.count <= 64 {
                    var fewer = story.steps
                    fewer.remove(at: index)
                    candidates.append(BellStory(fewer))
                }
                for index in rings where story.steps.count <= 64 {
                    guard case .ring(let visitor) = story.steps[index] else { continue }
                    for simpler in Shrink.word(visitor) {
                        var steps = story.steps
                        steps[index] = .ring(simpler)
                        candidates.append(BellStory(steps))
                    }
                }
                return candidates
            })
    }
}
