import Narration
import Reactive

extension Section {
    /// Laziness made visible: each closure's runs, counted before and after pulling.
    static let laziness = Section("Lazy sequences", "延迟加载（自拟）") { page in
        let print = page.printer
        page.say(
            """
            map and filter on a PullSequence only describe work. Nothing runs until an \
            element is pulled, and then only the work for that element. To watch it \
            happen, count how many times each closure runs.
            """)
        page.say(
            """
            The counters are MutableProperty values, not local vars. A PullSequence may \
            be pulled from any thread, so its closures must be @Sendable, and a @Sendable \
            closure may not change a local var.
            """)
        page.code(.countedPipeline)
        let counts = LazinessCounts.measure()
        page.say("The counters, read after building the sequence and after each pull:")
        page.table(
            ["after", "value", "map ran", "filter ran", "print(evenSquares)"],
            counts.map { [$0.step, $0.value, "\($0.mapRuns)", "\($0.filterRuns)", $0.pulled] })
        page.say(
            """
            Building the pipeline ran nothing. The head ran each closure twice: 1 squared \
            is odd, so the filter pulled on to 2. Each later pull ran only what it needed, \
            and `array` ran the rest.
            """)
        page.say(
            """
            One trap. PullSequence is also a Swift Sequence, so it has Swift's eager map \
            as well, which takes any closure. Written in place, a closure that changes a \
            local var is refused: "mutation of captured var in concurrently-executing \
            code". Stored in a constant first, the same closure is simply not @Sendable, \
            and Swift quietly picks the eager map: all the work runs at once, and the \
            result is an Array.
            """)
        page.code(.eagerMap)
        // snippet.eagerMap
        var runs = 0
        let square = { (n: Int) -> Int in
            runs += 1
            return n * n
        }
        let eager = PullSequence(1...6).map(square)
        print(type(of: eager), "after", runs, "runs")
        // snippet.end
        page.book("-[RACSequence map:] (lazy)", "-[RACSequence eagerSequence]")
    }
}

/// The closure counts of the laziness example at each step, measured in this run.
struct LazinessCounts {
    /// The step just taken, as code.
    let step: String
    /// What the step returned.
    let value: String
    /// How many times map's closure had run.
    let mapRuns: Int
    /// How many times filter's closure had run.
    let filterRuns: Int
    /// The sequence's description: the elements pulled so far.
    let pulled: String

    /// Builds the example's pipeline, pulls it step by step, and reads the counters after each.
    static func measure() -> [LazinessCounts] {
        // snippet.countedPipeline
        let mapRuns = MutableProperty(0)
        let filterRuns = MutableProperty(0)
        let evenSquares = PullSequence(1...6)
            .map { n in
                mapRuns.value += 1
                return n * n
            }
            .filter { square in
                filterRuns.value += 1
                return square % 2 == 0
            }
        // snippet.end
        func counts(_ step: String, _ value: String) -> LazinessCounts {
            LazinessCounts(
                step: step, value: value, mapRuns: mapRuns.value, filterRuns: filterRuns.value,
                pulled: "\(evenSquares)")
        }
        return [
            counts("building", "—"),
            counts(".head", "\(evenSquares.head ?? 0)"),
            counts(".tail.head", "\(evenSquares.tail.head ?? 0)"),
            counts(".array", "\(evenSquares.array)"),
        ]
    }
}
