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
    /// Draws the timeline one column per tick, running an unfinished one on
    /// to the given tick: the first row, then the events stacked under it.
    let rows: (Int) -> [String]
    /// The recorded events, in the order they came, for a picture of the line.
    let marks: [MarbleMark]

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
        self.rows = { until in Marbles.renderStacked(events, until: until, symbol: symbol) }
        self.marks = events.map { record in
            switch record.event {
            case .next(let value):
                MarbleMark(
                    tick: record.time,
                    .value(symbol: symbol(value) ?? "*", description: String(describing: value)))
            case .error(let error): MarbleMark(tick: record.time, .failed("\(error)"))
            case .completed: MarbleMark(tick: record.time, .completed)
            }
        }
    }
}
