import Chapter5Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting

extension Graders {
    /// 5.6: `fullSizePhoto(_:fetchDetails:downloadFullSize:)` behaves as the
    /// reference in the task's story and a couple of hundred generated ones:
    /// photos with any id, name and rating; details that fail, complete late,
    /// never end, or come twice (a response sent again, whose download may
    /// finish before the first one's); downloads that fail, never end or send
    /// the image twice; the page closing while a download runs; a second
    /// subscriber. The same photos at the same ticks, each download started
    /// with its details as soon as they arrive, either step's error passed
    /// on, and the downloads cancelled when the page closes.
    static let fullSizePhoto = Grader("5.6") { judge in
        try compareTraces(
            "fullSizePhoto(photo, fetchDetails: fetchDetails, downloadFullSize: downloadFullSize)",
            judge.answer(Chapter5Calls.fullSizePhoto),
            with: judge.reference(Chapter5Calls.fullSizePhoto), on: .detailsStories,
            seed: judge.seed, describe: \.told, hint: 2,
            diagnose: diagnoseDetails)
    }

    /// What a difference usually means.
    static func diagnoseDetails(_ story: DetailsStory, expected: Trace, got: Trace) -> Diagnosis? {
        if case .fact(let given)? = got["downloadFullSize was given"],
            given.contains("listing's photo")
        {
            return Diagnosis(
                hint: 2,
                en: "Start the download from the details, as soon as they arrive: flatMap on "
                    + "fetchDetails(photo), and give downloadFullSize the details.",
                zh: "详情一到，就从它开始下载：对 fetchDetails(photo) 用 flatMap，"
                    + "并把详情交给 downloadFullSize。")
        }
        func events(_ trace: Trace, _ name: String) -> [Recorded<String>] {
            guard case .timeline(let events)? = trace[name] else { return [] }
            return events
        }
        func spans(_ trace: Trace, _ name: String) -> [SubscriptionSpan] {
            guard case .spans(let spans)? = trace[name] else { return [] }
            return spans
        }
        let want = events(expected, "the page receives")
        let have = events(got, "the page receives")
        let closed = story.disposeAt ?? .max
        let wantFetches = spans(expected, "fetchDetails(photo)")
        let haveFetches = spans(got, "fetchDetails(photo)")
        if let end = haveFetches.first?.disposed, end < wantFetches.first?.disposed ?? .max,
            end < closed
        {
            return Diagnosis(
                hint: 2,
                en:
                    "fetchDetails(photo) was cancelled at \(end), after its first details: they may "
                    + "come again (a response sent twice), and the page shows each and starts "
                    + "its download. Take every value of fetchDetails(photo), not just the first.",
                zh: "fetchDetails(photo) 在第一份详情之后、第 \(end) 刻被取消了：详情可能再来一次（回应发送了两次），"
                    + "页面要显示每一份，并开始它的下载。取 fetchDetails(photo) 的每一个值，不只是第一个。")
        }
        let wantDownloads = spans(expected, "downloadFullSize(details)")
        let haveDownloads = spans(got, "downloadFullSize(details)")
        let waiting =
            "start each download at once (flatMap), without waiting for the one before "
            + "to end (concat)."
        let waitingZh = "每次下载都立即开始（flatMap），不要等前一次结束（concat）。"
        if haveDownloads.count < wantDownloads.count, wantFetches == haveFetches {
            return Diagnosis(
                hint: 2,
                en: "The details came \(wantDownloads.count) times but only \(haveDownloads.count) "
                    + "download\(haveDownloads.count == 1 ? "" : "s") started: " + waiting,
                zh: "详情来了 \(wantDownloads.count) 次，但只开始了 \(haveDownloads.count) 次下载："
                    + waitingZh)
        }
        for (wanted, found) in zip(wantDownloads, haveDownloads) {
            if found.subscribed > wanted.subscribed {
                return Diagnosis(
                    hint: 2,
                    en:
                        "A download started at \(found.subscribed), not at \(wanted.subscribed) when "
                        + "its details arrived: " + waiting,
                    zh: "有一次下载在第 \(found.subscribed) 刻开始，"
                        + "而不是在它的详情到达的第 \(wanted.subscribed) 刻：" + waitingZh)
            }
            if let end = found.disposed, end < (wanted.disposed ?? .max), end < closed {
                return Diagnosis(
                    hint: 2,
                    en: "A download was cancelled at \(end) while the page was still open: details "
                        + "sent again start a download of their own, and must not cancel the "
                        + "earlier one (flatMap keeps both; switchToLatest cancels it).",
                    zh: "一次下载在第 \(end) 刻被取消了，而页面还开着：再次发送的详情会开始它自己的下载，"
                        + "不能取消之前那个（flatMap 两个都保留；switchToLatest 会取消它）。")
            }
        }
        if want.contains(where: { $0.event.value == "e" })
            && !have.contains(where: { $0.event.value == "e" })
        {
            return Diagnosis(
                hint: 2,
                en: "The details came again, and the page must show them too as soon as they "
                    + "arrive, then start their download.", zh: "详情又来了一次，页面也必须一到就显示它，然后开始它的下载。")
        }
        if expected["downloadFullSize(details)"] != got["downloadFullSize(details)"], want == have {
            return Diagnosis(
                hint: 2,
                en: "When the page closes, its subscription is disposed, and that must cancel the "
                    + "download: keep it inside the chain (flatMap, concat), not in a "
                    + "subscription of its own.",
                zh: "页面关闭时，它的订阅被释放，这必须取消下载：把下载留在链里（flatMap、concat），不要放进它自己的订阅里。")
        }
        let sent = have.compactMap(\.event.value)
        if sent.contains("l") {
            return Diagnosis(
                hint: 2,
                en: "Add the image to a copy of the details (var complete = details), not to the "
                    + "listing's photo: the page shows the comment count from the details.",
                zh: "把图片加到详情的副本上（var complete = details），不要加到列表里的照片上：页面显示的评论数来自详情。")
        }
        if want.compactMap(\.event.value).first == "d" && sent.first != "d" {
            return Diagnosis(
                hint: 2,
                en: "Send the details as soon as they arrive, then the download's photo: "
                    + "Signal.just(details).concat(…).",
                zh: "详情一到就发送，然后发送下载来的照片：Signal.just(details).concat(…)。")
        }
        if want.contains(where: { $0.event.error != nil })
            && !have.contains(where: { $0.event.error != nil })
        {
            return Diagnosis(
                hint: 2, en: "A failed step must end the result with its error: the page shows it.",
                zh: "失败的步骤必须用它的错误结束结果：页面会显示它。")
        }
        return Diagnosis(
            hint: 2,
            en: "The details when they arrive, then the details with the image when it comes, then "
                + "the completion (or either step's error).",
            zh: "详情到达时发送它，图片来了再发送带图片的详情，然后是完成（或任一步骤的错误）。")
    }
}

