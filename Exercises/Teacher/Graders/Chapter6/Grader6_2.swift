import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import Foundation
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// 6.2: `liveRatingText(of:ratings:)` behaves as the reference in the
    /// task's story and a couple of hundred generated ones, with ratings of
    /// every kind (97.256 rounds to "97.26"; 100 and more, 1234567.89,
    /// negative ones, -0.0, 1e300, infinity, NaN): the same texts at the same
    /// ticks, the feed subscribed exactly while the view model is active, the
    /// result completed when it goes away, and the view model freed then.
    static let liveRatingText = Grader("6.2") { judge in
        func story(_ active: String, _ ratings: String) -> Story {
            Story(["active": active, "ratings": ratings], order: ["active", "ratings"])
        }
        let edgeCases = [
            story("-t", "--f-g-h"), story("-t", "--i-j-k"), story("-t", "--l-m-n"),
            story("-t--f-t-|", "-a-b-c-d-e-f"), story("--t-#", "-a-b-c"),
            story("-t-f-t-f", "a-b-c-d-e"), story("t", "(ab)-c"), story("", "-a-b"),
        ]
        try compareTraces(
            "liveRatingText(of: model, ratings: ratings)",
            judge.answer(Chapter6Calls.liveRatingText),
            with: judge.reference(Chapter6Calls.liveRatingText),
            on: .stories(
                [
                    SourcePlan(
                        "active", values: ["t", "f"], maxValues: 5,
                        endings: ScriptEndings(completed: 0.4, error: 0.1)),
                    SourcePlan(
                        "ratings", values: LiveRatings.letters, maxValues: 8,
                        endings: ScriptEndings(completed: 0, error: 0), plainest: "b"),
                ], examples: [story("--t---f-t---|", "-a-b-c-d-e-a-b")], edgeCases: edgeCases),
            seed: judge.seed,
            describe: {
                Bilingual(
                    en: "\($0)\n\(LiveRatings.legend)",
                    zh: $0.told(in: .chinese) + "\n" + ChineseLegends.ratings)
            }, hint: 2,
            diagnose: diagnoseRating)
    }

    /// What a difference usually means.
    static func diagnoseRating(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        if expected["the view model, once gone"] != got["the view model, once gone"] {
            return Diagnosis(
                hint: 2,
                en: "A closure of the result that captures model keeps the view model alive.",
                zh: "结果里捕获了 model 的闭包，会让视图模型一直活着。")
        }
        guard case .timeline(let want)? = expected["the text"],
            case .timeline(let have)? = got["the text"]
        else { return nil }
        if want.last?.event.isTerminal == true, have.last?.event.isTerminal != true {
            return Diagnosis(
                hint: 2,
                en: "Complete when the view model goes away: the live feed never completes, so a "
                    + "hand-made switch never would; forwardWhileActive does.",
                zh: "视图模型消失时要完成：实时推送永远不会完成，所以手写的开关也永远不会完成；forwardWhileActive 会。")
        }
        if expected["ratings"] != got["ratings"] {
            return Diagnosis(
                hint: 2,
                en:
                    "Subscribe to the feed at each activation and dispose that subscription at each "
                    + "deactivation: not listening is what saves the connection.",
                zh: "每次激活时订阅推送，每次变为未激活时释放那次订阅：不监听，才能省下连接。")
        }
        guard want.map(\.time) == have.map(\.time), want.count == have.count else {
            return Diagnosis(
                hint: 2,
                en: "Forward only while active, and complete when the view model goes away.",
                zh: "只在激活时转发，视图模型消失时完成。")
        }
        let pairs = zip(want.compactMap(\.event.value), have.compactMap(\.event.value))
        guard let (wanted, found) = pairs.first(where: { $0 != $1 }) else { return nil }
        if found == "\"100.00\"" {
            return Diagnosis(
                hint: 2,
                en: "A rating can be 100 or more: show \(wanted), don't cap it at 100.",
                zh: "评分可以是 100 以上：显示 \(wanted)，不要把它截到 100。")
        }
        if let left = Double(wanted.trimmingCharacters(in: ["\""])),
            let right = Double(found.trimmingCharacters(in: ["\""])),
            left.magnitude >= 10_000, (left - right).magnitude < 1
        {
            return Diagnosis(
                hint: 2,
                en: "Format the Double itself: a Float keeps only about seven digits, so "
                    + "\(wanted) comes out as \(found).",
                zh: "格式化 Double 本身：Float 只保留大约七位数字，所以 \(wanted) 会变成 \(found)。")
        }
        return Diagnosis(
            hint: 2,
            en: "The texts differ: round to two decimals with String(format: \"%.2f\", rating), "
                + "which makes 97.256 \"97.26\"; cutting the digits off makes it \"97.25\".",
            zh: "文本不同：用 String(format: \"%.2f\", rating) 四舍五入到两位小数，"
                + "它会把 97.256 变成 \"97.26\"；直接截掉数字会得到 \"97.25\"。")
    }
}
