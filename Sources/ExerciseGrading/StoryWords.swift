import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Story {
    /// The story as `description` tells it, in `language`: one line per
    /// source, then the inner signals and the subscriptions.
    ///
    /// ```swift
    /// let story = Story(["queries": "-a--b-|"], lateSubscriberAt: 3)
    /// print(story.told(in: .chinese))
    /// // prints
    /// // queries: -a--b-|
    /// // 第 0 刻订阅，第 3 刻有一个晚来的订阅者
    /// ```
    public func told(in language: Language) -> String {
        guard language == .chinese else { return description }
        let labels = sources.map { "\($0.name):" } + (inner.map { ["\($0.name)(x):"] } ?? [])
        let width = labels.map(\.count).max() ?? 0
        func label(_ text: String) -> String {
            text + String(repeating: " ", count: width - text.count + 1)
        }
        func drawn(_ events: [Recorded<String>]) -> String {
            events.isEmpty ? "（什么也不发送）" : Marbles.render(events)
        }
        var lines = sources.map {
            label("\($0.name):") + drawn($0.events) + ($0.isCold ? "   冷信号，每次订阅都从头开始" : "")
        }
        if let inner {
            let values = inner.events.compactMap(\.event.value).map { "\"x\($0)\"" }
            lines.append(
                label("\(inner.name)(x):") + drawn(inner.events) + "   每次订阅都从头开始"
                    + (values.isEmpty ? "" : "，发送 " + values.joined(separator: "、")))
        }
        var subscription = "第 \(subscribeAt) 刻订阅"
        if let disposeAt { subscription += "，第 \(disposeAt) 刻释放" }
        if let lateSubscriberAt {
            subscription += "，第 \(lateSubscriberAt) 刻有一个晚来的订阅者"
            if let lateDisposeAt { subscription += "，它在第 \(lateDisposeAt) 刻离开" }
        }
        if let tick, tick != .seconds(1) {
            let milliseconds = tick / .milliseconds(1)
            let shown =
                milliseconds == milliseconds.rounded()
                ? String(Int(milliseconds)) : String(milliseconds)
            subscription += "；一刻是 \(shown) ms"
        }
        lines.append(subscription)
        return lines.joined(separator: "\n")
    }

    /// The story in both languages.
    public var told: Bilingual {
        .each { told(in: $0) }
    }
}
