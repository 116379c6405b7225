import Chapter5Calls
import ExerciseGrading
import ExerciseHarness

extension Graders {
    /// 5.3: `thumbnail(from:decode:deliveringOn:)` behaves as the reference
    /// in the task's story and a couple of hundred generated ones: bodies of
    /// every kind (thumbnails of several sizes, cut-off bytes, no bytes at
    /// all, another format), several per body, the same one again, bodies
    /// that fail or never end; main running at any ticks; early disposal, a
    /// late subscriber. The same images, errors and completions at the same
    /// ticks, each event handed over while main runs, `decode` called off main.
    static let thumbnail = Grader("5.3") { judge in
        let examples = [
            Story(["body": "--a|", "main": "---x--x"]),
            Story(["body": "--b|", "main": "---x--x"]),
        ]
        let edgeCases = [
            Story(["body": "--e|", "main": "---x--x"]),
            Story(["body": "--f|", "main": "---x--x"]),
            Story(["body": "-a-c|", "main": "--x-x-x"]),
            Story(["body": "-d-d-g|", "main": "----x--x"]),
            Story(["body": "-a--", "main": "--x-x"]),
            Story(["body": "-a-#", "main": "--x--x"]),
            Story(["body": "-a-b-c|", "main": "------x"]),
            Story(["body": "-(ac)|", "main": "-x-x"]),
            Story(["body": "-a|", "main": ""]),
            Story(["body": "---a|", "main": "x-x-x-x"]),
            Story(["body": "-a-c-d|", "main": "--x-x-x-x"], disposeAt: 4),
            Story(["body": "-a-c-d|", "main": "--x-x-x-x"], lateSubscriberAt: 3),
            Story(["body": "-a--c|", "main": "--x--x-x"], subscribeAt: 2),
        ]
        let stories = Inputs.stories(
            [
                SourcePlan(
                    "body", values: ThumbnailBodies.letters, maxValues: 4, plainest: "a"),
                SourcePlan(
                    "main", values: ["x"], maxValues: 6,
                    endings: ScriptEndings(completed: 0, error: 0)),
            ], examples: examples, edgeCases: edgeCases)
        try compareTraces(
            "thumbnail(from: body, decode: decode, deliveringOn: main)",
            judge.answer(Chapter5Calls.thumbnail), with: judge.reference(Chapter5Calls.thumbnail),
            on: stories, seed: judge.seed,
            describe: { $0.description + "\n" + ThumbnailBodies.legend }, hint: 2,
            diagnose: diagnoseThumbnail)
    }

    /// What a difference usually means.
    static func diagnoseThumbnail(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        func calls(_ trace: Trace) -> [Substring] {
            guard case .fact(let places)? = trace["decode called"], places != "never" else {
                return []
            }
            return places.split(separator: ",")
        }
        if calls(got).contains(where: { $0.hasSuffix("on main") }) {
            return Diagnosis(
                hint: 2,
                "decode ran on main: decode first, where the bytes arrive, then deliverOn(main).")
        }
        if case .fact(let places)? = got["each event handed over"], places.contains("off main") {
            return Diagnosis(
                hint: 2,
                "An event reached the subscriber while main was not running: deliver with "
                    + "deliverOn(main), after the decoding.")
        }
        guard case .spans(let spans)? = got["body"], case .spans(let wanted)? = expected["body"]
        else { return nil }
        if spans.first?.subscribed != wanted.first?.subscribed {
            return Diagnosis(
                hint: 2,
                "The body must be subscribed at once: subscribeOn(main) moves the "
                    + "subscription to main, but only the delivery belongs there.")
        }
        if spans.first?.disposed ?? .max < wanted.first?.disposed ?? .max {
            return Diagnosis(hint: 2, "Decode every body that arrives, not only the first.")
        }
        let body = story.sources.first { $0.name == "body" }?.events ?? []
        if calls(got).count < calls(expected).count,
            body.contains(where: { $0.event.value == "e" })
        {
            return Diagnosis(
                hint: 2,
                "Every body goes to decode, one with no bytes at all too: decode decides what is "
                    + "a thumbnail, and rejects that one with an error.")
        }
        func failed(_ trace: Trace, _ name: String) -> Bool {
            guard case .timeline(let events)? = trace[name] else { return false }
            return events.contains { $0.event.error != nil }
        }
        if failed(expected, "the thumbnail") && !failed(got, "the thumbnail")
            || failed(expected, "the late subscriber's thumbnail")
                && !failed(got, "the late subscriber's thumbnail")
        {
            return Diagnosis(
                hint: 2,
                "When decode throws, end the signal with that error (delivered on main like the "
                    + "image would have been): never drop it, nor turn it into a completion.")
        }
        if wanted.first?.disposed != nil && spans.first?.disposed == nil {
            return Diagnosis(
                hint: 2,
                "When decode throws, end the signal with that error (delivered on main like the "
                    + "image would have been), which also ends the body.")
        }
        if calls(expected) != calls(got) {
            return Diagnosis(
                hint: 2,
                "decode must run where each body arrives, before deliverOn(main), not when main "
                    + "gets round to it.")
        }
        return Diagnosis(
            hint: 2,
            "Deliver every image, the completion and a decoding error on main, each when main "
                + "runs its queue.")
    }
}
