import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.2: `bindGreeting` greets as the reference does, for the task's names
    /// and hundreds of generated ones (empty, blank, accents, combining
    /// marks, CJK, emoji, thousands of characters); behaves as the reference
    /// on generated and hand-picked time stories of names (the greetings at
    /// the same ticks, and the same subscription to the names, ended by
    /// disposing the binding); and lets its property be freed, ending the
    /// binding, whenever it is freed.
    static let bindGreeting = Grader("3.2") { judge in
        try compare(
            judge.answer(Chapter3Calls.greetingForName),
            with: judge.reference(Chapter3Calls.greetingForName),
            on: .texts(
                of: ["A", "s", "h", "ö", "李"] + WideCharacters.all, examples: ["Ash", ""],
                edgeCases: [
                    "Bo", "Zoë", "李", "e\u{301}", " ", "\n", " \t ", "Ash Ketchum",
                    // The longest name the task states, in every run.
                    String(repeating: "李", count: 3000),
                ]),
            seed: judge.seed,
            call: { "bindGreeting(greeting, to: Signal.just(\(shown($0)))); greeting.value" },
            callInChinese: {
                "bindGreeting(greeting, to: Signal.just(\(shown($0, in: .chinese)))); greeting.value"
            },
            diagnose: { name, _, _ in
                if name.isEmpty {
                    return Diagnosis(
                        hint: 2, en: "An empty name gets \"Hello, stranger!\".",
                        zh: "空名字得到 \"Hello, stranger!\"。")
                }
                if name.allSatisfy(\.isWhitespace) {
                    return Diagnosis(
                        hint: 2,
                        en: "Only an empty name is a stranger: a name of spaces or line breaks is "
                            + "greeted as it is.", zh: "只有空名字才是陌生人：由空格或换行组成的名字，按原样问候。")
                }
                return Diagnosis(
                    hint: 1, en: "A name gets \"Hello, <name>!\", whatever the name.",
                    zh: "名字得到 \"Hello, <name>!\"，不管名字是什么。")
            })
        try compareStories(
            "bindGreeting(greeting, to: name), greeting.signal subscribed",
            judge.answer(Chapter3Calls.bindGreeting),
            with: judge.reference(Chapter3Calls.bindGreeting),
            on: .stories(
                sources: ["name"],
                examples: [Story(["name": "-a-b-c-|"]), Story(["name": "-a--e-|"], disposeAt: 2)]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: Bilingual(
                en: "The names are \(Chapter3Letters.names.legend);\n  the greeting starts as "
                    + "\"?\". Return the disposable <~ gives you:\n  disposing it must end the "
                    + "binding.",
                zh: "名字是 \(Chapter3Letters.names.legend)；\n  问候语一开始是 \"?\"。返回 <~ 给你的可释放对象："
                    + "\n  释放它必须结束绑定。"))
        try compareTraces(
            "bindGreeting(greeting, to: name), then greeting freed",
            judge.answer(Chapter3Calls.freeingTheGreeting),
            with: judge.reference(Chapter3Calls.freeingTheGreeting),
            on: Inputs(
                examples: [2], edgeCases: [0, 1, 4, 5, 7],
                make: { random, _ in Int.random(in: 0...8, using: &random) },
                smaller: { Shrink.integer($0).filter { $0 >= 0 } }),
            seed: judge.seed, count: 10,
            describe: {
                Bilingual(
                    en: "name: -a--b-|   a = \"Ash\", b = \"Bo\"\ngreeting freed at tick \($0) "
                        + "(the disposable bindGreeting returned is not kept)",
                    zh: "name: -a--b-|   a = \"Ash\"，b = \"Bo\"\n第 \($0) 刻释放 greeting"
                        + "（bindGreeting 返回的可释放对象没有保留）")
            },
            hint: 2,
            diagnose: { _, expected, got in
                if got["the greeting"] != expected["the greeting"] {
                    return Diagnosis(
                        hint: 2,
                        en: "A closure that captures greeting keeps it alive; <~ holds it weakly.",
                        zh: "捕获了 greeting 的闭包会让它一直活着；<~ 对它是弱引用。")
                }
                return Diagnosis(
                    hint: 2,
                    en: "A binding made with <~ ends when its property is freed; a subscription "
                        + "lives on.", zh: "用 <~ 建立的绑定会在它的属性被释放时结束；订阅则会一直活下去。")
            })
        try checkUses(
            judge.source.function("bindGreeting"), oneOf: [.call("<~")],
            avoiding: [
                .call("Signal.subscribeNext"), .call("Signal.subscribe"),
                .call("MutableProperty.value.setter"), .call("MutableProperty.value.modify"),
                .call("MutableProperty.wrappedValue.setter"),
                .call("MutableProperty.wrappedValue.modify"),
            ],
            because: Bilingual(
                en: "This exercise practises bindings: bind with greeting <~ …, rather than set "
                    + "greeting from a subscription.",
                zh: "这个练习练的是绑定：用 greeting <~ … 来绑定，而不是在订阅里给 greeting 赋值。"))
    }
}
