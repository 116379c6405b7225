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
            try require(
                verdict.count > 0, onTheApp, expected: "at least one bench.expect(…)",
                got: "no checks at all",
                because: "Write each rule as bench.expect(condition, \"what must be true\").")
            let why =
                photo == 0
                ? "A check that fails on a correct page is wrong. Mind the timing: the fake "
                    + "answers 2 ticks after each request, and nothing happens until you advance "
                    + "bench.scheduler."
                : "A check that fails on a correct page is wrong. Your checks pass when the bench "
                    + "shows photo 1001, but the bench may show any photo: compare with "
                    + "bench.photo.id and bench.photo.name, not with one photo's written in."
            try require(
                verdict.passed, onTheApp, expected: "every check passes on the app's own page",
                got: verdict.description, hint: 2, because: why)
        }
        try compare(
            judge.answer(Chapter6Calls.testOnAFamilyPage).map { ShownVerdict($0, naming: true) },
            with: judge.reference(Chapter6Calls.testOnAFamilyPage).map {
                ShownVerdict($0, naming: false)
            },
            on: .pageFamily, seed: judge.seed, count: 40, call: \.description, hint: 2,
            diagnose: diagnoseTrial)
    }

    /// What a disagreement with the reference test means.
    static func diagnoseTrial(_ trial: PageTrial, expected: ShownVerdict, got: ShownVerdict)
        -> Diagnosis?
    {
        guard let flaw = trial.flaw else {
            return Diagnosis(
                hint: 2,
                "This page follows every rule: a check that fails on it tests something else, "
                    + "such as the page's type (every page of the family has the same type), or "
                    + "one photo's id or name written in (the bench may show any photo).")
        }
        return Diagnosis(hint: 2, "Your test let this broken page through. " + flaw.advice)
    }
}

/// A verdict as the message shows it: the learner's test names its failed
/// checks; the reference test's says only whether one failed, since its
/// checks are the solution. Two are equal when both fail or both pass.
struct ShownVerdict: Equatable, CustomStringConvertible {
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
