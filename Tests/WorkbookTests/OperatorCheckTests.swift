import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading
@testable import workbook

/// The six tasks that ask for an operator or a type (2.1, 2.6, 3.2, 3.3,
/// 4.2, 5.5) read the compiled answer for it: an answer that copies its
/// behaviour by hand is refused, one that uses it in any spelling passes.
@Suite("Operator checks on the compiled answer")
struct OperatorCheckTests {
    /// The refusal, if any, of `checkUses` with `alternatives` on a 4.2
    /// answer whose compiled file names `names`.
    private func refusal(_ alternatives: [LibraryUse], names: [String]?) -> String? {
        var source = AnswerSource.stub("4.2").function("cachedFetch")
        source.compiled = names.map { CompiledAnswer(names: $0) }
        do {
            try checkUses(source, oneOf: alternatives, because: Bilingual(en: "Replay.", zh: "重放。"))
            return nil
        } catch let wrong as WrongAnswer {
            return wrong.comparison.en
        } catch {
            return "\(error)"
        }
    }

    static let replays = [
        "Reactive.Signal.replayLazily() -> Reactive.Signal<A>"
    ]
    static let makesAReplaySubject = [
        "Reactive.ReplaySubject.__allocating_init(capacity: Reactive.ReplaySubject<A>.Capacity) "
            + "-> Reactive.ReplaySubject<A>"
    ]
    /// A cache of the answer's own: a lock, an array and a subscription.
    static let ownCache = [
        "Chapter4Exercises.cachedFetch(Reactive.Signal<Swift.String>) -> Reactive.Signal<Swift.String>",
        "Reactive.Signal.init(@Sendable (Reactive.Observer<A>) -> Reactive.Disposable?) "
            + "-> Reactive.Signal<A>",
        "Reactive.Signal.subscribe(Reactive.Observer<A>) -> Reactive.Disposable",
        "Swift.Array.append(__owned A) -> ()",
    ]
    static let alternatives: [LibraryUse] = [
        .call("replayLazily"), .call("replay"), .type("ReplaySubject"),
    ]

    @Test("replayLazily, or a ReplaySubject made by hand, is the replay the task asks for")
    func anyOfTheAlternatives() {
        #expect(refusal(Self.alternatives, names: Self.replays) == nil)
        #expect(refusal(Self.alternatives, names: Self.makesAReplaySubject) == nil)
    }

