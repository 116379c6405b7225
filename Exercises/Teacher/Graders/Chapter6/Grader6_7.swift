import Chapter6Calls
import ExerciseGrading

extension Graders {
    /// 6.7: an `ObservableGallery` whose screen appears and goes on a test
    /// clock has, moment by moment, the photos, `isLoading` and
    /// `errorMessage` of the reference's, and Observation announces each
    /// change; in the task's story and a few hundred generated ones.
    static let observableGallery = Grader("6.7") { judge in
        typealias Change = ScreenStory.Change
        typealias Import = ScreenStory.Import
        let example = ScreenStory(
            [
                Change(at: 0, appears: true), Change(at: 3000, appears: false),
                Change(at: 3500, appears: true), Change(at: 4000, appears: false),
            ], imports: [Import(takes: 2000, answer: "p"), Import(takes: 2000, answer: "q")])
        try compare(
            judge.answer(Chapter6Calls.observableGallery),
            with: judge.reference(Chapter6Calls.observableGallery),
            on: .screenStories(examples: [example]), seed: judge.seed,
            call: { "ObservableGallery(importPhotos:), when\n\($0)" },
            callInChinese: { RunWords.story("ObservableGallery(importPhotos:)，在这些步骤中：", "\($0)") },
            diagnose: diagnoseObservableGallery)
    }

    /// What the first difference between two 6.7 runs usually means.
    static func diagnoseObservableGallery(
        _ story: ScreenStory, expected: ScreenRun, got: ScreenRun
    ) -> Diagnosis? {
        let (expected, got) = (expected.lines, got.lines)
        let index =
            zip(expected, got).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? min(expected.count, got.count)
        let wanted = index < expected.count ? expected[index] : ""
        let found = index < got.count ? got[index] : ""
        let before = got[..<index].last { !$0.contains("the gallery has") } ?? ""
        if found.hasSuffix("(no change announced)") {
            return Diagnosis(
                hint: 2,
                en: "The gallery changed, but Observation announced nothing: keep the class "
                    + "@Observable, so that a screen that reads its properties hears of each "
                    + "change.",
                zh: "画廊变了，但 Observation 什么也没通知：让这个类保持 @Observable，这样读它属性的界面才会听到每次变化。")
        }
        if found.contains("CancellationError") {
            return Diagnosis(
                hint: 2,
                en: "A cancelled load is no failure: the screen went. Catch CancellationError "
                    + "on its own, and leave errorMessage as it was.",
                zh: "被取消的加载不算失败：只是界面已经离开了。单独捕获 CancellationError，让 errorMessage 保持原样。")
        }
        let lastState = got[..<index].last { $0.contains("the gallery has") } ?? ""
        let stuck =
            found.contains(", loading") && !wanted.contains(", loading")
            || !found.contains("the gallery has") && wanted.contains("not loading")
                && lastState.contains(", loading")
        if stuck, before.contains(" fails") || before.contains("is cancelled") {
            return Diagnosis(
                hint: 2,
                en: "isLoading stayed true after the load ended: a load ends on a failure or a "
                    + "cancellation too. `defer { isLoading = false }` covers every way out.",
                zh: "加载结束之后 isLoading 还是 true：失败或取消也会结束加载。"
                    + "`defer { isLoading = false }` 覆盖了每一种退出方式。")
        }
        if found.contains("no photos"), !wanted.contains("no photos"), before.contains(" fails") {
            return Diagnosis(
                hint: 2,
                en: "A failed load leaves the photos as they were: set only errorMessage.",
                zh: "失败的加载让照片保持原样：只设置 errorMessage。")
        }
        if found.contains("the error"), before.contains("starts") {
            return Diagnosis(
                hint: 2,
                en: "A new load starts by setting errorMessage back to nil: the old failure is no "
                    + "longer news.", zh: "新的加载一开始就要把 errorMessage 设回 nil：旧的错误信息已经过时了。")
        }
        return nil
    }
}

extension Inputs where Input == ScreenStory {
    /// Stories of a screen that appears and goes up to six times each,
    /// milliseconds or seconds apart (at one moment, too); imports that take
    /// no time or seconds, answer three photos, one odd photo or none, or
    /// fail in three ways.
    static func screenStories(examples: [ScreenStory]) -> Inputs<ScreenStory> {
        typealias Change = ScreenStory.Change
        typealias Import = ScreenStory.Import
        func story(_ times: [Int], _ imports: [Import]) -> ScreenStory {
            ScreenStory(
                times.enumerated().map { Change(at: $0.element, appears: $0.offset % 2 == 0) },
                imports: imports)
        }
        let answers: [String?] = ["p", "q", "e", nil]
        return Inputs(
            examples: examples,
            edgeCases: [
                story([0], [Import(takes: 500, answer: "p")]),
                story([0], [Import(takes: 500, answer: nil)]),
                story([0, 100], [Import(takes: 500, answer: "p")]),
                story(
                    [0, 1000, 1000],
                    [Import(takes: 500, answer: nil), Import(takes: 1, answer: "q")]),
                story(
                    [0, 900, 1000, 1200, 1300],
                    [
                        Import(takes: 100, answer: nil), Import(takes: 100, answer: nil),
                        Import(takes: 5, answer: "e"),
                    ]),
                story([0, 0, 0], [Import(takes: 0, answer: "p"), Import(takes: 0, answer: "p")]),
                story([250], [Import(takes: 1750, answer: "q")]),
                story(
                    Array(stride(from: 0, to: 1200, by: 100)),
                    (0..<6).map { Import(takes: 30 * $0, answer: answers[$0 % 4]) }),
            ],
            make: { random, size in
                var at = 0
                let count = Int.random(in: 1...max(1, min(12, size + 1)), using: &random)
                let times = (0..<count).map { _ in
                    at +=
                        random.chance(0.5)
                        ? random.pick([0, 1, 50, 250, 500, 1000, 2500]) : random.size(upTo: 3000)
                    return at
                }
                let imports = (0..<((count + 1) / 2)).map { _ in
                    Import(
                        takes: random.chance(0.5)
                            ? random.pick([0, 1, 100, 400, 1000, 2000]) : random.size(upTo: 3000),
                        answer: random.pick(answers))
                }
                return story(times, imports)
            },
            smaller: { original in
                var candidates: [ScreenStory] = []
                let changes = original.changes
                if changes.count > 1 {
                    candidates.append(
                        ScreenStory(Array(changes.dropLast()), imports: original.imports))
                }
                if changes.count > 2 {
                    candidates.append(
                        ScreenStory(Array(changes.dropLast(2)), imports: original.imports))
                    candidates.append(
                        ScreenStory(
                            Array(changes.dropFirst(2)).map {
                                Change(at: $0.at - changes[2].at, appears: $0.appears)
                            }, imports: Array(original.imports.dropFirst())))
                }
                for index in original.imports.indices {
                    var imports = original.imports
                    if imports[index].takes > 1 {
                        imports[index].takes /= 2
                        candidates.append(ScreenStory(changes, imports: imports))
                    }
                }
                if original.imports.count > (changes.count + 1) / 2 {
                    candidates.append(
                        ScreenStory(
                            changes,
                            imports: Array(original.imports.prefix((changes.count + 1) / 2))))
                }
                return candidates
            })
    }
}
