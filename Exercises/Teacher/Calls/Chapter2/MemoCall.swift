import ExerciseHarness

/// A call of 2.3's `memoized`: the value `compute` returns, and how many
/// times the memoized function is then asked for it.
public struct MemoCall: Codable, Sendable, Hashable, CustomStringConvertible {
    /// What `compute` returns.
    public var value: Int
    /// How many times the memoized function is asked.
    public var calls: Int

    /// A call whose `compute` returns `value`, asked `calls` times.
    public init(value: Int, calls: Int) {
        self.value = value
        self.calls = calls
    }

    /// The call as a learner would write it.
    public var description: String {
        "let answer = memoized { \(written(value)) }, then answer() \(times(calls))"
    }

    /// Makes the memoized function and asks it `calls` times, counting the runs of `compute`.
    func traced(_ memoized: (@escaping () -> Int) -> () -> Int) -> MemoTrace {
        let runs = CallCounter()
        let value = value
        let answer = memoized {
            runs.tick()
            return value
        }
        let before = runs.count
        var results: [Int] = []
        var computed: [Int] = []
        for _ in 0..<calls {
            results.append(answer())
            computed.append(runs.count)
        }
        return MemoTrace(before: before, results: results, computed: computed)
    }
}

/// How many times `compute` ran before the first call of the memoized
/// function, what each call returned, and how many runs there were in all
/// after each call.
public struct MemoTrace: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The runs of `compute` before the first call.
    public let before: Int
    /// What each call returned.
    public let results: [Int]
    /// The runs of `compute` in all, after each call.
    public let computed: [Int]

    /// A trace of these runs and results.
    public init(before: Int, results: [Int], computed: [Int]) {
        self.before = before
        self.results = results
        self.computed = computed
    }

    /// The results and the runs, in words.
    public var description: String {
        let made = "compute ran \(times(before)) before the first answer()"
        guard !results.isEmpty else { return made }
        return "answer() returned \(written(results)); \(made), then "
            + "\(written(computed).dropFirst().dropLast()) times in all"
    }
}
