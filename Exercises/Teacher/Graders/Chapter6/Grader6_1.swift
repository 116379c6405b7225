import Chapter6Calls
import ExerciseGrading
import ExerciseHarness
import Foundation
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// 6.1: `loginValidity(username:password:)` behaves as the reference in
    /// the task's story and a couple of hundred generated ones, where the
    /// user types text of every kind into either field at any time (a lone
    /// space, a tab, a line break, a zero-width space, emoji, combining
    /// marks, 5,000 characters), both fields change in one tick, and a screen
    /// may subscribe late or go away early.
    static let loginValidity = Grader("6.1") { judge in
        let example = Story(
            ["username": "---b---a---b", "password": "-----d---c"], order: ["username", "password"])
        func story(_ username: String, _ password: String) -> Story {
            Story(["username": username, "password": password], order: ["username", "password"])
        }
        let edgeCases = [
            story("-b", "--c"), story("-f", "-k"), story("-g", "--h"), story("-i", "-i"),
            story("-j", "-b"), story("-b-a-b", "-d"), story("-(ba)", "-d"), story("-b--a", "--d"),
            Story(
                ["username": "-b---a", "password": "--d"], order: ["username", "password"],
                lateSubscriberAt: 3),
            Story(
                ["username": "-b---a", "password": "--d"], order: ["username", "password"],
                disposeAt: 3),
        ]
        let typing = SourcePlan(
            "username", values: LoginTexts.letters, maxValues: 6, plainest: "b")
        var password = typing
        password.name = "password"
        try compareTraces(
            "loginValidity(username: username, password: password)",
            judge.answer(Chapter6Calls.loginValidity),
            with: judge.reference(Chapter6Calls.loginValidity),
            on: .stories([typing, password], examples: [example], edgeCases: edgeCases),
            seed: judge.seed,
            describe: {
                Bilingual(
                    en: "\($0)\n\(LoginTexts.legend)",
                    zh: $0.told(in: .chinese) + "\n" + ChineseLegends.login)
            }, hint: 2,
            diagnose: diagnoseValidity)
    }

    /// What a difference usually means.
    static func diagnoseValidity(_ story: Story, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .timeline(let want)? = expected["isValid"],
            case .timeline(let have)? = got["isValid"]
        else { return nil }
        if have.last?.event.isTerminal == true && want.last?.event.isTerminal != true {
            return Diagnosis(
                hint: 2,
                en: "The answer ended after one value: reading .value gives today's answer only. "
                    + "Follow the fields' signals.",
                zh: "回答在一个值之后就结束了：读 .value 只能得到此刻的回答。要跟随输入框的信号。")
        }
        let values = have.compactMap(\.event.value)
        if zip(values, values.dropFirst()).contains(where: { $0 == $1 }) {
            return Diagnosis(
                hint: 2,
                en:
                    "The same answer came twice in a row: drop repeats with distinctUntilChanged().",
                zh: "同一个回答连续来了两次：用 distinctUntilChanged() 去掉重复。")
        }
        let trimmings: [CharacterSet] = [.whitespaces, .whitespacesAndNewlines]
        if trimmings.contains(where: { blanks in
            have
                == validity(in: story) { name, secret in
                    !name.trimmingCharacters(in: blanks).isEmpty
                        && !secret.trimmingCharacters(in: blanks).isEmpty
                }
        }) {
            return Diagnosis(
                hint: 2,
                en: "A field that holds only a space, a tab or a line break is not empty: isEmpty "
                    + "is the whole test, don't trim.",
                zh: "只有一个空格、一个制表符或一个换行的输入框不是空的：isEmpty 就是全部的判断，不要 trim。")
        }
        let limited = validity(in: story) { name, secret in
            !name.isEmpty && !secret.isEmpty && name.count < 1000 && secret.count < 1000
        }
        if have == limited {
            return Diagnosis(
                hint: 2,
                en: "A field of 5,000 characters holds text, so it is filled in: valid means both "
                    + "fields non-empty, whatever their length.",
                zh: "5,000 个字符的输入框里有文本，所以它是填了的：有效的意思是两个输入框都不为空，不管有多长。")
        }
        let filled = { (name: String, secret: String) in !name.isEmpty && !secret.isEmpty }
        for field in ["username", "password"] where have == validity(in: story, on: [field], filled)
        {
            let other = field == "username" ? "password" : "username"
            return Diagnosis(
                hint: 2,
                en:
                    "Typing into the \(other) changed nothing: the answer was computed again only when "
                    + "the \(field) changed. Combine both fields' signals (combineLatest), so "
                    + "that either one's change gives a new answer.",
                zh: "在 \(other) 输入框里输入什么也没改变：只有 \(field) 输入框变化时，回答才重新计算。"
                    + "把两个输入框的信号组合起来（combineLatest），这样任何一个变化都会给出新的回答。")
        }
        return Diagnosis(
            hint: 2,
            en:
                "Compute each answer from the latest text of both fields (combineLatest), whichever "
                + "field changed: true while both hold text.",
            zh: "用两个输入框最新的文本计算每个回答（combineLatest），不管哪个输入框变了：两个都有文本时为 true。")
    }

    /// What a validity that reads the fields with `valid` sends to the
    /// story's subscriber: the answer when it subscribes, then each answer
    /// that differs from the one before, as the fields named in `triggers` change.
    static func validity(
        in story: Story, on triggers: Set<String> = ["username", "password"],
        _ valid: (String, String) -> Bool
    ) -> [Recorded<String>] {
        var fields = ["username": "", "password": ""]
        let changes = story.sources.enumerated()
            .flatMap { order, source in
                source.events.compactMap { record in
                    record.event.value.map { (record.time, order, source.name, $0) }
                }
            }
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var sent: [Recorded<String>] = []
        func answer(at tick: Int) {
            let now = valid(fields["username"] ?? "", fields["password"] ?? "") ? "t" : "f"
            if sent.last?.event.value != now { sent.append(.next(tick, now)) }
        }
        var subscribed = false
        for (tick, _, name, letter) in changes {
            if !subscribed && tick >= story.subscribeAt {
                answer(at: story.subscribeAt)
                subscribed = true
            }
            if let end = story.disposeAt, tick >= end { break }
            fields[name] = LoginTexts.texts[letter] ?? ""
            if subscribed && triggers.contains(name) { answer(at: tick) }
        }
        if !subscribed { answer(at: story.subscribeAt) }
        return sent
    }
}
