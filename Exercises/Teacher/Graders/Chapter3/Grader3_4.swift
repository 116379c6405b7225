import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.4: the command `logInCommand` makes is enabled for the same fields
    /// as the reference's, on the task's fields and hundreds of generated
    /// pairs (lengths around 3 and 6, accents, combining marks, CJK, emoji,
    /// spaces, line breaks, thousands of characters); then it behaves as the
    /// reference's on generated and hand-picked time stories of typing and
    /// tapping: `isEnabled` at every tick, each tap's run or refusal, and the
    /// subscriptions to the fields and to every `logIn()` run.
    static let logInCommand = Grader("3.4") { judge in
        try compare(
            judge.answer(Chapter3Calls.isEnabledForFields),
            with: judge.reference(Chapter3Calls.isEnabledForFields),
            on: .fields(examples: [Fields("ash", "secret"), Fields("", "")]), seed: judge.seed,
            call: {
                "logInCommand(username: Signal.just(\(shown($0.username))), password: "
                    + "Signal.just(\(shown($0.password))), logIn: …), its isEnabled"
            },
            callInChinese: {
                "logInCommand(username: Signal.just(\(shown($0.username, in: .chinese))), password: "
                    + "Signal.just(\(shown($0.password, in: .chinese))), logIn: …) 的 isEnabled"
            },
            diagnose: { fields, expected, got in diagnoseFields(fields, expected, got) })
        try compareStories(
            "logInCommand(username: username, password: password, logIn: logIn)",
            judge.answer(Chapter3Calls.logInSession),
            with: judge.reference(Chapter3Calls.logInSession),
            on: .stories(
                sources: ["username", "password", "taps"], inner: "logIn",
                examples: [
                    Story(
                        ["username": "-b-c", "password": "--c-----b-c", "taps": "-----x---x"],
                        order: ["username", "password", "taps"], inner: ("logIn", "--1|"))
                ]),
            seed: judge.seed, maxSize: 14, hint: 2,
            because: Bilingual(
                en: [
                    "Both fields start empty, then type:",
                    "  username: \(Chapter3Letters.usernames.legend)",
                    "  password: \(Chapter3Letters.passwords.legend)",
                    "Each tap (x) executes the command. Shown: t/f isEnabled; a tap's run",
                    "  y/n (logIn sent true/false), e (it failed), r (refused: disabled)",
                ].joined(separator: "\n  "),
                zh: [
                    "两个输入框一开始都是空的，然后开始输入：", "  username：\(Chapter3Letters.usernames.legend)",
                    "  password：\(Chapter3Letters.passwords.legend)",
                    "每次点击（x）都执行指令。图中：t/f 是 isEnabled；一次点击的运行",
                    "  y/n（logIn 发送 true/false），e（失败了），r（被拒绝：按钮不可用）",
                ].joined(separator: "\n  ")),
            diagnose: { story, expected, got in
                guard let latest = FieldPairing.latest.isEnabled(in: story),
                    let zipped = FieldPairing.zip.isEnabled(in: story), latest != zipped,
                    expected.events == latest, got.events == zipped
                else { return nil }
                return Diagnosis(
                    hint: 2,
                    en: "isEnabled changed only when both fields had typed again: zip pairs the\n  "
                        + "n-th username with the n-th password; combineLatest keeps the latest "
                        + "of each.",
                    zh: "只有两个输入框都重新输入过，isEnabled 才变化："
                        + "zip 把第 n 个\n  username 和第 n 个 password 配对；combineLatest 保留两边各自最新的值。"
                )
            })
        try checkUses(
            judge.source.function("logInCommand"), oneOf: [.call("combineLatest")],
            because: Bilingual(
                en: "This exercise practises combineLatest: let it pair each field's latest text.",
                zh: "这个练习练的是 combineLatest：让它把两个输入框各自的最新文字配成一对。"))
    }

    /// What a wrong answer for one pair of fields usually means.
    private static func diagnoseFields(_ fields: Fields, _ expected: [Bool], _ got: [Bool])
        -> Diagnosis?
    {
        let (name, password) = (fields.username, fields.password)
        guard got == [true], expected == [false] else {
            return expected == [true]
                ? Diagnosis(
                    hint: 2,
                    en: "At least 3 characters and at least 6 are enough: >= 3 and >= 6, both.",
                    zh: "用户名至少 3 个字符、密码至少 6 个字符即可：分别是 >= 3 和 >= 6。")
                : nil
        }
        if name.count + password.count >= 9 && (name.count < 3) != (password.count < 6) {
            return Diagnosis(
                hint: 2,
                en: "Each field has its own rule: the username needs 3 characters and the password "
                    + "6,\n  whatever the other one has.",
                zh: "每个输入框有自己的规则：username 要 3 个字符，password 要 6 个，\n  不管另一个有多少。")
        }
        if name.unicodeScalars.count >= 3 && password.unicodeScalars.count >= 6 {
            return Diagnosis(
                hint: 2,
                en: "Count characters (text.count), not Unicode scalars:\n  \"e\\u{301}\" is one "
                    + "character made of two.",
                zh: "要数字符（text.count），不是 Unicode 标量：\n  \"e\\u{301}\" 是由两个标量组成的一个字符。")
        }
        if name.utf8.count >= 3 && password.utf8.count >= 6 {
            return Diagnosis(
                hint: 2,
                en: "Count characters (text.count), not bytes: \"李\" is one character in 3 bytes.",
                zh: "要数字符（text.count），不是字节：\"李\" 是一个字符，占 3 个字节。")
        }
        return Diagnosis(
            hint: 2, en: "Enabled only while the username has 3 characters and the password 6.",
            zh: "只有用户名至少 3 个字符、密码至少 6 个字符时，按钮才可用。")
    }
}

