import ReactiveTesting

/// Throws a `WrongAnswer` unless `answer` and `reference` leave the same
/// `Trace` in every case of `cases`: the examples, the edge cases, then
/// `count` generated ones from `seed`, smallest first.
///
/// Use it where an exercise's case is more than one signal: a cell configured
/// and reused at given ticks, a view model switched on and off while its
/// importer answers or fails. Each closure plays the case on a fresh
/// `TestScheduler` and writes down what happened. On the first difference
/// the case is shrunk while the two still differ, and the message shows the
/// smallest failing case (as `describe` draws it), then each part of the
/// trace that differs, expected above got.
///
/// ```swift
/// try compareTraces(
///     "configure(cell, thumbnail:)", { play($0, Chapter5Exercises.configure) },
///     with: { play($0, Chapter5Reference.configure) },
///     on: .cellStories, seed: seed, describe: \.description, hint: 2)
/// ```
public func compareTraces<Case>(
    _ call: String, _ answer: (Case) -> Trace, with reference: (Case) -> Trace,
    on cases: Inputs<Case>, seed: Seed, count: Int = 150, maxSize: Int = 10,
    describe: (Case) -> String, hint: Int = 1, because explanation: String? = nil,
    diagnose: (_ case: Case, _ expected: Trace, _ got: Trace) -> Diagnosis? = { _, _, _ in nil }
) throws {
    func differs(_ story: Case) -> (expected: Trace, got: Trace)? {
        let expected = reference(story)
        let got = calling(call + " in a story") { answer(story) }
        return got == expected ? nil : (expected, got)
    }
    let all = cases.all(seed: seed, count: count, maxSize: maxSize)
    for story in all {
        guard let difference = differs(story) else { continue }
        let (smallest, found) = shrink(story, difference, cases.smaller, differs, budget: 600)
        let diagnosis = diagnose(smallest, found.expected, found.got)
        let comparison =
            ["in this story:"]
            + describe(smallest).split(separator: "\n").map { "  " + $0 }
            + found.got.differences(from: found.expected)
        throw WrongAnswer(
            call: call, comparison: comparison.joined(separator: "\n"),
            explanation: [
                diagnosis?.because ?? explanation,
                "(The smallest failing story found among \(all.count), compared with the "
                    + "reference solution.)",
            ].compactMap { $0 }.joined(separator: "\n  "),
            hint: diagnosis?.hint ?? hint)
    }
}

extension Stage {
    /// A fresh stage for `story`, for graders that play a story themselves
    /// (with `compareTraces`): its sources are scheduled, nothing has run yet.
    ///
    /// ```swift
    /// let stage = Stage.playing(story)
    /// let text = stage.scheduler.record(liveRatingText(of: model, ratings: ratings))
    /// stage.scheduler.advance(to: story.lastTick + 12)
    /// ```
    public static func playing(_ story: Story) -> Stage {
        Stage(story)
    }

    /// When the source called `name` in `story` was subscribed and disposed.
    public func spans(ofSource name: String, in story: Story) -> [SubscriptionSpan] {
        subscriptions(story).first { $0.what == name }?.spans ?? []
    }
}
