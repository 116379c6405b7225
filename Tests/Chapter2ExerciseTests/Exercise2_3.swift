import Chapter2Exercises
import Chapter2Mutants
import Chapter2Reference
import ExerciseGrading
import Testing

/// Grades exercise 2.3: the function `memoized` returns gives what the
/// reference's gives, and calls `compute` exactly when the reference's does
/// (never before the first call, once in all), whatever `compute` returns:
/// 0, negatives, large numbers.
@Suite("2.3 Compute once, then remember")
struct Exercise2_3 {
    typealias Memoized = (@escaping () -> Int) -> () -> Int

    /// Checks any implementation of `memoized(_:)`.
    static func grade(_ memoized: Memoized, seed: Seed) throws {
        try compare(
            { traced($0, memoized) }, with: { traced($0, Chapter2Reference.memoized) },
            on: .memoCalls(examples: [MemoCall(value: 42, calls: 2)]), seed: seed,
            call: \.description, diagnose: diagnose)
    }

    /// A value for `compute` to return, and how many times to ask the memoized function.
    struct MemoCall: CustomStringConvertible {
        var value: Int
        var calls: Int

        var description: String {
            "let answer = memoized { \(value) }, then answer() \(calls) "
                + (calls == 1 ? "time" : "times")
        }
    }

    /// How many times `compute` ran before the first call and after each
    /// call, and what each call returned.
    struct Traced: Equatable, CustomStringConvertible {
        let before: Int
        let results: [Int]
        let computed: [Int]

        var description: String {
            let made = "compute ran \(counted(before, "time")) before the first answer()"
            guard !results.isEmpty else { return made }
            let runs = computed.map(String.init).joined(separator: ", ")
            return "answer() returned \(results); \(made), then \(runs) times in all"
        }
    }

    /// Makes the memoized function of `call` and asks it `call.calls` times,
    /// counting the runs of `compute`.
    static func traced(_ call: MemoCall, _ memoized: Memoized) -> Traced {
        let runs = CallCounter()
        let answer = memoized {
            runs.tick()
            return call.value
        }
        let before = runs.count
        var results: [Int] = []
        var computed: [Int] = []
        for _ in 0..<call.calls {
            results.append(answer())
            computed.append(runs.count)
        }
        return Traced(before: before, results: results, computed: computed)
    }

    /// What a wrong trace usually means.
    static func diagnose(_ call: MemoCall, expected: Traced, got: Traced) -> Diagnosis? {
        if got.before > 0 {
            return Diagnosis(
                hint: 2,
                "Lazy means: not before someone asks. Call compute inside the closure you "
                    + "return, not in memoized itself.")
        }
        if got.results == expected.results && (got.computed.last ?? 0) > 1 {
            if call.value == 0 || call.value == -1 {
                return Diagnosis(
                    hint: 2,
                    "compute may return \(call.value) too: a number cannot mean \"not computed "
                        + "yet\". Keep the cache as an optional, Int?, that starts as nil.")
            }
            return Diagnosis(
                hint: 2, "Memoized means: remember the value instead of computing it again.")
        }
        if got.results != expected.results && got.computed.allSatisfy({ $0 == 0 }) {
            return Diagnosis(hint: 1, "Return what compute returns: call it the first time.")
        }
        return nil
    }

    /// Every wrong answer in `Mutants2_3`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Memoized> {
        [
            "eager": Mutants2_3.eager,
            "forgetful": Mutants2_3.forgetful,
            "zeroMeansNotComputed": Mutants2_3.zeroMeansNotComputed,
            "computesTwiceAtFirst": Mutants2_3.computesTwiceAtFirst,
            "hardCodesTheExample": Mutants2_3.hardCodesTheExample,
        ]
    }

    @Test("your memoized(_:)")
    func yourAnswer() async throws {
        let run = GradingRun("2.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise2_3.grade(Chapter2Exercises.memoized, seed: run.seed) }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants2_3", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("2.3")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise2_3.mutants.first { $0.key == mutant }!.value
                try Exercise2_3.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}

extension Inputs where Input == Exercise2_3.MemoCall {
    /// Values such as 0, -1, small and large numbers, asked for from zero to
    /// five times. Ordinary values come first, so that a cache that forgets is
    /// told apart from a cache that takes 0 or -1 for "not computed yet".
    static func memoCalls(examples: [Exercise2_3.MemoCall]) -> Self {
        typealias Call = Exercise2_3.MemoCall
        return Inputs(
            examples: examples,
            edgeCases: [
                Call(value: 7, calls: 0), Call(value: 7, calls: 1), Call(value: 7, calls: 3),
                Call(value: 0, calls: 2),
                Call(value: -1, calls: 2), Call(value: Int.max, calls: 3),
                Call(value: Int.min, calls: 2),
            ],
            make: { random, size in
                let value =
                    random.chance(0.3)
                    ? random.pick([0, -1, 1]) : Int.random(in: -1000...1000, using: &random)
                return Call(value: value, calls: Int.random(in: 0...min(5, size), using: &random))
            },
            smaller: { call in
                // A value never shrinks to 0 or -1, which stand for other mistakes.
                Shrink.integer(call.calls).filter { $0 >= 0 }.map {
                    Call(value: call.value, calls: $0)
                }
                    + Shrink.integer(call.value).filter { $0 != 0 && $0 != -1 }.map {
                        Call(value: $0, calls: call.calls)
                    }
            })
    }
}
