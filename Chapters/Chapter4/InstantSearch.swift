import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Search as you type: throttle, then flatMap against switchToLatest, on virtual time.
    static let instantSearch = Section("Recipe: instant search", "即时搜索（自拟）") { page in
        page.say(
            """
            A search box that searches as you type should not send a request for every \
            key. RAC 2's `throttle` waits for a quiet spell: a value goes through only \
            once no newer one has come for the given time, so a burst of typing yields \
            its last text. (Rx calls this debounce; Rx's throttle is something else.) \
            Each text that goes through becomes a search request, a signal of its own.
            """)
        page.say(
            """
            On this virtual clock one tick is 100 ms. The user types "swi" quickly, \
            pauses, then types "ft". The pretend server is slow for "swi" (800 ms) and \
            fast for "swift" (200 ms). In the diagrams, a search line runs from ^ (request sent) to \
            ! (request over), and results are drawn, as texts are, by the last letter \
            of their query: i for "swi", t for "swift". First, merging every search \
            with `flatMap`:
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
        page.output(
            "the screen ends up showing \(merged.results.values.last?.description ?? "nothing")")
        page.say(
            """
            Both requests ran to the end, and the slow answer for "swi" arrived after \
            the answer for "swift": the screen shows results for text the user has \
            already changed. `switchToLatest` fixes that. It subscribes to each new \
            request and disposes the one before, so a stale request is cancelled, not \
            just ignored:
            """)
        page.code(.searchResults)
        let switched = SearchRun { text, server, scheduler in
            scheduler.record(searchResults(typed: text, server: server, on: scheduler))
        }
        switched.draw(page)
        page.output(
            "the screen ends up showing \(switched.results.values.last?.description ?? "nothing")")
        let cancelled = switched.server.requests.first { $0.name == "swi" }?.spans.first?.disposed
        page.say(
            """
            The request for "swi" was disposed at tick \(cancelled.map(String.init) ?? "—"), \
            the moment "swift" went through the throttle; with a real server, that disposal would cancel the \
            HTTP request. Every diagram line above was recorded in this run: the ^ and \
            ! come from the pretend server's log of its subscriptions.
            """)
        accessFirst(page)
        page.say(
            """
            The article chains all of this in one expression: the access request, \
            `then`, a filter, `throttle`, `flattenMap`, and `deliverOn:` to the main \
            thread. This section has run it in pieces, with `switchToLatest` in place \
            of `flattenMap`, which the first two runs show is the safer choice for a \
            search.
            """)
        page.book(
            "-[RACSignal throttle:]", "-[RACSignal flattenMap:]", "-[RACSignal switchToLatest]",
            "rac_textSignal", "-[RACSignal then:]")
        page.differs(
            """
            `throttle` and `delay` ask for the scheduler their timers run on. \
            RAC2's `-throttle:` and `-delay:` take only the interval, and pick the \
            scheduler themselves: the current one, or a background one when there \
            is none.
            """)
    }

    /// The article's search starts only once access has been granted: `then`.
    private static func accessFirst(_ page: Narrator) {
        page.say(
            """
            The article this recipe comes from searches Twitter, and must first ask \
            the user for access to their accounts. Its pipeline begins with the access \
            request and `then`: wait for that signal to complete, ignoring its values, \
            and only then subscribe to the text. If access is refused, the request \
            fails, the error passes straight through, and the text is never \
            subscribed. Here access is granted at tick 3 in one run and refused at \
            tick 3 in the other, while the user types from tick 1:
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
            MarbleLine("typed", typed),
            MarbleLine("granted, then text", afterGrant),
            MarbleLine("refused, then text", afterRefusal))
        page.say(
            """
            The keys typed before access was granted were never seen: `then` \
            subscribed to the text at tick 3, and a text field is hot. The refused \
            run ended with the error (#) and heard no key at all.
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
            MarbleLine("typed (last key)", typed) { $0.last },
            MarbleLine("throttled", throttled) { $0.last },
        ]
        for (query, spans) in server.requests {
            lines += spans.map { MarbleLine("search \"\(query)\"", span: $0) }
        }
        lines.append(MarbleLine("results", results) { $0.query.last })
        page.marbles(lines, until: 16)
    }
}
