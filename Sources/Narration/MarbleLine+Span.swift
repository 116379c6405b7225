import ReactiveTesting

extension MarbleLine {
    /// A line showing when one subscription began (`^`) and ended (`!`), as recorded.
    ///
    /// A `TestableSignal` logs a `SubscriptionSpan` for every subscription it
    /// receives, so a diagram can show when an operator subscribed to a source
    /// and when it let go: the moment a stale search was cancelled, or a timer
    /// stopped. A span still open runs on to the end of the diagram. A
    /// subscription that began and ended in the same tick is drawn as `!` alone.
    ///
    /// ```swift
    /// let scheduler = TestScheduler()
    /// let search = scheduler.coldSignal("----r|")
    /// _ = scheduler.record(search.signal, subscribeAt: 2, disposeAt: 4)
    /// scheduler.run()
    /// page.marbles(MarbleLine("search", span: search.subscriptions[0]))
    /// // prints     search  --^-!
    /// ```
    ///
    /// Book: no equivalent; the book describes disposal in words.
    public init(_ label: String, span: SubscriptionSpan) {
        self.label = label
        self.end = (span.disposed ?? span.subscribed) + 1
        let draw: (Int) -> String = { until in
            var line = ""
            for tick in 0..<max(until, (span.disposed ?? span.subscribed) + 1) {
                if tick == span.disposed {
                    line += "!"
                    break
                }
                line += tick == span.subscribed ? "^" : "-"
            }
            return line
        }
        self.draw = draw
        self.rows = { until in [draw(until)] }
        // A subscription that ends in the tick it began is drawn as its end alone.
        let began =
            span.disposed == span.subscribed ? [] : [MarbleMark(tick: span.subscribed, .subscribed)]
        self.marks = began + (span.disposed.map { [MarbleMark(tick: $0, .disposed)] } ?? [])
    }
}
