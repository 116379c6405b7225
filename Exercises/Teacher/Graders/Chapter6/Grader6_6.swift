import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 6.6: the learner's `testPhotoPage(_:)` passes on the app's own
    /// `PhotoViewModel`, showing photos of every kind, and agrees with the
    /// reference test on a family of pages of one type: it passes on the
    /// correct member and fails on every broken one (a spinner that never
    /// starts, a download a tick late, a name that changes later, and more),
    /// on benches showing photos with other ids and names (empty, long,
    /// accented), on the task's examples and on members drawn from the seed.
    static let testPhotoPage = Grader("6.6") { judge in
        let app = judge.answer(Chapter6Calls.testOnTheApp)
        for photo in PageTrial.photos.indices {
            let shown = PageTrial(flaw: nil, photo: photo).shownPhoto
            let onTheApp =
                "testPhotoPage(bench), with bench.photo = \(shown), on the app's PhotoViewModel"
            let verdict = try during(onTheApp) { try app(photo) }
            let onTheAppInWords = Bilingual(
                en: onTheApp,
                zh: "testPhotoPage(bench)，bench.photo = \(shown)，在应用的 PhotoViewModel 上")
            try require(
                verdict.count > 0, onTheAppInWords,
                expected: Bilingual(en: "at least one bench.expect(…)", zh: "至少一个 bench.expect(…)"),
                got: Bilingual(en: "no checks at all", zh: "一个检查也没有"),
                because: Bilingual(
                    en: "Write each rule as bench.expect(condition, \"what must be true\").",
                    zh: "把每条规则写成 bench.expect(condition, \"what must be true\")。"))
            let why =
                Bilingual(
                    en: photo == 0
                        ? "A check that fails on a correct page is wrong. Mind the timing: the fake "
                            + "answers 2 ticks after each request, and nothing happens until you advance "
                            + "bench.scheduler."
                        : "A check that fails on a correct page is wrong. Your checks pass when the bench "
                            + "shows photo 1001, but the bench may show any photo: compare with "
                            + "bench.photo.id and bench.photo.name, not with one photo's written in.",
                    zh: photo == 0
                        ? "在正确的页面上失败的检查是错的。注意时间：假服务器在每个请求之后 2 刻才回答，"
                            + "在你推进 bench.scheduler 之前什么也不会发生。"
                        : "在正确的页面上失败的检查是错的。你的检查在 bench 显示照片 1001 时通过，"
                            + "但 bench 可能显示任何照片：和 bench.photo.id、"
                            + "bench.photo.name 比较，不要和写死的某张照片比较。")
            try require(
                verdict.passed, onTheAppInWords,
                expected: Bilingual(
                    en: "every check passes on the app's own page", zh: "在应用自己的页面上，每个检查都通过"),
                got: verdict.said, hint: 2, because: why)
        }
        try compare(
            judge.answer(Chapter6Calls.testOnAFamilyPage).map { ShownVerdict($0, naming: true) },
            with: judge.reference(Chapter6Calls.testOnAFamilyPage).map {
                ShownVerdict($0, naming: false)
            },
            on: .pageFamily, seed: judge.seed, count: 40, call: \.description,
            callInChinese: \.chinese, hint: 2, diagnose: diagnoseTrial)
    }

    /// What a disagreement with the reference test means.
    static func diagnoseTrial(_ trial: PageTrial, expected: ShownVerdict, got: ShownVerdict)
        -> Diagnosis?
    {
        guard let flaw = trial.flaw else {
            return Diagnosis(
                hint: 2,
                en: "This page follows every rule: a check that fails on it tests something else, "
                    + "such as the page's type (every page of the family has the same type), or "
                    + "one photo's id or name written in (the bench may show any photo).",
                zh: "这个页面遵守每条规则：在它上面失败的检查测的是别的东西，比如页面的类型（这一族的每个页面类型都一样），"
                    + "或者写死的某张照片的 id 或名字（bench 可能显示任何照片）。")
        }
        return Diagnosis(
            hint: 2, en: "Your test let this broken page through. " + flaw.advice,
            zh: "你的测试放过了这个有问题的页面。" + flaw.chineseAdvice)
    }
}

/// A verdict as the message shows it: the learner's test names its failed
/// checks; the reference test's says only whether one failed, since its
/// checks are the solution. Two are equal when both fail or both pass.
struct ShownVerdict: Equatable, CustomStringConvertible, SaysItself {
    let verdict: Verdict
    let naming: Bool

    init(_ verdict: Verdict, naming: Bool) {
        self.verdict = verdict
        self.naming = naming
    }

    static func == (left: ShownVerdict, right: ShownVerdict) -> Bool {
        left.verdict == right.verdict
    }

    var description: String {
        if naming { return verdict.description }
        return verdict.passed ? "every check passes" : "at least one check fails"
    }

    var said: Bilingual {
        if naming { return verdict.said }
        return Bilingual(
            en: description, zh: verdict.passed ? "每个检查都通过" : "至少一个检查失败")
    }
}

