import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Search as you type: throttle, then flatMap against switchToLatest, on virtual time.
    static let instantSearch = Section(
        "Recipe: instant search", ChineseTitle.of("信号传递流程中的一些处理", "即时搜索", from: .mvvm)
    ) { page in
        page.say(
            en: """
                A search box that searches as you type should not send a request for every \
                key. RAC2's `throttle` waits for a quiet spell: a value goes through only \
                once no newer one has come for the given time, so a burst of typing yields \
                its last text. (Rx calls this debounce; Rx's throttle is something else.) \
                Each text that goes through becomes a search request, a signal of its own.
                """,
            zh: """
                边输入边搜索的搜索框，不应该每敲一个键就发一次请求。RAC2 的 `throttle`（节流）\
                会等一段安静的时间：只有在给定的时间内没有更新的值到来，一个值才会通过，\
                所以一阵快速输入只留下最后的文本。\
                （Rx 把这叫作 debounce；Rx 的 throttle 是另一回事。）\
                每个通过的文本都变成一次搜索请求，也就是一个独立的信号。
                """)
        page.say(
            en: """
                On this virtual clock one tick is 100 ms. The user types "swi" quickly, \
                pauses, then types "ft". The pretend server is slow for "swi" (800 ms) and \
                fast for "swift" (200 ms). In the diagrams, a search line runs from ^ (request sent) to \
                ! (request over), and results are drawn, as texts are, by the last letter \
                of their query: i for "swi", t for "swift". First, merging every search \
                with `flatMap`:
                """,
            zh: """
                在这个虚拟时钟上，一刻是 100 ms。用户快速输入“swi”，停了一下，又输入“ft”。\
                模拟的服务器对“swi”回应得很慢（800 ms），对“swift”回应得很快（200 ms）。图中，\
                一条搜索线从 ^（发出请求）画到 !（请求结束）；结果和文本一样，\
                用查询词的最后一个字母表示：i 表示“swi”，t 表示“swift”。首先，\
                用 `flatMap` 合并每一次搜索：
                """)
        page.code(.searchSetup)
        page.code(.mergedSearch)
        let merged = SearchRun { text, server, scheduler in
            // snippet.mergedSearch
            let throttled = text.throttle(.milliseconds(300), on: scheduler)
            let results = scheduler.record(throttled.flatMap { server.request($0) })
            // snippet.end
            return results
        }
        merged.draw(page)
        page.output(showing(merged, page))
        page.say(
            en: """
                Both requests ran to the end, and the slow answer for "swi" arrived after \
                the answer for "swift": the screen shows results for text the user has \
                already changed. `switchToLatest` fixes that. It subscribes to each new \
                request and disposes the one before, so a stale request is cancelled, not \
                just ignored:
                """,
            zh: """
                两个请求都执行到了最后，而“swi”那个慢的回应在“swift”的回应之后才到：屏幕上显示的，\
                是用户已经改掉的文本的结果。`switchToLatest` 能解决这个问题。它订阅每一个新请求，\
                同时释放前一个，所以过时的请求被取消了，而不只是被忽略：
                """)
        page.code(.searchResults)
        let switched = SearchRun { text, server, scheduler in
            scheduler.record(searchResults(typed: text, server: server, on: scheduler))
        }
        switched.draw(page)
        page.output(showing(switched, page))
        let cancelled = switched.server.requests.first { $0.name == "swi" }?.spans.first?.disposed
        page.say(
            en: """
                The request for "swi" was disposed at tick \(cancelled.map(String.init) ?? "—"), \
                the moment "swift" went through the throttle; with a real server, that disposal would cancel the \
                HTTP request. Every diagram line above was recorded in this run: the ^ and \
                ! come from the pretend server's log of its subscriptions.
                """,
            zh: """
                “swi”的请求在第 \(cancelled.map(String.init) ?? "—") 刻被释放，正是“swift”\
                通过节流的那一刻；如果是真的服务器，这次释放会取消那个 HTTP 请求。\
                上面每条图线都是在这次运行中记录下来的：^ 和 ! 来自模拟服务器为每次订阅留下的记录。
                """)
        accessFirst(page)
        wholeSearch(page)
        page.book(
            "-[RACSignal throttle:]", "-[RACSignal flattenMap:]", "-[RACSignal switchToLatest]",
            "rac_textSignal", "-[RACSignal then:]", "-[RACSignal filter:]",
            "-[RACSignal deliverOn:]")
        page.differs(
            en: """
                `throttle` and `delay` ask for the scheduler their timers run on. \
                RAC2's `-throttle:` and `-delay:` take only the interval, and pick the \
                scheduler themselves: the current one, or a background one when there \
                is none.
                """,
            zh: """
                `throttle` 和 `delay` 要你指定它们的计时器在哪个调度者上运行\
                。RAC2 的 `-throttle:` 和 `-delay:` 只接受时间间隔，自己挑选调度者：\
                有当前调度者就用当前的，没有就用一个后台调度者。
                """)
    }

    /// What the screen shows at the end of a search run, in the reader's language.
    private static func showing(_ run: SearchRun, _ page: Narrator) -> String {
        let last = run.results.values.last?.description
        return page.text(
            en: "the screen ends up showing \(last ?? "nothing")",
            zh: "屏幕最后显示的是 \(last ?? "（什么也没有）")")
    }

    /// The article's search starts only once access has been granted: `then`.
    private static func accessFirst(_ page: Narrator) {
        page.say(
            en: """
                The article this recipe comes from, MVVM ReactiveCocoa, searches Twitter, and must first ask \
                the user for access to their accounts. Its pipeline begins with the access \
                request and `then`: wait for that signal to complete, ignoring its values, \
                and only then subscribe to the text. If access is refused, the request \
                fails, the error passes straight through, and the text is never \
                subscribed. Here access is granted at tick 3 in one run and refused at \
                tick 3 in the other, while the user types from tick 1:
                """,
            zh: """
                这个做法出自《MVVM ReactiveCocoa》，文章里搜索的是 Twitter，必须先请求用户允许访问其账户。\
                它的管道以访问请求和 `then` 开头：等那个信号完成，忽略它的值，然后才订阅文本。\
                如果用户拒绝，请求就会失败，错误直接传下去，文本根本不会被订阅。\
                下面一次运行在第 3 刻得到允许，另一次在第 3 刻被拒绝，而用户从第 1 刻起就在输入：
                """)
        page.code(.accessThenText)
        // snippet.accessThenText
        let scheduler = TestScheduler()
        let text = scheduler.hotSignal("-ab-cd")
        let granted: TestableSignal<Void> = scheduler.coldSignal([.completed(3)])
        let refused: TestableSignal<Void> = scheduler.coldSignal([.error(3)])
        let afterGrant = scheduler.record(granted.signal.then { text.signal })
        let afterRefusal = scheduler.record(refused.signal.then { text.signal })
        // snippet.hide
        let typed = scheduler.record(text.signal)
        // snippet.show
        scheduler.run()
        // snippet.end
        page.marbles(
            MarbleLine(page.text(en: "typed", zh: "输入"), typed),
            MarbleLine(page.text(en: "granted, then text", zh: "允许，然后文本"), afterGrant),
            MarbleLine(page.text(en: "refused, then text", zh: "拒绝，然后文本"), afterRefusal))
        page.say(
            en: """
                The keys typed before access was granted were never seen: `then` \
                subscribed to the text at tick 3, and a text field is hot. The refused \
                run ended with the error (#) and heard no key at all.
                """,
            zh: """
                得到允许之前敲下的键都没有被看到：`then` 在第 3 刻才订阅文本，而文本框是热的。\
                被拒绝的那次运行以错误（#）结束，一个键也没听到。
                """)
    }
}