extension Inputs where Input == DetailsStory {
    /// The task's story, a failed download, failed details, a page that
    /// closes while the download runs, details that complete late or never,
    /// details sent twice (the second download finishing first), an image
    /// sent twice, a second subscriber, photos with ids, names and ratings
    /// from all over their range; then generated stories.
    static var detailsStories: Inputs<DetailsStory> {
        typealias Listed = DetailsStory.Listed
        let astronaut = Listed(
            id: 1001, name: "Astronaut Eileen Collins", photographer: "NASA", rating: 98.4)
        let listed = [
            astronaut,
            Listed(
                id: 1002, name: "Chelsea the Cat", photographer: "Stefan van der Walt", rating: 97.9
            ),
            Listed(id: Int.max, name: "", photographer: "", rating: 100),
            Listed(id: Int.min, name: "日本の秋 🍁", photographer: "山田", rating: 150.5),
            Listed(
                id: 0, name: String(repeating: "long ", count: 60), photographer: "x", rating: -2),
            Listed(id: -7, name: "e\u{301}te\u{301}", photographer: "Zoë", rating: 1e300),
            Listed(id: 3, name: "Zero", photographer: "Nobody", rating: -0.0),
        ]
        func story(
            _ details: String, _ downloads: String..., disposeAt: Int? = nil,
            lateSubscriberAt: Int? = nil, photo: Listed? = nil
        ) -> DetailsStory {
            DetailsStory(
                listed: photo ?? astronaut, details: Story.events(details),
                downloads: downloads.map { Story.events($0) }, disposeAt: disposeAt,
                lateSubscriberAt: lateSubscriberAt)
        }
        return Inputs(
            examples: [story("--(d|)", "---(i|)")],
            edgeCases: [
                story("--(d|)", "--#"), story("-#", "---(i|)"),
                story("--(d|)", "----(i|)", disposeAt: 4), story("--d---|", "--(i|)"),
                story("--d", "--(i|)"), story("-(d|)", "------", disposeAt: 5),
                story("--(d|)", "---(i|)", lateSubscriberAt: 3), story("--|", "--(i|)"),
                story("-d-e|", "-----(i|)", "-(i|)"), story("-d-(e|)", "---(i|)"),
                story("-d-e|", "----(i|)", disposeAt: 5), story("--(d|)", "-i-i|"),
                story("-d|", "--(i|)", photo: listed[2]), story("-d|", "--(i|)", photo: listed[3]),
                story("-d|", "--(i|)", photo: listed[4]), story("-d|", "--(i|)", photo: listed[5]),
            ],
            make: { random, size in
                let details = random.script(
                    ticks: 1...3, values: random.chance(0.3) ? ["d", "e"] : ["d"],
                    maxValues: random.chance(0.25) ? 2 : 1,
                    endings: ScriptEndings(completed: 0.8, error: 0.15))
                let downloads = (0..<Int.random(in: 1...2, using: &random)).map { _ in
                    random.script(
                        ticks: 1...max(1, size / 2 + 1), values: ["i"],
                        maxValues: random.chance(0.15) ? 2 : 1,
                        endings: ScriptEndings(completed: 0.7, error: 0.2))
                }
                let subscribeAt = random.chance(0.15) ? Int.random(in: 1...2, using: &random) : 0
                return DetailsStory(
                    listed: random.chance(0.6) ? astronaut : random.pick(listed),
                    details: details, downloads: downloads, subscribeAt: subscribeAt,
                    disposeAt: random.chance(0.35)
                        ? subscribeAt + Int.random(in: 1...7, using: &random) : nil,
                    lateSubscriberAt: random.chance(0.2)
                        ? Int.random(in: 1...6, using: &random) : nil)
            },
            smaller: { story in
                var candidates: [DetailsStory] = []
                func with(_ change: (inout DetailsStory) -> Void) {
                    var changed = story
                    change(&changed)
                    candidates.append(changed)
                }
                if story.lateSubscriberAt != nil { with { $0.lateSubscriberAt = nil } }
                if story.disposeAt != nil { with { $0.disposeAt = nil } }
                if story.subscribeAt > 0 {
                    with {
                        $0.subscribeAt -= 1
                        $0.disposeAt = $0.disposeAt.map { $0 - 1 }
                    }
                }
                if story.listed != astronaut { with { $0.listed = astronaut } }
                if story.downloads.count > 1 { with { $0.downloads.removeLast() } }
                for details in Shrink.events(story.details, earliest: 1) {
                    with { $0.details = details }
                }
                for (index, download) in story.downloads.enumerated() {
                    for simpler in Shrink.events(download, earliest: 1) {
                        with { $0.downloads[index] = simpler }
                    }
                }
                return candidates
            })
    }
}
