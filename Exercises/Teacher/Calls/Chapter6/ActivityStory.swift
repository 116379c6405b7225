import ReactiveTesting

/// A story for the view-model exercises 6.3 and 6.4: when the screen makes
/// the view model active (`t`) and inactive (`f`), and what each run of its
/// work answers, counted from that run's start (later runs repeat the last
/// script); when screens subscribe and leave, and when the screen lets the
/// view model go.
public struct ActivityStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The changes of `isActive`, at ticks from 1: `t` or `f` (the same one
    /// twice in a row now and then).
    public var activity: [Recorded<String>]
    /// What each run answers from its start, in order.
    public var runs: [[Recorded<String>]]
    /// What a run is, for the description: "download" or "import".
    public var work: String
    /// When the first screen subscribes to what is graded.
    public var subscribeAt = 0
    /// When that subscription is disposed, if it is.
    public var disposeAt: Int?
    /// When a second screen subscribes (6.3: to the flag; 6.4: the title bar, to the photos).
    public var lateSubscriberAt: Int?
    /// When yet more screens subscribe to the photos (6.4), up to ten screens in all.
    public var moreSubscribersAt: [Int] = []
    /// When the screen lets the view model go, if it does.
    public var letGoAt: Int?

    /// A story of `activity` and `runs` of `work`.
    public init(
        activity: [Recorded<String>], runs: [[Recorded<String>]], work: String,
        subscribeAt: Int = 0, disposeAt: Int? = nil, lateSubscriberAt: Int? = nil,
        moreSubscribersAt: [Int] = [], letGoAt: Int? = nil
    ) {
        self.activity = activity
        self.runs = runs
        self.work = work
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
        self.lateSubscriberAt = lateSubscriberAt
        self.moreSubscribersAt = moreSubscribersAt
        self.letGoAt = letGoAt
    }

    /// The script of run `index` (from 0).
    public func run(_ index: Int) -> [Recorded<String>] {
        runs.isEmpty ? [] : runs[min(index, runs.count - 1)]
    }

    /// The last tick at which anything happens, with every run starting at the last change.
    public var lastTick: Int {
        let marks =
            activity.map(\.time) + [
                subscribeAt, disposeAt ?? 0, lateSubscriberAt ?? 0, letGoAt ?? 0,
            ]
            + moreSubscribersAt
        return (marks.max() ?? 0) + (runs.flatMap { $0.map(\.time) }.max() ?? 0)
    }

    /// The story, one line per part.
    public var description: String {
        let scripts = runs.enumerated().map { index, script in
            let drawn = script.isEmpty ? "(sends nothing)" : Marbles.render(script)
            let name =
                index == runs.count - 1 && index > 0
                ? "later runs" : Self.ordinal(index + 1) + " run"
            return "\(name) \(drawn)"
        }
        var lines = [
            "active:   \(activity.isEmpty ? "(never changes)" : Marbles.render(activity))"
                + "   t = becomes active, f = becomes inactive",
            "\(work): \(scripts.joined(separator: ", "))   each from its start",
        ]
        var subscription = "subscribed at \(subscribeAt)"
        if let disposeAt { subscription += ", disposed at \(disposeAt)" }
        if let lateSubscriberAt { subscription += ", a late subscriber at \(lateSubscriberAt)" }
        if let letGoAt { subscription += ", the screen lets the view model go at \(letGoAt)" }
        lines.append(subscription)
        return lines.joined(separator: "\n")
    }

    /// "1st", "2nd", "3rd", "4th", …
    static func ordinal(_ number: Int) -> String {
        switch number {
        case 1: "1st"
        case 2: "2nd"
        case 3: "3rd"
        default: "\(number)th"
        }
    }
}
