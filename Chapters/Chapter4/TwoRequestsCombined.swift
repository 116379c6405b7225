import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// Two requests sent together and combined with combineLatest when both have answered.
    static let twoRequestsCombined = Section(
        "Recipe: two requests combined", ChineseTitle.of("多个信号合并成一个信号", from: .mvvm)
    ) {
        page in
        page.say(
            en: """
                A profile screen needs two things from the server: the user's details and \
                their photos. Sending one request, then the other, wastes the time of the \
                first. `combineLatest` subscribes to both at once and sends a combined \
                value as soon as each has sent one; its `reduce` closure builds what the \
                screen shows from the pair.
                """,
            zh: """
                个人资料界面要从服务器拿两样东西：用户的详情和他的照片。先发一个请求，\
                再发另一个，就白白浪费了第一个请求的时间。`combineLatest` 同时订阅两者，\
                两边各发来一个值，就立即发送一个组合值；\
                它的 `reduce` 闭包用这一对值构造出界面要显示的内容。
                """)
        page.code(.profileHeader)
        page.say(
            en: "The details take 2 ticks to come back and the photos 5:",
            zh: "详情要 2 刻才返回，照片要 5 刻：")
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
        let requests = [
            (page.text(en: "details request", zh: "详情请求"), profiles.requests),
            (page.text(en: "photos request", zh: "照片请求"), photos.requests),
        ]
        for (label, server) in requests {
            lines += server.flatMap(\.spans).map { MarbleLine(label, span: $0) }
        }
        lines.append(MarbleLine(page.text(en: "header", zh: "页头"), header) { $0.last })
        page.marbles(lines)
        for record in header.events {
            if case .next(let text) = record.event {
                page.output(
                    page.text(
                        en: "tick \(record.time): \(text)", zh: "第 \(record.time) 刻：\(text)"))
            }
        }
        let slowest =
            (profiles.requests + photos.requests).flatMap(\.spans)
            .compactMap(\.disposed).max() ?? 0
        page.say(
            en: """
                Both requests started at tick 0, side by side, and the header came as soon \
                as the slower one answered, at tick \(slowest). Had one request waited for \
                the other, the header would have taken the two latencies added together. \
                When the details change later (a new name, say), `combineLatest` sends a \
                fresh header with the photos it already has; `zip` would wait for new \
                photos too.
                """,
            zh: """
                两个请求都在第 0 刻同时开始，较慢的那个一回应，页头就到了，也就是第 \(slowest) 刻。\
                如果一个请求要等另一个，页头就得花掉两者的延迟之和。\
                之后如果详情变了（比如换了名字），\
                `combineLatest` 会用手头已有的照片发送一个新页头；`zip` 则还要等新的照片。
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