extension Inputs where Input == Fields {
    /// Usernames and passwords around the limits (2, 3, 5 and 6 characters),
    /// with accents, combining marks, CJK, emoji, spaces and line breaks,
    /// whose bytes and scalars outnumber their characters; pairs whose
    /// lengths add up to 9 with one field too short; fields of any length up
    /// to 2,000 (log-uniform), thousands long among the edge cases.
    static func fields(examples: [Fields]) -> Inputs<Fields> {
        let alphabet: [Character] = ["a", "s", "h", "1"] + WideCharacters.all
        return Inputs(
            examples: examples,
            edgeCases: [
                Fields("ash", "123456"), Fields("as", "123456"), Fields("ash", "12345"),
                Fields("as", "1234567"), Fields("a", "12345678"), Fields("李", "123456"),
                Fields("été", "naïve"), Fields("été", "naïve!"), Fields("abcd", ""),
                Fields("e\u{301}e\u{301}", "123456"), Fields("ash", "e\u{301}e\u{301}e\u{301}"),
                Fields("🇯🇵🇫🇷", "👩‍👩‍👧‍👦👩‍👩‍👧‍👦"), Fields("a b", "      "), Fields("\n\n\n", "\t\t\t\t\t\t"),
                Fields(String(repeating: "日", count: 3000), String(repeating: "p", count: 5)),
            ],
            make: { random, size in
                func text(_ lengths: ClosedRange<Int>) -> String {
                    let length = Int.random(in: lengths, using: &random)
                    return String((0..<length).map { _ in random.pick(alphabet) })
                }
                func long() -> String {
                    let length = random.size(upTo: 2000)
                    return String((0..<length).map { _ in random.pick(alphabet) })
                }
                return random.chance(0.15)
                    ? Fields(long(), random.chance(0.5) ? long() : text(0...8))
                    : Fields(text(0...5), text(0...8))
            },
            smaller: { fields in
                shorterTexts(fields.username).map { Fields($0, fields.password) }
                    + shorterTexts(fields.password).map { Fields(fields.username, $0) }
            })
    }
}
