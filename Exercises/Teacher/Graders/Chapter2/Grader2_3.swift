import Chapter2Calls
import ExerciseGrading
import WorkbookKit

extension Graders {
    /// 2.3: the function `memoized` returns gives what the reference's gives,
    /// and calls `compute` exactly when the reference's does (never before
    /// the first call, once in all, however many calls), whatever `compute`
    /// returns: any Int, Int.min, Int.max, 0 and -1 included.
    static let memoized = Grader("2.3") { judge in
        // A number the answer writes may be one it takes for "not computed yet".
        let literals = judge.source.function("memoized").integerLiterals
        try compare(
            judge.answer(Chapter2Calls.memoized), with: judge.reference(Chapter2Calls.memoized),
            on: .memoCalls(examples: [MemoCall(value: 42, calls: 2)], alsoReturning: literals),
            seed: judge.seed,
            call: \.description, callInChinese: { Chapter2Words.chinese($0.description) },
            diagnose: { call, expected, got in
                if got.before > 0 {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "compute ran \(counted(got.before, "time")) before anyone asked for the "
                            + "value: your answer does the work when memoized is called, not when "
                            + "the function it returns is first called. Hint 2 is about where lazy "
                            + "work waits.",
                        zh: "还没人要这个值，compute 就运行了 \(got.before) 次：你的答案在调用 memoized 时就干活了，"
                            + "而不是在它返回的函数第一次被调用时。提示 2 讲的是惰性的工作在哪里等待。")
                }
                let runs = got.computed.last ?? 0
                if got.results == expected.results && runs > 1 {
                    if MemoCall.sentinels.contains(call.value) || literals.contains(call.value) {
                        return Diagnosis(
                            hint: 2,
                            en: "compute returned \(written(call.value)), and your answer ran it "
                                + "\(counted(runs, "time")) for \(counted(call.calls, "call")): it "
                                + "takes \(written(call.value)) to mean \"not computed yet\", but "
                                + "compute may return any Int. Hint 2 shows how to tell \"nothing "
                                + "yet\" from every number.",
                            zh: "compute 返回了 \(written(call.value))，你的答案在 \(call.calls) 次调用里把它运行了 "
                                + "\(runs) 次：它把 \(written(call.value)) 当成了“还没计算”，可 compute 可能返回任何 Int。"
                                + "提示 2 讲的是怎样把“还没有”和每一个数区分开。")
                    }
                    return Diagnosis(
                        hint: 2,
                        en:
                            "compute ran \(counted(runs, "time")) for \(counted(call.calls, "call")): "
                            + "your answer computes the value again instead of remembering it.",
                        zh: "\(call.calls) 次调用里，compute 运行了 \(runs) 次：你的答案又算了一遍，而不是记住这个值。"
                    )
                }
                if got.results != expected.results && got.computed.allSatisfy({ $0 == 0 }) {
                    return Diagnosis(
                        hint: 1,
                        en:
                            "Your function returned \(written(got.results.first ?? 0)) without ever "
                            + "running compute, which returns \(written(call.value)).",
                        zh: "你的函数从没运行 compute 就返回了 \(written(got.results.first ?? 0))，"
                            + "而 compute 返回的是 \(written(call.value))。")
                }
                return nil
            })
    }
}

extension MemoCall {
    /// The numbers an answer is tempted to take for "not computed yet".
    static let sentinels: Set = [0, -1, Int.min, Int.max]
}

extension Inputs where Input == MemoCall {
    /// Values from all over the Int range, the likely "not computed yet"
    /// numbers among them (0, -1, Int.min, Int.max), asked for any number of
    /// times from zero to 1,001 (log-uniform), and once a thousand times. Ordinary values come
    /// first, so that a cache that forgets is told apart from one that takes
    /// a number for "not computed yet".
    ///
    /// `literals`, the numbers the answer writes, are each returned by
    /// compute too, and asked for three times.
    static func memoCalls(examples: [MemoCall], alsoReturning literals: [Int] = [])
        -> Inputs<MemoCall>
    {
        Inputs(
            examples: examples,
            edgeCases: [
                MemoCall(value: 7, calls: 0), MemoCall(value: 7, calls: 1),
                MemoCall(value: 7, calls: 3), MemoCall(value: 7, calls: 1000),
                MemoCall(value: 7, calls: 1001),
                MemoCall(value: 0, calls: 2), MemoCall(value: -1, calls: 2),
                MemoCall(value: Int.max, calls: 3), MemoCall(value: Int.min, calls: 2),
                MemoCall(value: Int.min + 1, calls: 4),
            ] + literals.map { MemoCall(value: $0, calls: 3) },
            make: { random, size in
                let value: Int =
                    switch Double.random(in: 0..<1, using: &random) {
                    case ..<0.3: random.pick([0, -1, 1, Int.min, Int.max])
                    case ..<0.6: Int.random(in: Int.min...Int.max, using: &random)
                    case ..<0.8: random.integer(in: Int.min...Int.max)
                    default: Int.random(in: -1000...1000, using: &random)
                    }
                let calls = random.size(growingWith: size, upTo: 1001)
                return MemoCall(value: value, calls: calls)
            },
            smaller: { call in
                // A value never shrinks to a likely "not computed yet"
                // number, the answer's own literals included, which stands
                // for another mistake.
                Shrink.integer(call.calls).map { MemoCall(value: call.value, calls: $0) }
                    + Shrink.integer(call.value).filter {
                        !MemoCall.sentinels.contains($0) && !literals.contains($0)
                    }.map {
                        MemoCall(value: $0, calls: call.calls)
                    }
            })
    }
}
