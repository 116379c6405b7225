import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Two requests sent together and combined with combineLatest when both have answered.
    static let twoRequestsCombined = Section("Recipe: two requests combined", "多个信号合并成一个信号") {
        page in
        page.say(
            """
            A profile screen needs two things from the server: the user's details and \
            their photos. Sending one request, then the other, wastes the time of the \
            first. `combineLatest` subscribes to both at once and sends a combined \
            value as soon as each has sent one; its `reduce` closure builds what the \
            screen shows from the pair.
            """)
        page.code(.profileHeader)
        page.say("The details take 2 ticks to come back and the photos 5:")
        page.code(.twoServers)
        // snippet.twoServers
        let scheduler = TestScheduler()
        let profiles = PretendServer(scheduler: scheduler, latency: { _ in 2 }) {
            "\($0) (Ash Furrow)"
        }
        let photos = PretendServer(scheduler: scheduler, latency: { _ in 5 }) { _ in
            ["harbour", "sunset", "forest"]
        }
        let header = scheduler.record(
            profileHeader(for: "ashfurrow", profiles: profiles, photos: photos))
        scheduler.run()
        // snippet.end
        var lines: [MarbleLine] = []
        for (name, server) in [("details", profiles.requests), ("photos", photos.requests)] {
            lines += server.flatMap(\.spans).map { MarbleLine("\(name) request", span: $0) }
        }
        lines.append(MarbleLine("header", header) { $0.last })
        page.marbles(lines)
        for record in header.events {
            if case .next(let text) = record.event { page.output("tick \(record.time): \(text)") }
        }
        let slowest =
            (profiles.requests + photos.requests).flatMap(\.spans)
            .compactMap(\.disposed).max() ?? 0
        page.say(
            """
            Both requests started at tick 0, side by side, and the header came as soon \
            as the slower one answered, at tick \(slowest). Had one request waited for \
            the other, the header would have taken the two latencies added together. \
            When the details change later (a new name, say), `combineLatest` sends a \
            fresh header with the photos it already has; `zip` would wait for new \
            photos too.
            """)
        page.book("+[RACSignal combineLatest:reduce:]", "-[RACSignal combineLatestWith:]")
    }
}

// snippet.profileHeader
// snippet.hide
/// A profile screen's header, built from two requests sent together.
///
// snippet.show
/// Contract: cold · values: String · errors: none
///   completes: when both requests have · fails: as soon as either does
///   scheduler: the servers' · multicast: no (two requests per subscriber)
func profileHeader(
    for user: String, profiles: PretendServer<String>,
    photos: PretendServer<[String]>
) -> Signal<String> {
    Signal.combineLatest(profiles.request(user), photos.request(user)) {
        profile, photos in "\(profile), \(photos.count) photos"
    }
}
// snippet.end