extension Verdict {
    /// The checks that failed, or that all passed, in both languages; the
    /// failures in the learner's own words.
    var said: Bilingual {
        let failed = failures.map { "\"\($0)\"" }
        return Bilingual(
            en: description,
            zh: failures.isEmpty
                ? (count == 1 ? "它唯一的检查通过了" : "全部 \(count) 个检查都通过了")
                : "失败的检查：" + failed.joined(separator: "，"))
    }
}

extension PageTrial {
    /// The call as the message names it, in Chinese.
    var chinese: String {
        "testPhotoPage(bench)，bench.photo = \(shownPhoto)，在这样一个页面上："
            + (flaw?.chineseDescription ?? "遵守每条规则（和有问题的那些类型相同）")
    }
}

extension FamilyPage.Flaw {
    /// The flaw in Chinese, as it ends "在这样一个页面上：…".
    var chineseDescription: String {
        switch self {
        case .spinnerNeverStarts: "从不打开进度 HUD"
        case .downloadsLate(let ticks): "在激活之后 \(ticks) 刻才开始下载"
        case .nameChangesLater(.details): "详情到达后，把照片的名字换成了摄影师的名字"
        case .nameChangesLater(.image): "图片到达后，把照片的名字换成了摄影师的名字"
        case .nameArrivesLate: "在详情到达之前，显示空的名字"
        case .downloadsAtOnce: "一创建就下载，在变为激活之前"
        case .fetchesTheDetailsTwice: "在下载图片之前，取了两次详情"
        case .downloadsBeforeTheDetails: "先要高清图，再依次要详情和高清图"
        case .neverShowsTheImage: "下载了图片，却从不显示它"
        case .showsTheThumbnail: "显示缩略图，而不是高清图"
        case .showsTheImageLate(let ticks): "图片到达 \(ticks) 刻之后才显示它"
        case .spinnerNeverStops: "从不关掉进度 HUD"
        case .spinnerStopsEarly: "详情一到就关掉进度 HUD，没等到图片"
        case .spinnerStartsLate(let ticks): "激活之后 \(ticks) 刻才打开进度 HUD"
        }
    }

    /// Which rule it breaks, and how a test sees that, in Chinese.
    var chineseAdvice: String {
        switch self {
        case .nameArrivesLate, .nameChangesLater:
            "规则 1：页面一创建就记录 page.name，最后检查它发送的每个名字以及对应的时刻"
                + "（name.events），不只是第一个或最后一个。"
        case .downloadsAtOnce:
            "规则 2：在激活之前先让一些时间过去，然后检查 bench.importer.requests 仍然是空的。"
        case .downloadsLate, .fetchesTheDetailsTwice, .downloadsBeforeTheDetails:
            "规则 3：激活之后 4 刻，bench.importer.requests 正好是 bench.photo 的详情，"
                + "然后是高清图，而且那时图片已经显示：要检查时刻，不只是值。"
        case .neverShowsTheImage, .showsTheThumbnail, .showsTheImageLate:
            "规则 3：检查 page.image 发送的每张图片以及对应的时刻（image.events）：一开始是 nil，"
                + "图片一到就是 FakeImporter.fullSize(of: bench.photo)。"
        case .spinnerNeverStarts, .spinnerNeverStops, .spinnerStopsEarly, .spinnerStartsLate:
            "规则 4：检查进度 HUD 的整个过程以及对应的时刻（loading.events）：关着，"
                + "激活时打开，图片到了再关掉。只检查它最后的状态，会放过一个从没打开过的进度 HUD。"
        }
    }
}

extension Inputs where Input == PageTrial {
    /// The family: the correct page and the first three broken ones first,
    /// then every other flaw, the correct page and some flaws on benches
    /// showing each other photo, then members drawn from the seed with other
    /// ticks and photos.
    static var pageFamily: Inputs<PageTrial> {
        let all = FamilyPage.Flaw.all
        let photos = PageTrial.photos.indices
        return Inputs(
            examples: [PageTrial(flaw: nil)] + all.prefix(3).map { PageTrial(flaw: $0) },
            edgeCases: all.dropFirst(3).map { PageTrial(flaw: $0) }
                + photos.dropFirst().map { PageTrial(flaw: nil, photo: $0) }
                + photos.dropFirst().map { PageTrial(flaw: all[$0 % all.count], photo: $0) },
            make: { random, _ in
                let ticks = Int.random(in: 1...2, using: &random)
                let choices: [FamilyPage.Flaw?] = [
                    nil, .downloadsLate(by: ticks + 1), .showsTheImageLate(by: ticks),
                    .spinnerStartsLate(by: ticks), .nameChangesLater(when: .image),
                    random.pick(all),
                ]
                return PageTrial(
                    flaw: random.pick(choices),
                    photo: random.chance(0.5) ? 0 : Int.random(in: photos, using: &random))
            },
            smaller: { trial in
                let flaws =
                    trial.flaw?.simpler.map { PageTrial(flaw: $0, photo: trial.photo) } ?? []
                let photo = trial.photo == 0 ? [] : [PageTrial(flaw: trial.flaw, photo: 0)]
                return photo + flaws
            })
    }
}