// snippet.searchResults
// snippet.hide
/// The instant search pipeline: throttle the text, search, keep only the latest search.
///
// snippet.show
/// Contract: cold (over a hot text) · values: SearchResults · errors: none
///   completes: when the text field does · fails: never
///   scheduler: the one given · multicast: no
func searchResults(
    typed text: Signal<String>, server: PretendServer<SearchResults>,
    on scheduler: any Scheduler
) -> Signal<SearchResults> {
    text.throttle(.milliseconds(300), on: scheduler)
        .map { server.request($0) }
        .switchToLatest()
}
// snippet.end

/// One recorded run of a search pipeline against the scripted typing.
private struct SearchRun {
    let typed: TestObserver<String>
    let throttled: TestObserver<String>
    let results: TestObserver<SearchResults>
    let server: PretendServer<SearchResults>

    /// Types "swi", pauses, types "ft", and runs `pipeline`, which records the
    /// results, on a 100 ms clock.
    init(
        _ pipeline: (Signal<String>, PretendServer<SearchResults>, TestScheduler) ->
            TestObserver<SearchResults>
    ) {
        // snippet.searchSetup
        let scheduler = TestScheduler(tick: .milliseconds(100))
        let text = scheduler.hotSignal([
            .next(1, "s"), .next(2, "sw"), .next(3, "swi"), .next(7, "swif"),
            .next(8, "swift"),
        ]).signal
        let latencies = ["swi": 8, "swift": 2]
        let server = PretendServer(
            scheduler: scheduler, latency: { latencies[$0] ?? 3 },
            answer: { SearchResults(query: $0) })
        // snippet.end
        self.server = server
        typed = scheduler.record(text)
        throttled = scheduler.record(text.throttle(.milliseconds(300), on: scheduler))
        results = pipeline(text, server, scheduler)
        scheduler.advance(to: 16)
    }

    /// The run's marble diagram: the text, the throttled text, each search, the results.
    func draw(_ page: Narrator) {
        var lines = [
            MarbleLine(page.text(en: "typed (last key)", zh: "输入（最后一个键）"), typed) { $0.last },
            MarbleLine(page.text(en: "throttled", zh: "节流后"), throttled) { $0.last },
        ]
        for (query, spans) in server.requests {
            let label = page.text(en: "search \"\(query)\"", zh: "搜索“\(query)”")
            lines += spans.map { MarbleLine(label, span: $0) }
        }
        lines.append(MarbleLine(page.text(en: "results", zh: "结果"), results) { $0.query.last })
        page.marbles(lines, until: 16)
    }
}
