import ReactiveTesting

/// One labelled line of a marble diagram, drawn from a recorded run.
///
/// It is made only from a `TestObserver`, so a chapter cannot type a diagram
/// in by hand: what it prints is what the signal did on the test scheduler.
/// Show several with `Narrator.marbles(_:)`, lined up under one another.
///
/// ```swift
/// let scheduler = TestScheduler()
/// let input = scheduler.hotSignal("-a-b-c|")
/// let line = MarbleLine("map", scheduler.record(input.signal.map { $0.uppercased() }))
/// scheduler.run()
/// page.marbles(line)   // prints     map  -A-B-C|
/// ```
///
/// Book: the marble diagrams the book draws by hand; ours come from real runs.
public struct MarbleLine {
    /// The label printed before the timeline.
    public let label: String
    /// The tick after the last recorded event.
    let end: Int
    /// Draws the timeline, running an unfinished one on to the given tick.
    let draw: (Int) -> String

    /// A line for everything `recorder` has received so far, each value drawn by `symbol`.
    ///
    /// By default a value whose description is one character is drawn as that
    /// character, and any other value as `*`.
    public init<Value>(
        _ label: String, _ recorder: TestObserver<Value>,
        symbol: @escaping (Value) -> Character? = Marbles.defaultSymbol
    ) {
        let events = recorder.events
        self.label = label
        self.end = (events.map(\.time).max() ?? -1) + 1
        self.draw = { until in Marbles.render(events, until: until, symbol: symbol) }
    }
}

extension Narrator {
    /// A marble diagram: the lines under one another, their labels padded to one width.
    ///
    /// Unfinished timelines run on to the latest event of any line, or to
    /// `until` if that is later, so the columns of all lines are the same ticks.
    /// With `ticks`, a ruler above the lines numbers every fifth tick:
    ///
    /// ```
    ///     tick   0    5
    ///     input  -a-b-c|
    /// ```
    public func marbles(_ lines: [MarbleLine], until: Int = 0, ticks: Bool = false) {
        let end = max(until, lines.map(\.end).max() ?? 0)
        let labelWidth = max(ticks ? 4 : 0, lines.map(\.label.displayWidth).max() ?? 0)
        let drawn = lines.map { ($0.label, $0.draw(end)) }
        blank()
        if ticks {
            let length = drawn.map(\.1.count).max() ?? 0
            line(
                "    "
                    + Style.dim.apply(
                        "tick".padded(to: labelWidth) + "  " + ruler(length), colour: colour))
        }
        for (label, timeline) in drawn {
            let label = Style.bold.apply(label.padded(to: labelWidth), colour: colour)
            line("    " + label + "  " + Style.output.apply(timeline, colour: colour))
        }
    }

    /// A marble diagram of the given lines; see `marbles(_:until:ticks:)`.
    public func marbles(_ lines: MarbleLine..., until: Int = 0, ticks: Bool = false) {
        marbles(lines, until: until, ticks: ticks)
    }

    /// Every fifth tick's number, at its column: `0    5    10`.
    private func ruler(_ length: Int) -> String {
        stride(from: 0, to: length, by: 5).reduce("") { text, tick in
            text.padded(to: tick) + String(tick)
        }
    }
}
