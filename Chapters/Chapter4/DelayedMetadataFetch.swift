import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Fetch a cell's metadata only if it stays on screen: delay, then takeUntil it is hidden.
    static let delayedMetadataFetch = Section(
        "Recipe: delayed fetch", ChineseTitle.of("信号延迟，间隔时间内给机会反悔做决定是否发送", from: .mvvm)
    ) {
        page in
        page.say(
            en: """
                A photo browser shows a grid of cells, and each cell wants extra details \
                (camera, exposure) from the server. When the user flings through the grid, \
                most cells are on screen for a moment only, and fetching for each would \
                flood the server. The recipe: wait a little after a cell appears, fetch \
                only if it is still there, and cancel a fetch in flight when it goes away.
                """,
            zh: """
                照片浏览器用网格显示一个个单元格，每个单元格都想从服务器取一些额外信息（相机、\
                曝光）。用户快速滑过网格时，大多数单元格只在屏幕上停留一瞬间，要是每个都去取，\
                服务器就会被淹没。做法是：单元格出现后稍等一会儿，如果它还在，才去取；\
                如果它离开了，就取消正在进行的请求。
                """)
        page.code(.metadataFetch)
        page.say(
            en: """
                `delay` holds the photo's name for 300 ms before `flatMap` sends the \
                request; `takeUntil(hidden)` ends the whole chain when the cell is hidden, \
                which disposes the delay's timer or the request, whichever is running. \
                Three cells, on a clock of 100 ms ticks; each fetch takes 400 ms:
                """,
            zh: """
                `delay` 把照片名推迟 300 ms 才交给 `flatMap`，由它发出请求；单元格被隐藏时，\
                `takeUntil(hidden)` 结束整条链：延迟的计时器和请求，哪个正在运行就释放哪个。\
                三个单元格，时钟每刻 100 ms；每次获取要 400 ms：
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
                let onScreen = page.text(en: "\(name) on screen", zh: "\(name) 在屏幕上")
                lines.append(MarbleLine(onScreen, span: SubscriptionSpan(shown, gone)))
            }
            let fetch = page.text(en: "\(name) fetch", zh: "\(name) 获取")
            lines += spans.map { MarbleLine(fetch, span: $0) }
            rows.append([
                name, describe(spans, metadata: label.values.first, page),
                label.values.first ?? "—",
            ])
        }
        page.marbles(lines)
        page.table(
            [
                page.text(en: "cell", zh: "单元格"), page.text(en: "fetch", zh: "获取"),
                page.text(en: "metadata shown", zh: "显示的信息"),
            ], rows)
        page.say(
            en: """
                Only the cell that stayed on screen cost a full request. harbour was gone \
                before its delay ran out, so the server never heard of it; forest's request \
                was cancelled halfway, when the cell was hidden.
                """,
            zh: """
                只有一直留在屏幕上的那个单元格花掉了一次完整的请求。harbour 在延迟结束前就离开了，\
                服务器根本不知道有它；forest 的请求进行到一半，单元格被隐藏时就被取消了。
                """)
        visibilitySplit(page)
        page.book(
            "RACObserve(self, isVisible)", "-[RACSignal skip:]", "-[RACSignal filter:]",
            "-[RACSignal delay:]", "-[RACSignal takeUntil:]", "-[RACSignal flattenMap:]")
    }

    /// The article's version: one Bool property split into "shown" and "hidden".
    private static func visibilitySplit(_ page: Narrator) {
        page.say(
            en: """
                The article MVVM ReactiveCocoa starts from one Bool, the cell's isVisible property, rather \
                than a separate hidden signal. Observing a property sends its current \
                value first, so the article skips that one with `skip(1)`: only changes \
                count. Then it splits the changes in two with `filter`, a signal of \
                "became visible" and one of "became hidden", and delays the first until \
                the second. Below, a cell that starts hidden is shown at tick 1 and \
                hidden again at 6; the recipe runs with `skip(1)`, and without it:
                """,
            zh: """
                《MVVM ReactiveCocoa》的出发点是一个 Bool，即单元格的 isVisible 属性，而不是一个单独的“隐藏”信号。\
                观察一个属性时，它先发送自己的当前值，所以文章用 `skip(1)` 跳过这个值：\
                只有变化才算数。然后它用 `filter` 把变化一分为二，一个是“变为可见”的信号，\
                一个是“变为隐藏”的信号，把前者延迟，并在后者出现时结束。\
                下面的单元格一开始是隐藏的，在第 1 刻显示，第 6 刻又被隐藏；\
                这个做法分别在有 `skip(1)` 和没有它的情况下运行：
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
            MarbleLine(page.text(en: "fetch, with skip(1)", zh: "获取，有 skip(1)"), withSkip) {
                _ in "T"
            },
            MarbleLine(page.text(en: "fetch, without it", zh: "获取，没有 skip(1)"), withoutSkip) {
                _ in "T"
            })
        let start = withSkip.events.first?.time ?? 0
        page.say(
            en: """
                With `skip(1)` the fetch started at tick \(start), three ticks after the cell \
                appeared (T: the delayed true of "became visible"), and the hide ended the \
                recipe (|). Without it, the property's first value, false, counted as "became \
                hidden" the moment the recipe subscribed, `takeUntil` ended everything at \
                once (|), and no cell would ever fetch.
                """,
            zh: """
                有 `skip(1)` 时，获取在第 \(start) 刻开始，也就是单元格出现三刻之后（T：\
                延迟后的那个表示“变为可见”的 true），隐藏则结束了整条管道（|）。没有它时，\
                属性的第一个值 false 在订阅的那一刻就被当成了“变为隐藏”，\
                `takeUntil` 立即结束了一切（|），于是没有任何单元格会去获取。
                """)
    }

    /// What happened to a cell's fetch, from the server's log of its subscriptions.
    private static func describe(
        _ spans: [SubscriptionSpan], metadata: String?, _ page: Narrator
    ) -> String {
        guard let span = spans.first else { return page.text(en: "never sent", zh: "从未发出") }
        let end = span.disposed.map(String.init) ?? "…"
        return metadata == nil
            ? page.text(
                en: "sent at \(span.subscribed), cancelled at \(end)",
                zh: "第 \(span.subscribed) 刻发出，第 \(end) 刻取消")
            : page.text(
                en: "sent at \(span.subscribed), answered at \(end)",
                zh: "第 \(span.subscribed) 刻发出，第 \(end) 刻得到回应")
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
