import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// What a 4.5 answer did differently, said from the story: a result
    /// that ended at a lift or with `downs` mid-drag, positions sent after
    /// a lift, a drag that stopped at position 0, positions missed, or
    /// `moves` and `ups` listened to between drags.
    static func diagnoseDrags(_ story: Story, expected: Playback<Int>, got: Playback<Int>)
        -> Diagnosis
    {
        let touch = Touches(story)
        if let index = zip(expected.events, got.events).enumerated()
            .first(where: { $0.element.0 != $0.element.1 })?.offset
            ?? (expected.events.count != got.events.count
                ? min(expected.events.count, got.events.count) : nil)
        {
            let wanted = index < expected.events.count ? expected.events[index] : nil
            let found = index < got.events.count ? got.events[index] : nil
            if let found, found.event.isTerminal, wanted?.event.isTerminal != true {
                return endedEarly(at: found.time, touch)
            }
            if let found, let position = found.event.value,
                wanted.map({ $0.time > found.time || $0.event.isTerminal }) ?? true,
                let lift = touch.lift(before: found.time)
            {
                return Diagnosis(
                    hint: 2,
                    en:
                        "Your answer sent position \(position) at tick \(found.time), after the lift "
                        + "at tick \(lift) had ended the drag: it went on following moves.",
                    zh: "你的答案在第 \(found.time) 刻发出了位置 \(position)，而第 \(lift) 刻的抬起已经结束了这次拖动："
                        + "它还在跟随 moves。")
            }
            if let wanted, let position = wanted.event.value {
                if found.map({ $0.time > wanted.time || $0.event.isTerminal }) ?? true,
                    let zero = touch.positions.last(where: {
                        $0.time <= wanted.time && $0.value == 0
                    }),
                    touch.lift(before: zero.time) == nil
                {
                    let missed =
                        zero.time == wanted.time
                        ? Bilingual(en: "and never sent it", zh: "也没有发出它")
                        : Bilingual(
                            en: "and position \(position) at tick \(wanted.time) never came",
                            zh: "第 \(wanted.time) 刻的位置 \(position) 一直没来")
                    return Diagnosis(
                        hint: 2,
                        en:
                            "Your answer's drag stopped at position 0, at tick \(zero.time), before "
                            + "its lift, \(missed.en): 0 is a position like any other, not a lift.",
                        zh: "你的答案的拖动在第 \(zero.time) 刻的位置 0 处就停了，还没到抬起，\(missed.zh)："
                            + "0 和别的位置一样，也是位置，不是抬起。")
                }
                return Diagnosis(
                    hint: 2,
                    en: "Your answer missed position \(position) at tick \(wanted.time), in a drag "
                        + "that was still going on.",
                    zh: "你的答案漏掉了第 \(wanted.time) 刻的位置 \(position)，当时拖动还在进行。")
            }
        }
        for name in ["moves", "ups"] {
            let spans = { (playback: Playback<Int>) in
                playback.subscriptions.first { $0.what == name }?.spans ?? []
            }
            guard spans(expected) != spans(got) else { continue }
            let listened = spans(got).map(\.description).joined(separator: ", ")
            let drags = spans(expected).map(\.description).joined(separator: ", ")
            guard !listened.isEmpty else {
                return Diagnosis(
                    hint: 2,
                    en: "Your answer never listened to \(name), which a drag listens to from its "
                        + "touch to its lift (here \(drags)).",
                    zh: "你的答案从没监听 \(name)，而一次拖动要从按下到抬起一直监听它（这里是 \(drags)）。")
            }
            return Diagnosis(
                hint: 2,
                en: "Your answer listened to \(name) at \(listened), where a drag listens to it "
                    + "only from its touch to its lift (here "
                    + "\(drags.isEmpty ? "never: no touch came" : drags)).",
                zh: "你的答案监听 \(name) 的时间是 \(listened)，而一次拖动只在按下到抬起之间监听它（这里是"
                    + "\(drags.isEmpty ? "从不：没有按下" : drags)）。")
        }
        return Diagnosis(
            hint: 2,
            en: "Each drag follows the moves from its touch down to the next lift, and lets go of "
                + "moves\n  and ups at the lift (listen to neither between drags); the result "
                + "completes when downs\n  has completed and no drag is going on.",
            zh: "每次拖动都跟随从按下到下一次抬起之间的 moves，并在抬起时放开\n  moves 和 ups（两次拖动之间两个都不要监听）"
                + "；downs 完成、\n  而且没有拖动在进行时，结果才完成。")
    }

    /// A result that ended at `tick` while more was to come: with `downs`,
    /// mid-drag, or at a lift.
    private static func endedEarly(at tick: Int, _ touch: Touches) -> Diagnosis {
        if let end = touch.downsEnd, end <= tick, touch.touches.contains(where: { $0 <= tick }),
            touch.lift(before: tick + 1) == nil
        {
            let lift = touch.lift(after: tick)
            return Diagnosis(
                hint: 2,
                en: "Your result completed at tick \(tick), when downs did, while a drag was still "
                    + "going on: "
                    + (lift.map { "its lift came only at tick \($0)." }
                        ?? "the finger never lifted."),
                zh: "你的结果在第 \(tick) 刻随 downs 一起完成了，而当时还有一次拖动在进行："
                    + (lift.map { "它的抬起到第 \($0) 刻才来。" } ?? "手指一直没有抬起。"))
        }
        if touch.lifts.contains(tick) {
            return Diagnosis(
                hint: 2,
                en: "Your result ended at the lift at tick \(tick): the touches after it made no "
                    + "drag. A lift ends one drag, not the result.",
                zh: "你的结果在第 \(tick) 刻的抬起处就结束了：之后的按下都没有形成拖动。抬起结束的是一次拖动，不是整个结果。")
        }
        return Diagnosis(
            hint: 2,
            en: "Your result ended at tick \(tick), before downs had ended with no drag going on.",
            zh: "你的结果在第 \(tick) 刻就结束了，而那时 downs 还没有在没有拖动进行时结束。")
    }
}

/// A touch story's touches, lifts, positions and the end of `downs`.
private struct Touches {
    let touches: [Int]
    let lifts: [Int]
    let positions: [(time: Int, value: Int)]
    let downsEnd: Int?

    init(_ story: Story) {
        func events(_ name: String) -> [Recorded<String>] {
            story.sources.first { $0.name == name }?.events ?? []
        }
        touches = events("downs").filter { $0.event.value != nil }.map(\.time)
        lifts = events("ups").filter { $0.event.value != nil }.map(\.time)
        positions = events("moves").compactMap { record in
            record.event.value.map { (record.time, Chapter4Letters.position($0)) }
        }
        downsEnd = events("downs").first { $0.event.isTerminal }?.time
    }

    /// The lift that ended the last drag before `tick`, if no touch came
    /// since: a move at `tick` is then outside every drag. (In one tick, a
    /// touch comes first, then a move, then a lift.)
    func lift(before tick: Int) -> Int? {
        guard let touch = touches.last(where: { $0 <= tick }) else { return nil }
        return lifts.last { $0 >= touch && $0 < tick }
    }

    /// The first lift after `tick`.
    func lift(after tick: Int) -> Int? {
        lifts.first { $0 > tick }
    }
}
