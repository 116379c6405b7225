import Chapter5Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

extension Graders {
    /// 5.4: `sharedPhotos(request:decode:)` behaves as the reference,
    /// `publish()` and `autoconnect()`, in the task's story and a couple of
    /// hundred generated ones, with dozens of screens that come and go, and
    /// requests that answer once or twice, with listings of any size, cut-off
    /// JSON, or never: the same photos, errors and completions for every
    /// subscriber, one request from the first subscriber, cancelled when
    /// every subscriber has left, decoded once, and no replay for a
    /// subscriber who comes after the photos. Then against the real photo
    /// server, whose request log must show one `GET /v1/photos` for two and
    /// for ten subscribers.
    static let sharedPhotos = Grader("5.4") { judge in
        try compareTraces(
            "sharedPhotos(request: request, decode: decode)",
            judge.answer(Chapter5Calls.sharedPhotos),
            with: judge.reference(Chapter5Calls.sharedPhotos), on: .screenStories,
            seed: judge.seed, describe: \.told, hint: 2,
            diagnose: diagnoseSharing)
        try compare(
            judge.answer(Chapter5Calls.sharedPhotosOnTheServer),
            with: judge.reference(Chapter5Calls.sharedPhotosOnTheServer),
            on: Inputs(
                examples: [ServerCheck(subscribers: 2), ServerCheck(subscribers: 10)],
                make: { _, _ in ServerCheck(subscribers: 2) }, smaller: { _ in [] }),
            seed: judge.seed, count: 0, call: \.description, hint: 2,
            diagnose: { _, expected, got in
                guard got.requests > expected.requests else { return nil }
                return Diagnosis(
                    hint: 2, en: "Every subscriber must share one request.", zh: "所有订阅者必须共用一个请求。")
            })
    }

    /// What a difference usually means.
    static func diagnoseSharing(_ story: SharingStory, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .spans(let want)? = expected["the request"],
            case .spans(let have)? = got["the request"]
        else { return nil }
        if have.count > want.count {
            return Diagnosis(
                hint: 2,
                en: "Some subscribers sent a request of their own: share one with publish(), among "
                    + "all who arrive while it runs, however many they are.",
                zh: "有些订阅者发出了自己的请求：用 publish() 让请求运行期间到来的所有订阅者共用一个，不管有多少个。")
        }
        if let first = have.first?.subscribed, first < (want.first?.subscribed ?? .max) {
            return Diagnosis(
                hint: 2,
                en: "The request went out before anyone subscribed: autoconnect() waits for the "
                    + "first subscriber, connect() and a subject fed at once do not.",
                zh: "请求在任何人订阅之前就发出去了：autoconnect() 会等第一个订阅者，"
                    + "connect() 和立即被喂数据的 subject 则不会。")
        }
        let screens = story.subscribers.indices.map { "subscriber \($0 + 1)" }
        func events(_ trace: Trace, _ name: String) -> [Recorded<String>] {
            guard case .timeline(let events)? = trace[name] else { return [] }
            return events
        }
        if screens.contains(where: { screen in
            events(expected, screen).contains { $0.event.error != nil }
                && !events(got, screen).contains { $0.event.error != nil }
        }) {
            return Diagnosis(
                hint: 2,
                en: "A body that does not decode must end every subscriber's photos with decode's "
                    + "error: don't turn it into an empty end (try?, catchTo) on the way.",
                zh: "body 解码不了时，必须用 decode 的错误结束每个订阅者的 photos："
                    + "不要在半路上把它变成空的结束（try?、catchTo）。")
        }
        if let end = want.first?.disposed,
            story.subscribers.contains(where: { $0.leavesAt == end }),
            have.first?.disposed ?? .max > end
        {
            return Diagnosis(
                hint: 2,
                en: "Every subscriber left before the answer, so the request must be cancelled: "
                    + "autoconnect() disconnects when the last subscriber leaves. A replay "
                    + "keeps it running for subscribers who may never come.",
                zh: "所有订阅者都在回答之前离开了，所以请求必须被取消：最后一个订阅者离开时，autoconnect() 会断开连接。"
                    + "重放（replay）则会为可能永远不来的订阅者让请求继续运行。")
        }
        if expected["decode called"] != got["decode called"] {
            return Diagnosis(
                hint: 2,
                en: "Share after decoding, so that the subscribers share the decoded photos too.",
                zh: "在解码之后再共享，这样订阅者也共用解码好的照片。")
        }
        if screens.contains(where: { screen in
            events(got, screen).compactMap(\.event.value).count
                > events(expected, screen).compactMap(\.event.value).count
        }) {
            return Diagnosis(
                hint: 2,
                en: "publish() shares through a plain subject: a subscriber who arrives after the "
                    + "photos were sent gets only what is still to come, never a replay. This "
                    + "exercise is about publish and autoconnect, not replayLazily.",
                zh: "publish() 通过一个普通的 subject 共享：照片发出之后才到的订阅者，只能拿到之后还要来的东西，"
                    + "永远不会有重放。这个练习讲的是 publish 和 autoconnect，不是 replayLazily。")
        }
        return Diagnosis(
            hint: 2,
            en: "Every subscriber who arrives while the request runs gets the photos, then the "
                + "completion or the error; one who comes later gets only what is still to come.",
            zh: "请求运行期间到来的每个订阅者都拿到照片，然后是完成或错误；之后才来的只拿到之后还要来的东西。")
    }
}

