import Chapter2Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// What a 2.7 deal did differently, said from the runs: timers left
    /// after a disposal, a deal of no cards that never ends, cards all at
    /// once, spaced by something else than the period, counted from another
    /// moment than the subscription, or a completion apart from the last card.
    ///
    /// `ask` plays another deal on the answer, to tell a deal that runs from
    /// the subscription from one that runs from the call.
    static func diagnoseDeal(
        _ dealing: Dealing, expected: Run<String>, got: Run<String>,
        ask: (Dealing) -> Run<String>?
    ) -> Diagnosis? {
        if let left = zip(expected.facts, got.facts).first(where: { $0 != $1 })?.1,
            let disposal = dealing.disposeAt
        {
            let waiting = left.split(separator: " ").first.map(String.init) ?? "?"
            return Diagnosis(
                hint: 2,
                en: "After the subscriber disposed at tick \(disposal), your deal still had "
                    + "\(counted(Int(waiting) ?? 0, "card")) on the scheduler: disposing the subscription left its timers "
                    + "running.",
                zh: "订阅者在第 \(disposal) 刻释放之后，你的发牌在调度者上还留着 \(waiting) 张牌："
                    + "释放订阅没有停下它的定时器。")
        }
        guard
            let (label, wanted, found) = zip(expected.timelines, got.timelines)
                .first(where: { $0.events != $1.events })
                .map({ ($0.label, $0.events, $1.events) })
        else { return nil }
        let start = label == "the subscriber" ? dealing.subscribeAt : dealing.lateSubscriberAt ?? 0
        let period = dealing.milliseconds / dealing.tick
        let who = Bilingual(
            en: label, zh: label == "the subscriber" ? "订阅者" : "晚来的订阅者")
        let cards = { (events: [Recorded<String>]) in events.filter { $0.event.value != nil } }
        let end = { (events: [Recorded<String>]) in events.first { $0.event.isTerminal }?.time }
        if dealing.cards.isEmpty {
            guard let finished = end(found) else {
                return Diagnosis(
                    hint: 2,
                    en:
                        "With no cards to deal, your deal never completed: \(label) waited for ever.",
                    zh: "没有牌可发，你的发牌却从没完成：\(who.zh)一直等下去。")
            }
            return Diagnosis(
                hint: 2,
                en: "With no cards to deal, your deal completed at tick \(finished), not at once, "
                    + "at the subscription (tick \(start)): there is nothing to wait for.",
                zh: "没有牌可发，你的发牌在第 \(finished) 刻才完成，而不是在订阅时（第 \(start) 刻）立即完成："
                    + "没有什么要等的。")
        }
        let (dealt, due) = (cards(found), cards(wanted))
        if dealt.isEmpty, let first = due.first {
            var fromTheStart = dealing
            fromTheStart.subscribeAt = 0
            fromTheStart.disposeAt = nil
            fromTheStart.lateSubscriberAt = nil
            if start > 0, let early = ask(fromTheStart), !cards(early.timelines[0].events).isEmpty {
                return Diagnosis(
                    hint: 2,
                    en: "\(label.capitalizedFirst), who subscribed at tick \(start), got no card, "
                        + "though a subscriber at tick 0 gets them: your deal runs from the moment "
                        + "deal is called, once, not from each subscription.",
                    zh: "\(who.zh)在第 \(start) 刻订阅，一张牌也没拿到，而在第 0 刻订阅的能拿到："
                        + "你的发牌从调用 deal 的那一刻起只运行一次，而不是从每次订阅开始。")
            }
            return Diagnosis(
                hint: 2,
                en: "\(label.capitalizedFirst) got no card at all, though the first was due at "
                    + "tick \(first.time), \(dealing.milliseconds) ms after the subscription at tick "
                    + "\(start).",
                zh: "\(who.zh)一张牌也没拿到，而第一张应该在第 \(first.time) 刻到，"
                    + "也就是第 \(start) 刻订阅之后 \(dealing.milliseconds) ms。")
        }
        if dealt.map(\.event.value) == due.map(\.event.value), dealt != due {
            return spacing(dealt.map(\.time), due.map(\.time), who, start, dealing, period)
        }
        if dealt.count < due.count,
            due.map(\.event.value).suffix(dealt.count).elementsEqual(dealt.map(\.event.value))
        {
            return Diagnosis(
                hint: 2,
                en: "\(label.capitalizedFirst), who subscribed at tick \(start), missed the first "
                    + "\(counted(due.count - dealt.count, "card")): your deal ran from another "
                    + "moment than this subscription, and dealt them before it came.",
                zh: "\(who.zh)在第 \(start) 刻订阅，却错过了前 \(due.count - dealt.count) 张牌："
                    + "你的发牌不是从这次订阅开始的，在它来之前就把这些牌发掉了。")
        }
        if dealt == due, let finished = end(found), let last = due.last?.time,
            end(wanted) == last
        {
            return Diagnosis(
                hint: 2,
                en: "Every card came right, but your deal completed at tick \(finished), not with "
                    + "the last card at tick \(last).",
                zh: "每张牌都对，但你的发牌在第 \(finished) 刻才完成，而不是在最后一张牌发出的第 \(last) 刻。")
        }
        return Diagnosis(
            hint: 2,
            en: "Deal card i after period × (i + 1), counted from the subscription; complete with "
                + "the last card; return the timers' disposables.",
            zh: "第 i 张牌在订阅之后的 period × (i + 1) 时发出；最后一张牌发出时完成；返回定时器的可释放对象。")
    }

    /// What the ticks of the right cards say: all at once, another spacing
    /// than the period, or counted from another moment than the subscription.
    private static func spacing(
        _ dealt: [Int], _ due: [Int], _ who: Bilingual, _ start: Int, _ dealing: Dealing,
        _ period: Int
    ) -> Diagnosis {
        let ms = { (ticks: Int) in ticks * dealing.tick }
        if dealt.count > 1, Set(dealt).count == 1 {
            return Diagnosis(
                hint: 2,
                en: "Every card came at tick \(dealt[0]), all at once: each card is dealt one "
                    + "period (\(dealing.milliseconds) ms) after the card before it.",
                zh: "每张牌都在第 \(dealt[0]) 刻一起到了：每张牌都要比前一张晚一个周期（\(dealing.milliseconds) ms）。")
        }
        let gaps = zip(dealt.dropFirst(), dealt).map { $0 - $1 }
        let first = dealt[0] - start
        if let gap = gaps.first, gaps.allSatisfy({ $0 == gap }), gap == first, gap != period {
            return Diagnosis(
                hint: 2,
                en: "Your deal spaced the cards \(ms(gap)) ms apart, from the subscription, where "
                    + "the period is \(dealing.milliseconds) ms.",
                zh: "你的发牌把牌间隔 \(ms(gap)) ms 发出（从订阅算起），而周期是 \(dealing.milliseconds) ms。")
        }
        if dealt.count == 1, first != period {
            return Diagnosis(
                hint: 2,
                en: "Your deal dealt the card \(ms(first)) ms after the subscription at tick "
                    + "\(start), where the period is \(dealing.milliseconds) ms.",
                zh: "你的发牌在第 \(start) 刻订阅之后 \(ms(first)) ms 才发出这张牌，而周期是 \(dealing.milliseconds) ms。")
        }
        let shift = dealt[0] - due[0]
        if zip(dealt, due).allSatisfy({ $0 - $1 == shift }) {
            return Diagnosis(
                hint: 2,
                en: "\(who.en.capitalizedFirst) got every card \(counted(abs(shift), "tick")) "
                    + (shift > 0 ? "late" : "early")
                    + ": your deal counts the periods from another moment than the subscription "
                    + "at tick \(start).",
                zh: "\(who.zh)收到的每张牌都\(shift > 0 ? "晚" : "早")了 \(abs(shift)) 刻："
                    + "你的发牌不是从第 \(start) 刻的订阅开始计算周期的。")
        }
        return Diagnosis(
            hint: 2,
            en:
                "The cards came at ticks \(dealt.prefix(6).map(String.init).joined(separator: ", ")), "
                + "where one period (\(dealing.milliseconds) ms) after another from the "
                + "subscription gives \(due.prefix(6).map(String.init).joined(separator: ", ")).",
            zh: "牌在第 \(dealt.prefix(6).map(String.init).joined(separator: "、")) 刻到达，"
                + "而从订阅起每隔一个周期（\(dealing.milliseconds) ms）发一张，应该是第 "
                + "\(due.prefix(6).map(String.init).joined(separator: "、")) 刻。")
    }
}

extension String {
    /// The text with its first letter in capitals: "the subscriber" → "The subscriber".
    fileprivate var capitalizedFirst: String {
        prefix(1).uppercased() + dropFirst()
    }
}
