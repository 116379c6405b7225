import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// 6.4: `PopularPhotosViewModel` behaves as the reference in the task's
    /// story and a couple of hundred generated ones: the same photos and
    /// error messages at the same ticks for the grid, a later title bar and
    /// dozens more screens (nine, one past the eight the task mentions,
    /// among the edge cases); the same imports (none before the first
    /// activation, one per activation while the list is empty, whatever the
    /// number of subscribers), when imports fail in several ways, find no
    /// photos, send a second list, or still run when the screen goes off; and
    /// a view model the screen lets go is freed.
    static let popularPhotos = Grader("6.4") { judge in
        func story(
            _ activity: String, _ runs: String..., titleAt: Int? = nil, more: [Int] = [],
            letGoAt: Int? = nil
        ) -> ActivityStory {
            ActivityStory(
                activity: Story.events(activity), runs: runs.map { Story.events($0) },
                work: "import", lateSubscriberAt: titleAt, moreSubscribersAt: more,
                letGoAt: letGoAt)
        }
        let stories = Inputs.activityStories(
            work: "import", values: ["p", "q", "e"],
            examples: [story("--t--f-t", "--(p|)", titleAt: 1)],
            edgeCases: [
                story("-t--f-t", "--#", "--(p|)"), story("-t-f---t", "---(p|)"),
                story("--t", "--(p|)", letGoAt: 6), story("-t-f-t-f-t", "-#"),
                story("-t", "--(p|)", titleAt: 5), story("-t-f-t", "--#", "---(p|)", titleAt: 2),
                story("-t", "-#", letGoAt: 4), story("", "-(p|)", letGoAt: 2),
                story("-t-f-t", "-(e|)", "-(p|)"), story("-t-f-t-f-t", "-#", "-#", "-#"),
                story("-t", "-p-q|"), story("-t-f-t", "-q|", "-(p|)"),
                story("-t", "--(p|)", titleAt: 1, more: [0, 1, 1, 2, 3, 3, 4, 6]),
                story("-t-f-t", "--#", "--(p|)", titleAt: 2, more: Array(repeating: 2, count: 8)),
                story("-t-f-t", "--(p|)", "--q|", titleAt: 1, more: Array(0..<9)),
            ],
            subscribers: true, screens: 41, lettingGo: true,
            endings: ScriptEndings(completed: 0.6, error: 0.35))
        try compareTraces(
            "PopularPhotosViewModel(importer: importer)", judge.answer(Chapter6Calls.popularPhotos),
            with: judge.reference(Chapter6Calls.popularPhotos), on: stories, seed: judge.seed,
            describe: tellGallery, hint: 2, diagnose: diagnoseGallery)
    }

    /// The story, told as the screens see it.
    static func tellGallery(_ story: ActivityStory) -> Bilingual {
        Bilingual(en: tellGalleryInEnglish(story), zh: tellGalleryInChinese(story))
    }

    /// The story, told as the screens see it, in Chinese.
    static func tellGalleryInChinese(_ story: ActivityStory) -> String {
        var lines = story.chineseLines
        var screens = "第 \(story.subscribeAt) 刻网格订阅 photos 和 errorMessage"
        if let disposeAt = story.disposeAt { screens += "，第 \(disposeAt) 刻离开" }
        if let titleAt = story.lateSubscriberAt {
            screens += "；第 \(titleAt) 刻标题栏订阅 photos"
        }
        if !story.moreSubscribersAt.isEmpty {
            let ticks = story.moreSubscribersAt.map(String.init).joined(separator: "、")
            screens += "；另有 \(story.moreSubscribersAt.count) 个界面在第 \(ticks) 刻订阅 photos"
        }
        if let letGoAt = story.letGoAt {
            screens += "；第 \(letGoAt) 刻界面放开了视图模型"
        }
        lines[lines.count - 1] = screens
        return (lines + [ChineseLegends.gallery]).joined(separator: "\n")
    }

    /// The story, told as the screens see it, in English.
    static func tellGalleryInEnglish(_ story: ActivityStory) -> String {
        var lines = story.description.split(separator: "\n").map(String.init)
        var screens = "the grid subscribes to photos and errorMessage at \(story.subscribeAt)"
        if let disposeAt = story.disposeAt { screens += " and leaves at \(disposeAt)" }
        if let titleAt = story.lateSubscriberAt {
            screens += "; the title bar to photos at \(titleAt)"
        }
        if !story.moreSubscribersAt.isEmpty {
            let ticks = story.moreSubscribersAt.map(String.init).joined(separator: ", ")
            screens += "; \(story.moreSubscribersAt.count) more screens to photos at \(ticks)"
        }
        if let letGoAt = story.letGoAt {
            screens += "; the screen lets the view model go at \(letGoAt)"
        }
        lines[lines.count - 1] = screens
        return (lines + [GalleryLetters.legend]).joined(separator: "\n")
    }

    /// What a difference usually means.
    static func diagnoseGallery(_ story: ActivityStory, expected: Trace, got: Trace)
        -> Diagnosis?
    {
        if expected["the view model, once let go"] != got["the view model, once let go"] {
            return Diagnosis(
                hint: 2, en: "Capture local copies of the properties in closures, never self.",
                zh: "在闭包里捕获属性的本地副本，永远不要捕获 self。")
        }
        if case .spans(let want)? = expected["the imports"],
            case .spans(let have)? = got["the imports"],
            want != have
        {
            if let first = have.first, first.subscribed < (want.first?.subscribed ?? .max) {
                return Diagnosis(
                    hint: 2,
                    en: "Import from didBecomeActive, not in init: a view model made but not yet "
                        + "shown costs nothing.",
                    zh: "在 didBecomeActive 里导入，不要在 init 里：创建了但还没显示的视图模型不应该有任何开销。")
            }
            for (wanted, found) in zip(want, have) {
                guard let end = found.disposed, end < wanted.disposed ?? .max,
                    end != story.letGoAt
                else { continue }
                return Diagnosis(
                    hint: 2,
                    en:
                        "An import was cancelled at \(end), after its first list: an import may send "
                        + "a second, fuller list after the first. Bind every list it sends into "
                        + "the photos, not just the first.",
                    zh: "一次导入在它的第一个列表之后、第 \(end) 刻被取消了：导入可能在第一个列表之后再发送一个更完整的列表。"
                        + "把它发送的每个列表都绑定到 photos 上，不只是第一个。")
            }
            let foundNone = story.runs.contains { run in
                run.contains { $0.event.value == "e" }
                    || (run.contains { $0.event.isTerminal && $0.event.error == nil }
                        && !run.contains { ["p", "q"].contains($0.event.value) })
            }
            if have.count < want.count, foundNone {
                return Diagnosis(
                    hint: 2,
                    en: "An import that found no photos leaves the list empty, as a failure does: "
                        + "the next activation imports again. Import while the list is empty, "
                        + "not until one import has succeeded.",
                    zh: "什么照片也没找到的导入会让列表保持为空，和失败一样：下一次激活会再次导入。列表为空时就导入，而不是直到有一次导入成功为止。")
            }
            return Diagnosis(
                hint: 2,
                en:
                    "Import at an activation only while there are no photos yet (the first time, and "
                    + "again after a failure), into a property that every subscriber reads: not "
                    + "once per subscriber, not at every activation.",
                zh: "只在还没有照片时（第一次，以及失败之后）在激活时导入，导入到每个订阅者都读的属性里：不是每个订阅者一次，也不是每次激活一次。")
        }
        if case .timeline(let want)? = expected["photos, for the grid"],
            case .timeline(let have)? = got["photos, for the grid"]
        {
            if have.last?.event.isTerminal == true, want.last?.event.isTerminal != true {
                return Diagnosis(
                    hint: 2,
                    en: "photos ended while the view model lives: it is the view model's state, so "
                        + "keep it in a stored property and let photos be that property's signal.",
                    zh: "视图模型还活着，photos 却结束了：它是视图模型的状态，所以要把它存进一个存储属性，让 photos 成为那个属性的信号。")
            }
            if have.compactMap(\.event.value).count < want.compactMap(\.event.value).count,
                expected["errorMessage"] == got["errorMessage"]
            {
                return Diagnosis(
                    hint: 2,
                    en: "An import may send a second, fuller list after the first: bind every list "
                        + "it sends into the photos, not just the first.",
                    zh: "导入可能在第一个列表之后再发送一个更完整的列表：把它发送的每个列表都绑定到 photos 上，不只是第一个。")
            }
        }
        if expected["errorMessage"] != got["errorMessage"] {
            return Diagnosis(
                hint: 2,
                en: "A failed import sets errorMessage to the error's description, and the next "
                    + "import clears it when it starts; catch the error so that it never reaches "
                    + "(and ends) your binding.",
                zh: "失败的导入把 errorMessage 设为错误的描述，下一次导入开始时清空它；捕获这个错误，让它永远到不了（也结束不了）你的绑定。")
        }
        return Diagnosis(
            hint: 2,
            en: "An empty list at first, then the photos the import sent; after a failure the list "
                + "stays empty, and the next activation imports again.",
            zh: "一开始是空列表，然后是导入发送的照片；失败之后列表保持为空，下一次激活会再次导入。")
    }
}
