import Chapter3Exercises
import Chapter3Mutants
import ExerciseGrading
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 3.2: `bindGreeting` binds greetings into the property with
/// `<~`, never keeps it alive, ends when it is freed, and can be disposed.
@Suite("3.2 Bind a greeting to a name with <~")
struct Exercise3_2 {
    static let names: [Character: String] = ["a": "Ash", "e": "", "b": "Bo"]
    static let greetings: [Character: String] = [
        "0": "?", "a": "Hello, Ash!", "s": "Hello, stranger!", "b": "Hello, Bo!",
    ]
    static let legend =
        "name a = \"Ash\", e = \"\", b = \"Bo\"; greeting 0 = \"?\" (as it started), "
        + "a = \"Hello, Ash!\", s = \"Hello, stranger!\", b = \"Hello, Bo!\""

    /// Checks any implementation of `bindGreeting(_:to:)`.
    static func grade(_ bindGreeting: (MutableProperty<String>, Signal<String>) -> any Disposable)
        throws
    {
        try followsTheName(bindGreeting)
        try stopsWhenDisposed(bindGreeting)
        try letsThePropertyGo(bindGreeting)
    }

    /// The greeting follows each name, and the binding ends with the names.
    static func followsTheName(
        _ bindGreeting: (MutableProperty<String>, Signal<String>) -> any Disposable
    ) throws {
        let scheduler = TestScheduler()
        let name = scheduler.hotSignal("-a-e-b-|", values: names)
        let greeting = MutableProperty("?")
        let recorder = scheduler.record(greeting.signal)
        let call = "bindGreeting(greeting, to: name), with name -a-e-b-|"
        _ = calling(call) { bindGreeting(greeting, name.signal) }
        calling(call) { scheduler.run() }
        try checkMarbles(call, recorder, equals: "0a-s-b", values: greetings, legend: legend)
        try checkSubscriptions(
            call, of: "the name signal", name.subscriptions, equals: ["^------!"], hint: 2,
            because: "Subscribe to the names once, through the binding.")
    }

    /// Disposing what `bindGreeting` returns stops the updates.
    static func stopsWhenDisposed(
        _ bindGreeting: (MutableProperty<String>, Signal<String>) -> any Disposable
    ) throws {
        let scheduler = TestScheduler()
        let name = scheduler.hotSignal("-a--b-|", values: names)
        let greeting = MutableProperty("?")
        let recorder = scheduler.record(greeting.signal)
        let call = "bindGreeting(greeting, to: name), with name -a--b-|, disposed at tick 2"
        let binding = calling(call) { bindGreeting(greeting, name.signal) }
        calling(call) {
            scheduler.advance(to: 2)
            binding.dispose()
            scheduler.run()
        }
        try checkMarbles(
            call, recorder, equals: "0a", values: greetings, hint: 2, legend: legend,
            because: "Return the disposable that <~ gives you: disposing it must end the binding.")
    }

    /// Freeing the property is possible, and ends the binding.
    static func letsThePropertyGo(
        _ bindGreeting: (MutableProperty<String>, Signal<String>) -> any Disposable
    ) throws {
        let scheduler = TestScheduler()
        let name = scheduler.hotSignal("-a--b-|", values: names)
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

    @Test("your bindGreeting(_:to:)")
    func yourAnswer() async throws {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_2.grade(bindGreeting(_:to:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer whose subscription keeps the property alive")
    func catchesSubscribingStrongly() async {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_2.grade(Mutants3_2.subscribesStrongly) }
        }
        run.expectCaught(result, mutant: "subscribesStrongly")
    }

    @Test("catches an answer that stays subscribed after the property is freed")
    func catchesSubscribingWeakly() async {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_2.grade(Mutants3_2.subscribesWeakly) }
        }
        run.expectCaught(result, mutant: "subscribesWeakly")
    }

    @Test("catches an answer that greets an empty name as \"Hello, !\"")
    func catchesForgettingStrangers() async {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_2.grade(Mutants3_2.forgetsStrangers) }
        }
        run.expectCaught(result, mutant: "forgetsStrangers")
    }

    @Test("catches an answer that returns a disposable unrelated to the binding")
    func catchesUnrelatedDisposable() async {
        let run = GradingRun("3.2")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise3_2.grade(Mutants3_2.returnsAnUnrelatedDisposable) }
        }
        run.expectCaught(result, mutant: "returnsAnUnrelatedDisposable")
    }
}
