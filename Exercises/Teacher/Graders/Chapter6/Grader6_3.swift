import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// 6.3: `loadingFlag(of:download:)` behaves as the reference in the
    /// task's story and a couple of hundred generated ones: the same flag at
    /// the same ticks and the same runs of the download, when the page is
    /// switched on and off (again and again, twice in one tick) while a
    /// download runs, and downloads send one image or several before they
    /// end, fail, or never end.
    static let loadingFlag = Grader("6.3") { judge in
        func story(_ activity: String, _ runs: String...) -> ActivityStory {
            ActivityStory(
                activity: Story.events(activity), runs: runs.map { Story.events($0) },
                work: "download")
        }
        var late = story("-t---", "--(i|)")
        late.lateSubscriberAt = 3
        var disposed = story("-t---f-t", "---(i|)")
        disposed.disposeAt = 3
        let stories = Inputs.activityStories(
            work: "download", values: ["i"],
            examples: [story("--t-----f-t-f-t", "---(i|)", "---(i|)", "--#")],
            edgeCases: [
                story("-t", "-i--|"), story("-t--f", "------(i|)"), story("-t", "--#"),
                story("-t--f", "-i-i---|"), story("-t-f-t", "----"), story("-tf-t", "-(i|)"),
                late, disposed, story("-t-f-t---", "----(i|)"), story("-t-(ft)", "--(i|)"),
                story("-t-t-f", "--i-i-i|"), story("-t-f-t-f-t-f-t", "-(i|)", "--#", "---", "-i|"),
            ],
            subscribers: true, lettingGo: false, endings: .mixed)
        try compareTraces(
            "loadingFlag(of: model, download: download)", judge.answer(Chapter6Calls.loadingFlag),
            with: judge.reference(Chapter6Calls.loadingFlag), on: stories, seed: judge.seed,
            describe: {
                Bilingual(
                    en: "\($0)\nwhere i = an image; the flag's t = true, f = false",
                    zh: ($0.chineseLines + [ChineseLegends.loading]).joined(separator: "\n"))
            }, hint: 2,
            diagnose: diagnoseLoading)
    }

    /// What a difference usually means.
    static func diagnoseLoading(_ story: ActivityStory, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .timeline(let want)? = expected["loading"],
            case .timeline(let have)? = got["loading"]
        else { return nil }
        if have.contains(where: { $0.event.error != nil }) {
            return Diagnosis(
                hint: 2, en: "The flag must never fail: a failed download just stops the spinner.",
                zh: "这个标志绝不能失败：下载失败了，只是让进度 HUD 停下。")
        }
        let values = have.compactMap(\.event.value)
        if zip(values, values.dropFirst()).contains(where: { $0 == $1 }) {
            return Diagnosis(
                hint: 2,
                en: "The same value came twice in a row: drop repeats with distinctUntilChanged().",
                zh: "同一个值连续来了两次：用 distinctUntilChanged() 去掉重复。")
        }
        guard case .spans(let wantRuns)? = expected["the download"],
            case .spans(let haveRuns)? = got["the download"]
        else { return nil }
        if haveRuns.isEmpty && !wantRuns.isEmpty {
            return Diagnosis(
                hint: 2,
                en: "The download never ran: each activation must start it (subscribe to it), and "
                    + "the flag follows it.", zh: "下载从没运行过：每次激活都必须开始它（订阅它），标志跟着它变化。")
        }
        let deactivations = story.activity.filter { $0.event.value == "f" }.map(\.time)
        for (wanted, found) in zip(wantRuns, haveRuns) {
            guard let end = wanted.disposed, deactivations.contains(end),
                found.disposed ?? .max > end
            else { continue }
            return Diagnosis(
                hint: 2,
                en: "The page became inactive at \(end), but its download ran on: cancel it "
                    + "(dispose it) then. Switch to the latest activation's work "
                    + "(switchToLatest); flatMap merges, and lets the old download run on.",
                zh: "页面在第 \(end) 刻变成未激活，但它的下载还在运行：那时就要取消它（释放它）。"
                    + "切换到最新一次激活的工作（switchToLatest）；flatMap 会合并，让旧的下载继续运行。")
        }
        if want == have {
            return Diagnosis(
                hint: 2,
                en:
                    "Run the download once per activation, and cancel it (dispose it) when the page "
                    + "becomes inactive: switch to the latest, don't merge.",
                zh: "每次激活运行一次下载，页面变成未激活时取消它（释放它）：切换到最新的，不要合并。")
        }
        return Diagnosis(
            hint: 2,
            en:
                "True from each activation until its download ends (completes or fails), not at its "
                + "first image; false when inactive.",
            zh: "从每次激活起为 true，直到它的下载结束（完成或失败），而不是到它的第一张图片为止；未激活时为 false。")
    }
}
