import Narration
import Reactive

extension Section {
    /// Replay subjects and the replay operators, for subscribers who come late.
    static let replay = Section(
        "Replay for late subscribers", ChineseTitle.of("组播", "重放给晚来的订阅者")
    ) { page in
        page.say(
            en: """
                A subject sends each value to whoever is subscribed at that moment. A \
                `ReplaySubject` also remembers what it has sent and plays it to each new \
                subscriber first; its capacity says how many of the latest values it keeps. \
                (In Chinese the workbook calls replay 重放; the translation's word \
                misleads, as the note below says.) Each subject below is sent a, b and c, \
                then gets a subscriber, then is sent d:
                """,
            zh: """
                subject 把每个值发给那一刻正在订阅的人。`ReplaySubject` 还会记住自己发送过的值，\
                每来一个新订阅者，先把这些值发给它；它的容量（capacity）决定保留最新的几个值。\
                （replay 本练习册译作“重放”；译本的译法容易误解，见本节的译注。）\
                下面每个 subject 先收到 a、b、c，然后来了一个订阅者，接着再收到 d：
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
            rows.append([
                name, heard.withLock { $0.joined(separator: page.text(en: ", ", zh: "、")) },
            ])
            // snippet.show
        }
        // snippet.end
        page.table(["subject", page.text(en: "the subscriber hears", zh: "订阅者听到的值")], rows)
        page.translationNote(
            en: """
                The translation renders replay as “回滚”, a word for rolling back, as a \
                database rolls back a transaction: in 网络层回访, where the book notes \
                that a request shared with `publish` needs no replay, it writes \
                “我们不需要回滚(replay)”. Nothing is rolled back or undone here: replay \
                keeps the values a signal has sent and sends them again, in order, to each \
                new subscriber, before the values still to come. The workbook says 重放.
                """,
            zh: """
                译本把 replay 译作“回滚”：原书在“网络层回访”里指出，用 `publish` 共享的请求\
                不需要 replay，译本写作“我们不需要回滚(replay)”。“回滚”通常指撤销、退回，\
                比如数据库“回滚”事务；这里却没有任何东西被撤销：replay 是把信号已经发送过的值\
                保存下来，每来一个新订阅者，就先按原来的顺序把这些值重新发给它，再接着发送之后\
                的新值。本练习册把它译作“重放”。
                """)
        page.book(
            "RACSubject", "RACReplaySubject", "+[RACReplaySubject replaySubjectWithCapacity:]")
        replayOperators(page)
    }

    /// replay(), replayLast() and replayLazily(): when the work runs, and what a later subscriber hears.
    private static func replayOperators(_ page: Narrator) {
        page.say(
            en: """
                Three operators wrap the pattern "multicast into a ReplaySubject and \
                connect". `replay()` connects at once and keeps everything; `replayLast()` \
                connects at once and keeps the latest value; `replayLazily()` keeps \
                everything but waits for its first subscriber before connecting. Each row \
                below makes the shared signal from the same counting source, then \
                subscribes twice:
                """,
            zh: """
                有三个操作符把“组播到一个 ReplaySubject，再连接”这一套封装了起来。\
                `replay()` 立即连接，保留全部的值；`replayLast()` 立即连接，只保留最新的一个值；\
                `replayLazily()` 保留全部的值，但要等到第一个订阅者出现才连接。\
                下表每一行都用同一个会计数的源信号创建共享信号，然后订阅两次：
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
                page.text(en: name, zh: name.replacing(" (not shared)", with: "（不共享）")),
                page.text(en: "×\(ranWhenMade)", zh: "\(ranWhenMade) 次"),
                page.text(en: "×\(runs.count)", zh: "\(runs.count) 次"), "\(heard.withLock { $0 })",
            ])
            // snippet.show
        }
        // snippet.end
        page.table(
            [
                page.text(en: "signal", zh: "信号"),
                page.text(en: "ran when made", zh: "创建时执行"),
                page.text(en: "ran in all", zh: "一共执行"),
                page.text(en: "second subscriber hears", zh: "第二个订阅者听到的值"),
            ], rows)
        page.say(
            en: """
                Every shared version ran the source once, and every one let the second \
                subscriber hear values that were sent before it arrived. Pick `replay()` \
                for work that should start now, such as a request whose answer you will \
                need soon; `replayLazily()` when it should wait for someone to ask; \
                `replayLast()` for "the current state", such as the latest user profile.
                """,
            zh: """
                每个共享版本都只执行了一次源信号，而且都让第二个订阅者听到了它到来之前发送的值。\
                应该马上开始的工作，比如一个很快就要用到结果的请求，用 `replay()`；\
                应该等有人来要才开始的，用 `replayLazily()`；表示“当前状态”的，比如最新的用户资料，\
                用 `replayLast()`。
                """)
        page.book("-[RACSignal replay]", "-[RACSignal replayLast]", "-[RACSignal replayLazily]")
    }
}
