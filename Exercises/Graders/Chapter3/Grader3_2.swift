import Chapter3Calls
import ExerciseGrading
import ExerciseHarness

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
                edgeCases: ["Bo", "Zoë", "李", "e\u{301}", " ", "\n", " \t ", "Ash Ketchum"]),
            seed: judge.seed,
            call: { "bindGreeting(greeting, to: Signal.just(\(shown($0)))); greeting.value" },
            diagnose: { name, _, _ in
                if name.isEmpty {
                    return Diagnosis(hint: 2, "An empty name gets \"Hello, stranger!\".")
                }
                if name.allSatisfy(\.isWhitespace) {
                    return Diagnosis(
                        hint: 2,
                        "Only an empty name is a stranger: a name of spaces or line breaks is "
                            + "greeted as it is.")
                }
                return Diagnosis(hint: 1, "A name gets \"Hello, <name>!\", whatever the name.")
            })
        try compareStories(
            "bindGreeting(greeting, to: name), greeting.signal subscribed",
            judge.answer(Chapter3Calls.bindGreeting),
            with: judge.reference(Chapter3Calls.bindGreeting),
            on: .stories(
                sources: ["name"],
                examples: [Story(["name": "-a-b-c-|"]), Story(["name": "-a--e-|"], disposeAt: 2)]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: "The names are \(Chapter3Letters.names.legend);\n  the greeting starts as "
                + "\"?\". Return the disposable <~ gives you:\n  disposing it must end the "
                + "binding.")
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
                "name: -a--b-|   a = \"Ash\", b = \"Bo\"\ngreeting freed at tick \($0) "
                    + "(the disposable bindGreeting returned is not kept)"
            },
            hint: 2,
            diagnose: { _, expected, got in
                if got["the greeting"] != expected["the greeting"] {
                    return Diagnosis(
                        hint: 2,
                        "A closure that captures greeting keeps it alive; <~ holds it weakly.")
                }
                return Diagnosis(
                    hint: 2,
                    "A binding made with <~ ends when its property is freed; a subscription "
                        + "lives on.")
            })
    }
}
