import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Fetch a cell's metadata only if it stays on screen: delay, then takeUntil it is hidden.
    static let delayedMetadataFetch = Section("Recipe: delayed fetch", "信号延迟，间隔时间内给机会反悔做决定是否发送") {
        page in
        page.say(
            """
            A photo browser shows a grid of cells, and each cell wants extra details \
            (camera, exposure) from the server. When the user flings through the grid, \
            most cells are on screen for a moment only, and fetching for each would \
            flood the server. The recipe: wait a little after a cell appears, fetch \
            only if it is still there, and cancel a fetch in flight when it goes away.
            """)
        page.code(.metadataFetch)
        page.say(
            """
            `delay` holds the photo's name for 300 ms before `flatMap` sends the \
            request; `takeUntil(hidden)` ends the whole chain when the cell is hidden, \
            which disposes the delay's timer or the request, whichever is running. \
            Three cells, on a clock of 100 ms ticks; each fetch takes 400 ms:
            """)
        page.code(.threeCells)
        var runs: [(name: String, label: TestObserver<String>, hidden: TestObserver<Void>)] = []
        // snippet.threeCells
        let scheduler = TestScheduler(tick: .milliseconds(100))
        let server = PretendServer(
            scheduler: scheduler, latency: { _ in 4 },
            answer: { "\($0): 1/250 s, f/8" })
        let cells = [
            (name: "sunset", shown: 0, hidden: 12),
            (name: "harbour", shown: 1, hidden: 2),
            (name: "forest", shown: 2, hidden: 7),
        ]
        for cell in cells {
            let hidden = scheduler.hotSignal([.next(cell.hidden, ())])
            let label = metadata(
                for: cell.name, hidden: hidden.signal, server: server,
                on: scheduler)
            let recorder = scheduler.record(label, subscribeAt: cell.shown)
            // snippet.hide
            runs.append((cell.name, recorder, scheduler.record(hidden.signal)))
            // snippet.show
        }
        scheduler.run()
        // snippet.end
        var lines: [MarbleLine] = []
        var rows: [[String]] = []
        for (name, label, hidden) in runs {
            let spans = server.requests.filter { $0.name == name }.flatMap(\.spans)
            if let shown = label.span?.subscribed, let gone = hidden.events.first?.time {
                lines.append(MarbleLine("\(name) on screen", span: SubscriptionSpan(shown, gone)))
            }
            lines += spans.map { MarbleLine("\(name) fetch", span: $0) }
            rows.append([
                name, describe(spans, metadata: label.values.first), label.values.first ?? "—",
            ])
        }
        page.marbles(lines)
        page.table(["cell", "fetch", "metadata shown"], rows)
        page.say(
            """
            Only the cell that stayed on screen cost a full request. harbour was gone \
            before its delay ran out, so the server never heard of it; forest's request \
            was cancelled halfway, when the cell was hidden.
            """)
        visibilitySplit(page)
        page.book(
            "RACObserve(self, isVisible)", "-[RACSignal skip:]", "-[RACSignal filter:]",
            "-[RACSignal delay:]", "-[RACSignal takeUntil:]", "-[RACSignal flattenMap:]")
    }

    /// The article's version: one Bool property split into "shown" and "hidden".
    private static func visibilitySplit(_ page: Narrator) {
        page.say(
            """
            The article starts from one Bool, the cell's isVisible property, rather \
            than a separate hidden signal. Observing a property sends its current \
            value first, so the article skips that one with `skip(1)`: only changes \
            count. Then it splits the changes in two with `filter`, a signal of \
            "became visible" and one of "became hidden", and delays the first until \
            the second. Below, a cell that starts hidden is shown at tick 1 and \
            hidden again at 6; the recipe runs with `skip(1)`, and without it:
            """)
        page.code(.splitVisibility)
        // snippet.splitVisibility
        func fetchTrigger(skipping count: Int) -> TestObserver<Bool> {
            let scheduler = TestScheduler()
            let isVisible = MutableProperty(false)
            let changes = isVisible.signal.skip(count)
            let visible = changes.filter { $0 }
            let hidden = changes.filter { !$0 }
            let fetch = scheduler.record(
                visible.delay(.seconds(3), on: scheduler).takeUntil(hidden))
            scheduler.schedule(at: 1) { isVisible.value = true }
            scheduler.schedule(at: 6) { isVisible.value = false }
            scheduler.run()
            return fetch
        }
        let withSkip = fetchTrigger(skipping: 1)
        let withoutSkip = fetchTrigger(skipping: 0)
        // snippet.end
        page.marbles(
            MarbleLine("fetch, with skip(1)", withSkip) { _ in "T" },
            MarbleLine("fetch, without it", withoutSkip) { _ in "T" })
        let start = withSkip.events.first?.time ?? 0
        page.say(
            """
            With `skip(1)` the fetch started at tick \(start), three ticks after the cell \
            appeared (T: the delayed true of "became visible"), and the hide ended the \
            recipe (|). Without it, the property's first value, false, counted as "became \
            hidden" the moment the recipe subscribed, `takeUntil` ended everything at \
            once (|), and no cell would ever fetch.
            """)
    }

    /// What happened to a cell's fetch, from the server's log of its subscriptions.
    private static func describe(_ spans: [SubscriptionSpan], metadata: String?) -> String {
        guard let span = spans.first else { return "never sent" }
        let end = span.disposed.map(String.init) ?? "…"
        return metadata == nil
            ? "sent at \(span.subscribed), cancelled at \(end)"
            : "sent at \(span.subscribed), answered at \(end)"
    }
}

// snippet.metadataFetch
// snippet.hide
/// A cell's photo metadata, fetched only if the cell stays on screen for 300 ms.
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: with the metadata, or when `hidden` sends · fails: never
///   scheduler: the one given · multicast: no (a fetch per subscriber)
func metadata(
    for photo: String, hidden: Signal<Void>, server: PretendServer<String>,
    on scheduler: any Scheduler
) -> Signal<String> {
    Signal.just(photo)
        .delay(.milliseconds(300), on: scheduler)
        .flatMap { server.request($0) }
        .takeUntil(hidden)
}
// snippet.end
