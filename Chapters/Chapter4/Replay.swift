import Narration
import Reactive

extension Section {
    /// Replay subjects and the replay operators, for subscribers who come late.
    static let replay = Section("Replay for late subscribers", "回滚（自拟）") { page in
        page.say(
            """
            A subject sends each value to whoever is subscribed at that moment. A \
            `ReplaySubject` also remembers what it has sent and plays it to each new \
            subscriber first; its capacity says how many of the latest values it keeps. \
            (The translation's word for replay is 回滚, in 网络层回访, where the book \
            notes that a request shared with `publish` needs no replay.) Each subject \
            below is sent a, b and c, then gets a subscriber, then is sent d:
            """)
        page.code(.replaySubjects)
        var rows: [[String]] = []
        // snippet.replaySubjects
        let subjects: [(String, any SubjectProtocol<String>)] = [
            ("Subject()", Subject()),
            ("ReplaySubject(capacity: 1)", ReplaySubject(capacity: 1)),
            ("ReplaySubject()", ReplaySubject()),
        ]
        for (name, subject) in subjects {
            subject.sendNext("a")
            subject.sendNext("b")
            subject.sendNext("c")
            let heard = Locked<[String]>([])
            subject.signal.subscribeNext { value in
                heard.withLock { $0.append(value) }
            }
            subject.sendNext("d")
            // snippet.hide
            rows.append([name, heard.withLock { $0.joined(separator: ", ") }])
            // snippet.show
        }
        // snippet.end
        page.table(["subject", "the subscriber hears"], rows)
        page.book(
            "RACSubject", "RACReplaySubject", "+[RACReplaySubject replaySubjectWithCapacity:]")
        replayOperators(page)
    }

    /// replay(), replayLast() and replayLazily(): when the work runs, and what a later subscriber hears.
    private static func replayOperators(_ page: Narrator) {
        page.say(
            """
            Three operators wrap the pattern "multicast into a replay subject and \
            connect". `replay()` connects at once and keeps everything; `replayLast()` \
            connects at once and keeps the latest value; `replayLazily()` keeps \
            everything but waits for its first subscriber before connecting. Each row \
            below makes the shared signal from the same counting source, then \
            subscribes twice:
            """)
        page.code(.replayOperators)
        var rows: [[String]] = []
        // snippet.replayOperators
        let sharing: [(String, @Sendable (Signal<Int>) -> Signal<Int>)] = [
            ("numbers (not shared)", { $0 }),
            ("numbers.replay()", { $0.replay() }),
            ("numbers.replayLast()", { $0.replayLast() }),
            ("numbers.replayLazily()", { $0.replayLazily() }),
        ]
        for (name, share) in sharing {
            let runs = RunCounter()
            let numbers = Signal.from([1, 2, 3]).initially { runs.increment() }
            let shared = share(numbers)
            let ranWhenMade = runs.count
            shared.subscribeNext { _ in }
            let heard = Locked<[Int]>([])
            shared.subscribeNext { value in heard.withLock { $0.append(value) } }
            // snippet.hide
            rows.append([
                name, "×\(ranWhenMade)", "×\(runs.count)", "\(heard.withLock { $0 })",
            ])
            // snippet.show
        }
        // snippet.end
        page.table(["signal", "ran when made", "ran in all", "second subscriber hears"], rows)
        page.say(
            """
            Every shared version ran the source once, and every one let the second \
            subscriber hear values that were sent before it arrived. Pick `replay()` \
            for work that should start now, such as a request whose answer you will \
            need soon; `replayLazily()` when it should wait for someone to ask; \
            `replayLast()` for "the current state", such as the latest user profile.
            """)
        page.book("-[RACSignal replay]", "-[RACSignal replayLast]", "-[RACSignal replayLazily]")
    }
}
