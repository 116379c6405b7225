import Chapter3Exercises
import Chapter3Mutants
import Chapter3Reference
import ExerciseGrading
import Reactive
import ReactiveTesting
import Synchronization
import Testing

/// Grades exercise 3.2: `bindGreeting` greets as the reference does, for the
/// task's names and a few hundred generated ones; behaves as the reference on
/// generated and hand-picked time stories of names (the greetings at the same
/// ticks, and the same subscription to the names, ended by disposing the
/// binding); and lets its property be freed, ending the binding.
@Suite("3.2 Bind a greeting to a name with <~")
struct Exercise3_2 {
    typealias Bind = @Sendable (MutableProperty<String>, Signal<String>) -> any Disposable

    /// What each letter of a story's names stands for.
    static let names = LetterTable(["a": "Ash", "b": "", "c": "Zoë", "d": "李", "e": "Bo"])

    /// Checks any implementation of `bindGreeting(_:to:)`.
    static func grade(_ bindGreeting: @escaping Bind, seed: Seed) throws {
        try compare(
            { greeting(for: $0, bindGreeting) },
            with: { greeting(for: $0, Chapter3Reference.bindGreeting) },
            on: .texts(
                of: ["A", "s", "h", "ö", "李", "😀", "e\u{301}"], examples: ["Ash", ""],
                edgeCases: ["Bo", "Zoë", "李", "e\u{301}"]),
            seed: seed,
            call: { "bindGreeting(greeting, to: Signal.just(\(describe($0)))); greeting.value" },
            diagnose: diagnose)
        try compareStories(
            "bindGreeting(greeting, to: name), greeting.signal subscribed",
            { greetings($0, bindGreeting) },
            with: { greetings($0, Chapter3Reference.bindGreeting) },
            on: .stories(
                sources: ["name"],
                examples: [Story(["name": "-a-b-c-|"]), Story(["name": "-a--e-|"], disposeAt: 2)]),
            seed: seed, hint: 2,
            because: "The names are \(names.legend); the greeting starts as \"?\". "
                + "Return the disposable <~ gives you: disposing it must end the binding.")
        try letsThePropertyGo(bindGreeting)
    }

    /// The greeting after binding one name, starting from "?".
    static func greeting(for name: String, _ bindGreeting: Bind) -> String {
        let greeting = MutableProperty("?")
        bindGreeting(greeting, Signal.just(name)).dispose()
        return greeting.value
    }

    /// A greeting bound to the story's names, for each subscriber: the
    /// greeting's values. Disposing the subscription disposes the binding;
    /// the greetings stay alive until the story ends, so only disposing what
    /// `bindGreeting` returns can end the binding early.
    static func greetings(_ stage: Stage, _ bindGreeting: @escaping Bind) -> Signal<String> {
        let name = stage.source("name").map { names.text($0) }
        let shelf = Shelf()
        return Signal { observer in
            let greeting = MutableProperty("?")
            shelf.keep(greeting)
            let shown = greeting.signal.subscribe(observer)
            return CompositeDisposable([bindGreeting(greeting, name), shown])
        }
    }

    /// Keeps objects alive for as long as the shelf lives.
    final class Shelf: Sendable {
        private let objects = Mutex<[any AnyObject & Sendable]>([])

        func keep(_ object: any AnyObject & Sendable) {
            objects.withLock { $0.append(object) }
        }
    }

    /// What a wrong greeting usually means.
    static func diagnose(_ name: String, expected: String, got: String) -> Diagnosis? {
        name.isEmpty
            ? Diagnosis(hint: 2, "An empty name gets \"Hello, stranger!\".")
            : Diagnosis(hint: 1, "A name gets \"Hello, <name>!\", whatever the name.")
    }

    /// Freeing the property is possible, and ends the binding.
    static func letsThePropertyGo(_ bindGreeting: Bind) throws {
        let scheduler = TestScheduler()
        let name = scheduler.hotSignal("-a--b-|", values: ["a": "Ash", "b": "Bo"])
        var greeting: MutableProperty<String>? = MutableProperty("?")
        weak let watched = greeting
        let call = "bindGreeting(greeting, to: name), greeting freed at tick 2"
        _ = calling(call) { bindGreeting(greeting!, name.signal) }
        calling(call) { scheduler.advance(to: 2) }
        greeting = nil
        try require(
            watched == nil, call, expected: "greeting freed when the last reference to it goes",
            got: "greeting still alive: something you made holds on to it", hint: 2,
            because: "A closure that captures greeting keeps it alive; <~ holds it weakly.")
        calling(call) { scheduler.run() }
        try checkSubscriptions(
            call, of: "the name signal", name.subscriptions, equals: ["^-!"], hint: 2,
            because:
                "A binding made with <~ ends when its property is freed; a subscription lives on.")
    }

    /// Every wrong answer in `Mutants3_2`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, Bind> {
        [
            "subscribesStrongly": Mutants3_2.subscribesStrongly,
            "subscribesWeakly": Mutants3_2.subscribesWeakly,
            "forgetsStrangers": Mutants3_2.forgetsStrangers,
            "returnsAnUnrelatedDisposable": Mutants3_2.returnsAnUnrelatedDisposable,
            "greetsOnlyAsh": Mutants3_2.greetsOnlyAsh,
        ]
    }

    @Test("your bindGreeting(_:to:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise3_2.grade(Chapter3Exercises.bindGreeting(_:to:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants3_2", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise3_2.mutants.first { $0.key == mutant }!.value
                try Exercise3_2.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
