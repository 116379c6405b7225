import Chapter5Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

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
            describe: {
                Bilingual(
                    en: $0.description + "\n" + ThumbnailBodies.legend,
                    zh: $0.told(in: .chinese) + "\n" + ChineseLegends.thumbnail)
            }, hint: 2,
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
                en:
                    "decode ran on main: decode first, where the bytes arrive, then deliverOn(main).",
                zh: "decode 在 main 上运行了：先在字节到达的地方 decode，然后再 deliverOn(main)。")
        }
        if case .fact(let places)? = got["each event handed over"], places.contains("off main") {
            return Diagnosis(
                hint: 2,
                en: "An event reached the subscriber while main was not running: deliver with "
                    + "deliverOn(main), after the decoding.",
                zh: "有事件在 main 没有运行时到达了订阅者：解码之后，用 deliverOn(main) 传递。")
        }
        guard case .spans(let spans)? = got["body"], case .spans(let wanted)? = expected["body"]
        else { return nil }
        if spans.first?.subscribed != wanted.first?.subscribed {
            return Diagnosis(
                hint: 2,
                en: "The body must be subscribed at once: subscribeOn(main) moves the "
                    + "subscription to main, but only the delivery belongs there.",
                zh: "body 必须立即被订阅：subscribeOn(main) 把订阅也挪到了 main 上；该放到 main 上的只有事件的传递（deliverOn）。")
        }
        if spans.first?.disposed ?? .max < wanted.first?.disposed ?? .max {
            return Diagnosis(
                hint: 2, en: "Decode every body that arrives, not only the first.",
                zh: "每个到达的 body 都要解码，不只是第一个。")
        }
        let body = story.sources.first { $0.name == "body" }?.events ?? []
        if calls(got).count < calls(expected).count,
            body.contains(where: { $0.event.value == "e" })
        {
            return Diagnosis(
                hint: 2,
                en:
                    "Every body goes to decode, one with no bytes at all too: decode decides what is "
                    + "a thumbnail, and rejects that one with an error.",
                zh: "每个 body 都要交给 decode，一个字节都没有的也一样：由 decode 决定什么是缩略图，它会用一个错误拒绝那个 body。")
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
                en:
                    "When decode throws, end the signal with that error (delivered on main like the "
                    + "image would have been): never drop it, nor turn it into a completion.",
                zh: "decode 抛出错误时，用那个错误结束信号（像图片本该那样在 main 上传递）：永远不要丢掉它，也不要把它变成完成。")
        }
        if wanted.first?.disposed != nil && spans.first?.disposed == nil {
            return Diagnosis(
                hint: 2,
                en:
                    "When decode throws, end the signal with that error (delivered on main like the "
                    + "image would have been), which also ends the body.",
                zh: "decode 抛出错误时，用那个错误结束信号（像图片本该那样在 main 上传递），这也会结束 body。")
        }
        if calls(expected) != calls(got) {
            return Diagnosis(
                hint: 2,
                en:
                    "decode must run where each body arrives, before deliverOn(main), not when main "
                    + "gets round to it.",
                zh: "decode 必须在每个 body 到达的地方、在 deliverOn(main) 之前运行，而不是等 main 轮到它的时候。")
        }
        return Diagnosis(
            hint: 2,
            en: "Deliver every image, the completion and a decoding error on main, each when main "
                + "runs its queue.", zh: "每张图片、完成事件和解码错误都在 main 上传递，每个都在 main 运行它的队列时传递。")
    }
}
