import Chapter2Calls
import ExerciseGrading

extension Graders {
    /// 2.3: the function `memoized` returns gives what the reference's gives,
    /// and calls `compute` exactly when the reference's does (never before
    /// the first call, once in all, however many calls), whatever `compute`
    /// returns: any Int, Int.min, Int.max, 0 and -1 included.
    static let memoized = Grader("2.3") { judge in
        try compare(
            judge.answer(Chapter2Calls.memoized), with: judge.reference(Chapter2Calls.memoized),
            on: .memoCalls(examples: [MemoCall(value: 42, calls: 2)]), seed: judge.seed,
            call: \.description, callInChinese: { Chapter2Words.chinese($0.description) },
            diagnose: { call, expected, got in
                if got.before > 0 {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Lazy means: not before someone asks. Call compute inside the closure you "
                            + "return, not in memoized itself.",
                        zh: "惰性的意思是：没人要之前，什么也不做。在你返回的闭包里调用 compute，不要在 memoized 本身里调用。")
                }
                if got.results == expected.results && (got.computed.last ?? 0) > 1 {
                    if MemoCall.sentinels.contains(call.value) {
                        return Diagnosis(
                            hint: 2,
                            en: "compute may return \(written(call.value)) too: no number can mean "
                                + "\"not computed yet\". Keep the cache as an optional, Int?, "
                                + "that starts as nil.",
                            zh: "compute 也可能返回 \(written(call.value))："
                                + "没有哪个数能表示“还没计算”。把缓存存成可选值 Int?，从 nil 开始。")
                    }
                    return Diagnosis(
                        hint: 2,
                        en: "Memoized means: remember the value instead of computing it again.",
                        zh: "记忆化的意思是：记住这个值，而不是再算一遍。"
                    )
                }
                if got.results != expected.results && got.computed.allSatisfy({ $0 == 0 }) {
                    return Diagnosis(
                        hint: 1, en: "Return what compute returns: call it the first time.",
                        zh: "返回 compute 返回的值：第一次时调用它。")
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
    /// numbers among them (0, -1, Int.min, Int.max), asked for from zero to
    /// dozens of times, and once a thousand times. Ordinary values come
    /// first, so that a cache that forgets is told apart from one that takes
    /// a number for "not computed yet".
    static func memoCalls(examples: [MemoCall]) -> Inputs<MemoCall> {
        Inputs(
            examples: examples,
            edgeCases: [
                MemoCall(value: 7, calls: 0), MemoCall(value: 7, calls: 1),
                MemoCall(value: 7, calls: 3), MemoCall(value: 7, calls: 1000),
                MemoCall(value: 0, calls: 2), MemoCall(value: -1, calls: 2),
                MemoCall(value: Int.max, calls: 3), MemoCall(value: Int.min, calls: 2),
                MemoCall(value: Int.min + 1, calls: 4),
            ],
            make: { random, size in
                let value: Int =
                    switch Double.random(in: 0..<1, using: &random) {
                    case ..<0.3: random.pick([0, -1, 1, Int.min, Int.max])
                    case ..<0.6: Int.random(in: Int.min...Int.max, using: &random)
                    default: Int.random(in: -1000...1000, using: &random)
                    }
                let calls =
                    random.chance(0.1)
                    ? Int.random(in: 0...200, using: &random)
                    : Int.random(in: 0...min(12, size), using: &random)
                return MemoCall(value: value, calls: calls)
            },
            smaller: { call in
                // A value never shrinks to a likely "not computed yet"
                // number, which stands for another mistake.
                Shrink.integer(call.calls).map { MemoCall(value: call.value, calls: $0) }
                    + Shrink.integer(call.value).filter { !MemoCall.sentinels.contains($0) }.map {
                        MemoCall(value: $0, calls: call.calls)
                    }
            })
    }
}