    @Test("a cache of one's own is refused, saying what the task asks for")
    func ownCacheRefused() {
        let got = refusal(Self.alternatives, names: Self.ownCache)
        #expect(
            got
                == "expected: a call to replayLazily or a call to replay or a ReplaySubject\n"
                + "got:      not in the compiled cachedFetch")
    }

    @Test("a method of the answer's own on a library type is not the library's")
    func ownExtensionIsADecoy() {
        let decoy =
            "(extension in Chapter4Exercises):Reactive.Signal.replayLazily() -> Reactive.Signal<A>"
        #expect(!CompiledAnswer(names: [decoy]).uses("replayLazily"))
        #expect(refusal(Self.alternatives, names: [decoy]) != nil)
        let library = "(extension in Swift):Swift.Sequence.lazy.getter : Swift.LazySequence<A>"
        #expect(CompiledAnswer(names: [library]).uses("lazy"))
    }

    @Test("an initialiser is named by its type: Signal.init is Signal { … }, not Subject()")
    func initialisers() {
        let made = CompiledAnswer(names: [Self.ownCache[1]])
        #expect(made.uses("Signal.init"))
        #expect(!made.uses("Subject.init"))
        #expect(!CompiledAnswer(names: Self.makesAReplaySubject).uses("Signal.init"))
    }

    @Test("an operator that does the whole task is refused, whatever is built beside it")
    func shortcutBesideADecoy() {
        var source = AnswerSource.stub("2.6").function("signal")
        source.compiled = CompiledAnswer(names: [
            Self.ownCache[1], "Reactive.Signal.from<A>(A1) -> Reactive.Signal<A>",
        ])
        #expect(throws: WrongAnswer.self) {
            try checkUses(
                source, oneOf: [.call("Signal.init")], avoiding: [.call("Signal.from")],
                because: Bilingual(en: "Make it.", zh: "自己造。"))
        }
        source.compiled = CompiledAnswer(names: [Self.ownCache[1]])
        #expect(throws: Never.self) {
            try checkUses(
                source, oneOf: [.call("Signal.init")], avoiding: [.call("Signal.from")],
                because: Bilingual(en: "Make it.", zh: "自己造。"))
        }
    }

    @Test("with no compiled file (a mutant, or no nm) nothing is refused")
    func unknownRefusesNothing() {
        #expect(refusal(Self.alternatives, names: nil) == nil)
    }

    @Test("2.6 answered with the library's Signal.from gives the right events, and is refused")
    func signalFromIsNotSignalInit() throws {
        // 2.6 with the library's Signal.from: the same events, pulls and
        // disposals as the reference, so only the compiled file tells.
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stub = "Exercises/Chapter2/2.6-SignalFromSequence.swift"
        let text = """
            import ExerciseSupport
            import Reactive

            public func signal<Elements: Sequence & Sendable>(
                from elements: Elements
            ) -> Signal<Elements.Element> where Elements.Element: Sendable {
                Signal.from(elements)
            }
            """
        let file = folder.appendingPathComponent("2.6-SignalFromSequence.swift")
        try Data(text.utf8).write(to: file)
        let built = try IsolatedBuild(
            root: packageRoot, products: BuiltProducts.directory, chapter: 2
        ).build(replacing: [stub: file.path])
        defer { built.remove() }
        let report = Judging.report(
            try #require(Graders.grader(for: "2.6")), contestant: .learner,
            source: AnswerSource(file: stub, snapshot: [stub: text]), seed: Seed(1),
            programs: Programs(learner: built.program.path, [], objects: built.objects))
        #expect(report.status == .wrong, "\(report.message)")
        #expect(
            report.message.contains("expected: a call to Signal { … } or a call to Signal.create"),
            "\(report.message)")
    }

    /// The refusal, if any, of `checkUses` on a 3.2 answer `body` whose
    /// compiled file names `names`.
    private func binding(_ body: String, names: [String]) -> String? {
        let file = "Exercises/Chapter3/3.2-BindGreeting.swift"
        let text =
            "import Reactive\npublic func bindGreeting(_ greeting: MutableProperty<String>, "
            + "to name: Signal<String>) -> any Disposable {\n\(body)\n}\n"
        var source = AnswerSource(file: file, snapshot: [file: text]).function("bindGreeting")
        source.compiled = CompiledAnswer(names: names)
        do {
            try checkUses(
                source, oneOf: [.call("<~")],
                avoiding: [.call("Signal.subscribeNext"), .call("Signal.subscribe")],
                because: Bilingual(en: "Bind.", zh: "绑定。"))
            return nil
        } catch let wrong as WrongAnswer {
            return wrong.comparison.en
        } catch {
            return "\(error)"
        }
    }

    static let binds = [
        "Reactive.<~ infix<A where A: Swift.Sendable>(Reactive.MutableProperty<A>, "
            + "Reactive.Signal<A>) -> Reactive.Disposable"
    ]

    @Test("a binding thrown away beside a subscription of one's own is refused, a kept one passes")
    func deadBinding() {
        #expect(binding("greeting <~ name.map { \"Hello, \\($0)!\" }", names: Self.binds) == nil)
        let dead = binding(
            "_ = MutableProperty(0) <~ Signal<Int>.never\nreturn ActionDisposable {}",
            names: Self.binds)
        #expect(
            dead?.contains("got:      <~ at line 3, its result thrown away by _ =") == true,
            "\(dead ?? "")")
        let subscribed = binding(
            "greeting <~ Signal<String>.never\nreturn name.subscribeNext { greeting.value = $0 }",
            names: Self.binds + [
                "Reactive.Signal.subscribeNext(@Sendable (A) -> ()) -> Reactive.Disposable"
            ])
        #expect(subscribed?.contains("got:      a call to Signal.subscribeNext") == true)
    }

    @Test("a subject counts when its signal is read, not when one is merely made")
    func subjectRead() {
        let made = CompiledAnswer(names: Self.makesAReplaySubject)
        #expect(!LibraryUse.read("ReplaySubject.signal").isUsed(by: made))
        let read = CompiledAnswer(names: [
            "Reactive.ReplaySubject.signal.getter : Reactive.Signal<A>"
        ])
        #expect(LibraryUse.read("ReplaySubject.signal").isUsed(by: read))
        #expect(!LibraryUse.read("Subject.signal").isUsed(by: read))
    }
}
