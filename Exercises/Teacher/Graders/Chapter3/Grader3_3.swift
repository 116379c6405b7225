import Chapter3Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 3.3: `rings` registers the doorbell's two handlers once, when it is
    /// called, and no more however many subscribers come; what
    /// they hear, names of any text, is what the reference's subscribers
    /// hear; then it behaves as the reference on generated and hand-picked
    /// time stories of rings and unplugs: what a first subscriber, one that
    /// leaves early and a late one hear, and when.
    static let rings = Grader("3.3") { judge in
        let call = "rings(onRing: doorbell.onRing, onUnplug: doorbell.onUnplug)"
        try compareTraces(
            call, judge.answer(Chapter3Calls.doorbellCrowd),
            with: judge.reference(Chapter3Calls.doorbellCrowd),
            on: .doorbellVisits(examples: [
                DoorbellVisit(
                    rings: ["Ash", "Bo"], unplugs: true,
                    subscribers: [.init(from: 0), .init(from: 2)])
            ]),
            seed: judge.seed, describe: \.told, hint: 2,
            because: Bilingual(
                en: "Each subscriber hears the rings after it subscribed, then completes at the "
                    + "unplug.", zh: "每个订阅者听到它订阅之后的铃声，然后在拔掉电源时完成。"),
            diagnose: { _, expected, got in
                let registered = "registered by rings(…)"
                if got[registered] != expected[registered] {
                    return Diagnosis(
                        hint: 2,
                        en: got[registered] == .fact("0 ring handlers and 0 unplug handlers")
                            ? "Register once, in rings(…), not inside Signal { … } for each "
                                + "subscriber."
                            : "Register each handler once, both of them:\n  the unplug handler "
                                + "is how the doorbell says it is done.",
                        zh: got[registered] == .fact("0 ring handlers and 0 unplug handlers")
                            ? "只注册一次，在 rings(…) 里注册，不要为每个订阅者在 Signal { … } 里注册。"
                            : "每个处理函数都注册一次，两个都要：\n  拔掉电源的处理函数是门铃告诉你它结束了的方式。")
                }
                if got["registered in all, after every subscriber"]
                    != expected["registered in all, after every subscriber"]
                {
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Subscribing must not register handlers again: the doorbell keeps one of "
                            + "each, and a new one replaces the last.",
                        zh: "订阅时不能再注册处理函数：门铃每种处理函数只保留一个，新的会替换旧的。")
                }
                return nil
            })
        try compareStories(
            call, judge.answer(Chapter3Calls.rings), with: judge.reference(Chapter3Calls.rings),
            on: .stories(
                sources: ["doorbell"],
                examples: [Story(["doorbell": "-a--b-c-|"], lateSubscriberAt: 3)]),
            seed: judge.seed, maxSize: 16, hint: 2,
            because: Bilingual(
                en: "The doorbell rings with each letter and is unplugged at | or #.\n  Each "
                    + "subscriber hears the rings after it subscribed, then completes at the unplug.",
                zh: "门铃随每个字母响一次，在 | 或 # 处被拔掉电源。\n  每个订阅者听到它订阅之后的铃声，然后在拔掉电源时完成。"))
        try checkUses(
            judge.source.function("rings"), oneOf: [.read("Subject.signal")],
            avoiding: [.call("Signal.init")],
            because: Bilingual(
                en: "This exercise practises subjects: send what the callbacks hear into a "
                    + "Subject, and return its signal.",
                zh: "这个练习练的是 Subject：把回调听到的东西发进一个 Subject，再返回它的信号。"))
    }
}

extension Inputs where Input == DoorbellVisit {
    /// Visits of no, one and many rings, names of any text (empty ones too),
    /// with and without an unplug, heard by one to 41 subscribers
    /// (log-uniform; eleven, one past the ten the task mentions, among the
    /// edge cases) who come before, during and after the rings, some leaving
    /// early.
    static func doorbellVisits(examples: [DoorbellVisit]) -> Inputs<DoorbellVisit> {
        typealias Stay = DoorbellVisit.Stay
        let names = ["Ash", "Bo", "", "two words", "new\nline", "日本", "e\u{301}", "👩‍👩‍👧‍👦", "a"]
        return Inputs(
            examples: examples,
            edgeCases: [
                DoorbellVisit(rings: [], unplugs: false, subscribers: []),
                DoorbellVisit(
                    rings: ["a"], unplugs: false,
                    subscribers: [.init(from: 0, until: 1), .init(from: 0), .init(from: 0)]),
                DoorbellVisit(rings: ["", "Bo", ""], unplugs: true, subscribers: [.init(from: 0)]),
                DoorbellVisit(
                    rings: names, unplugs: true,
                    subscribers: (0..<10).map { Stay(from: $0, until: $0 % 3 == 0 ? $0 + 4 : nil) }),
                DoorbellVisit(
                    rings: ["Ash"], unplugs: true,
                    subscribers: [.init(from: 3), .init(from: 0, until: 2)]),
                DoorbellVisit(
                    rings: ["Ash", "Bo"], unplugs: true,
                    subscribers: (0..<11).map { Stay(from: $0 % 3) }),
            ],
            make: { random, size in
                let rings = (0..<Int.random(in: 0...size, using: &random)).map { _ in
                    random.pick(names)
                }
                let end = rings.count + 2
                let subscribers = (0...random.size(upTo: 40)).map { _ -> Stay in
                    let from = Int.random(in: 0...end, using: &random)
                    let until =
                        random.chance(0.3) ? Int.random(in: from...end + 1, using: &random) : nil
                    return Stay(from: from, until: until)
                }
                return DoorbellVisit(
                    rings: rings, unplugs: random.chance(0.7), subscribers: subscribers)
            },
            smaller: { visit in
                var simpler = Shrink.list(visit.subscribers) { _ in [] }.map {
                    DoorbellVisit(rings: visit.rings, unplugs: visit.unplugs, subscribers: $0)
                }
                if visit.unplugs {
                    simpler.append(
                        DoorbellVisit(
                            rings: visit.rings, unplugs: false, subscribers: visit.subscribers))
                }
                simpler += Shrink.list(visit.rings) { $0 == "a" ? [] : ["a"] }.map {
                    DoorbellVisit(rings: $0, unplugs: visit.unplugs, subscribers: visit.subscribers)
                }
                return simpler
            })
    }
}
