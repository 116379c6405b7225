import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.6: the signal `signal(from:)` makes sends what the reference's sends
    /// to any number of subscribers in turn, any of which may dispose early, and
    /// pulls exactly as many elements as the reference's: none before a
    /// subscription, none after a disposal; lists of thousands included.
    static let signalFromSequence = Grader("2.6") { judge in
        try compare(
            judge.answer(Chapter2Calls.signal), with: judge.reference(Chapter2Calls.signal),
            on: .sequenceSubscriptions(examples: [SequenceSubscriptions(numbers: [1, 2, 3])]),
            seed: judge.seed, call: \.description,
            callInChinese: { Chapter2Words.chinese($0.description) },
            diagnose: { _, expected, got in
                if got.pulledBefore > 0 {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "A signal is a recipe: read the sequence inside Signal { observer in … }, "
                            + "when someone subscribes.",
                        zh: "信号是一份配方：在 Signal { observer in … } 里读这个序列，也就是在有人订阅的时候。")
                }
                if got.received == expected.received && got.pulledAfter != expected.pulledAfter {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Stop reading as soon as the subscriber disposes: check observer.isDisposed "
                            + "before pulling the next element.",
                        zh: "订阅者一释放，就停止读取：在取下一个元素之前检查 observer.isDisposed。")
                }
                if got.received.first?.first == "completed"
                    && expected.received.first?.first != "completed"
                {
                    return Diagnosis(
                        hint: 1,
                        en: "Completed came first, so nobody heard the elements: send them, then "
                            + "completed.", zh: "completed 先到了，所以没人收到这些元素：先发送它们，再发送 completed。"
                    )
                }
                if got.received.first?.last != "completed"
                    && expected.received.first?.last == "completed"
                {
                    return Diagnosis(
                        hint: 1, en: "Send every element, then completed.",
                        zh: "发送每个元素，然后发送 completed。")
                }
                if let index = got.received.indices.first(where: {
                    $0 < expected.received.count
                        && got.received[$0].count < expected.received[$0].count
                }) {
                    return Diagnosis(
                        hint: 1,
                        en: "Subscriber \(index + 1) got \(got.received[index].count) events where "
                            + "it should get \(expected.received[index].count): send every "
                            + "element, however long the sequence.",
                        zh: "订阅者 \(index + 1) 收到了 \(got.received[index].count) 个事件，"
                            + "应该收到 \(expected.received[index].count) 个：不管序列多长，都要发送每个元素。")
                }
                return nil
            })
        try checkUses(
            judge.source.function("signal"), oneOf: [.call("Signal.init"), .call("Signal.create")],
            avoiding: [.call("Signal.from"), .call("PullSequence.signal")],
            because: Bilingual(
                en: "This exercise practises making a signal: build it with Signal { observer in … "
                    + "}, rather than with an operator (Signal.from) that does it for you.",
                zh: "这个练习练的是创建信号：用 Signal { observer in … } 来构造，"
                    + "而不是用替你做好的操作（Signal.from）。"))
    }
}

extension Inputs where Input == SequenceSubscriptions {
    /// Empty, single, longer lists and lists of thousands, of numbers from
    /// all over the Int range, subscribed in turn by one to 41 subscribers
    /// (log-uniform; eleven, one past the ten the task mentions, among the
    /// edge cases), each of which may dispose after some values.
    static func sequenceSubscriptions(examples: [SequenceSubscriptions])
        -> Inputs<SequenceSubscriptions>
    {
        let lists = Inputs<[Int]>.integerLists(within: Int.min...Int.max)
        let long = lists.edgeCases.filter { $0.count > 1000 }
        return Inputs(
            examples: examples,
            edgeCases: [
                SequenceSubscriptions(numbers: []),
                SequenceSubscriptions(numbers: [7], subscribers: [nil, nil]),
                SequenceSubscriptions(numbers: [1, 2, 3], subscribers: [1]),
                SequenceSubscriptions(numbers: [1, 2, 3], subscribers: [2, nil]),
                SequenceSubscriptions(numbers: [4, 4], subscribers: [2]),
                SequenceSubscriptions(numbers: Array(1...1000), subscribers: [2]),
                SequenceSubscriptions(
                    numbers: [Int.min, 0, Int.max], subscribers: [1, nil, 2, 3, nil]),
                SequenceSubscriptions(
                    numbers: [5, 6, 7, 8], subscribers: [nil, 1, 2, 3, 4, nil, 1, 2, 3, 4]),
                SequenceSubscriptions(
                    numbers: [5, 6, 7], subscribers: Array(repeating: nil, count: 11)),
            ]
                + long.flatMap { numbers in
                    [
                        SequenceSubscriptions(numbers: numbers),
                        SequenceSubscriptions(numbers: numbers, subscribers: [1000, nil, 1]),
                    ]
                },
            make: { random, size in
                let numbers = lists.make(&random, size)
                let subscribers = (0...random.size(upTo: 40)).map { _ -> Int? in
                    numbers.isEmpty || random.chance(0.5)
                        ? nil : Int.random(in: 1...numbers.count, using: &random)
                }
                return SequenceSubscriptions(numbers: numbers, subscribers: subscribers)
            },
            smaller: { call in
                var simpler = Shrink.list(call.subscribers) { limit -> [Int?] in
                    guard let limit else { return [] }
                    return [nil] + Shrink.integer(limit).filter { $0 > 0 }.map { Optional($0) }
                }
                .filter { !$0.isEmpty }
                .map { SequenceSubscriptions(numbers: call.numbers, subscribers: $0) }
                let needed = call.subscribers.compactMap { $0 }.max() ?? 0
                simpler += shorter(call.numbers, others: lists.smaller).filter {
                    $0.count >= needed
                }.map {
                    SequenceSubscriptions(numbers: $0, subscribers: call.subscribers)
                }
                return simpler
            })
    }
}