extension Inputs where Input == SharingStory {
    /// The task's story, then screens that come after the photos, all leave
    /// before the answer, or leave while another stays; ten screens at once
    /// and ten that come and go; cut-off JSON, listings of none and of 150
    /// photos, a request that answers twice or never; then generated stories
    /// of one to 41 screens (log-uniform; eleven, one past the ten the task
    /// mentions, among the edge cases) and requests that answer, fail or
    /// never end.
    static var screenStories: Inputs<SharingStory> {
        typealias Screen = SharingStory.Subscriber
        func story(_ request: String, _ screens: Screen...) -> SharingStory {
            SharingStory(request: Story.events(request), subscribers: screens)
        }
        func story(_ request: String, _ screens: [Screen]) -> SharingStory {
            SharingStory(request: Story.events(request), subscribers: screens)
        }
        return Inputs(
            examples: [story("--b|", Screen(from: 1), Screen(from: 2))],
            edgeCases: [
                story("--b|", Screen(from: 1), Screen(from: 6)),
                story("---b|", Screen(from: 1, leavesAt: 2), Screen(from: 5)),
                story("---b|", Screen(from: 1, leavesAt: 2), Screen(from: 2)),
                story("--x|", Screen(from: 1), Screen(from: 2)),
                story("--s-|", Screen(from: 1), Screen(from: 4)),
                story("-----", Screen(from: 1), Screen(from: 3, leavesAt: 4)),
                story("-b|", Screen(from: 0), Screen(from: 0)),
                story("--b|", Screen(from: 1, leavesAt: 5), Screen(from: 2)),
                story("--z|", Screen(from: 1), Screen(from: 2)),
                story("--l|", Screen(from: 0), Screen(from: 1)),
                story("-b-s|", Screen(from: 0), Screen(from: 2), Screen(from: 3)),
                story("---b|", (0..<10).map { _ in Screen(from: 1) }),
                story(
                    "----b|",
                    (0..<10).map { Screen(from: $0, leavesAt: $0 % 3 == 0 ? $0 + 2 : nil) }),
                story("---x|", (0..<10).map { Screen(from: $0 / 2) }),
                story("---b|", (0..<11).map { Screen(from: $0 % 4) }),
            ],
            make: { random, size in
                let request = random.script(
                    ticks: 1...max(2, size / 2 + 1), values: ImportBodies.letters, maxValues: 2,
                    endings: ScriptEndings(completed: 0.7, error: 0.15))
                let count = 1 + random.size(upTo: 40)
                let screens = (0..<count).map { _ -> Screen in
                    let from = Int.random(in: 0...(size + 2), using: &random)
                    let leaves =
                        random.chance(0.3) ? from + Int.random(in: 1...4, using: &random) : nil
                    return Screen(from: from, leavesAt: leaves)
                }
                return SharingStory(request: request, subscribers: screens)
            },
            smaller: { story in
                var candidates = Shrink.list(story.subscribers, element: \.simpler)
                    .filter { !$0.isEmpty }
                    .map { SharingStory(request: story.request, subscribers: $0) }
                candidates += Shrink.events(story.request, earliest: 1).map {
                    SharingStory(request: $0, subscribers: story.subscribers)
                }
                return candidates
            })
    }
}
