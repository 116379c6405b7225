import Chapter4Calls
import ExerciseGrading
import ExerciseHarness
import WorkbookKit

extension Graders {
    /// 4.5: `drags` behaves as the reference in many touch stories, with
    /// positions of any Int: the moves from each touch down to the next
    /// lift, and `moves` listened to only during drags. The message says
    /// what the answer's drags did differently.
    static let drags = Grader("4.5") { judge in
        let order = ["downs", "moves", "ups"]
        func story(
            downs: String, ups: String, moves: String = "-123456789123", subscribeAt: Int = 0,
            disposeAt: Int? = nil, lateSubscriberAt: Int? = nil
        ) -> Story {
            Story(
                ["downs": downs, "moves": moves, "ups": ups], order: order,
                subscribeAt: subscribeAt, disposeAt: disposeAt, lateSubscriberAt: lateSubscriberAt)
        }
        try compareStories(
            "drags(downs: downs, moves: moves, ups: ups)", judge.answer(Chapter4Calls.drags),
            with: judge.reference(Chapter4Calls.drags),
            on: TouchStories.inputs(
                examples: [
                    story(
                        downs: "--d-------d-----|", ups: "------u-------u",
                        moves: "-1-2-3-4-5-6-7-8-9|")
                ],
                edgeCases: [
                    story(downs: "-d-|", ups: "------u"),
                    story(downs: "-d-#", ups: "------u"),
                    story(downs: "--d--|", ups: "--u"),
                    story(downs: "-d--d---|", ups: "---u--u"),
                    story(downs: "-d---d|", ups: "---u-----u"),
                    story(downs: "", ups: ""),
                    story(downs: "|", ups: ""),
                    story(downs: "-d------d", ups: "-----u----u", disposeAt: 3),
                    story(downs: "-d------d", ups: "-----u----u", lateSubscriberAt: 3),
                    story(downs: "-d------d", ups: "-----u----u", subscribeAt: 3),
                    story(downs: "-d---d--|", ups: "----u---u", moves: "-1znMm2z3"),
                ]),
            seed: judge.seed, maxSize: 14, hint: 2,
            because: Bilingual(
                en: Chapter4Letters.positionLegend + ".",
                zh: "moves：数字就是位置；z = 0，n = -1，M = Int.max，m = Int.min。"),
            diagnose: diagnoseDrags)
        try checkUses(
            judge.source.function("drags"), oneOf: [.call("takeUntil")],
            because: Bilingual(
                en: "This exercise practises takeUntil: let the lift end each drag's listening.",
                zh: "这个练习练的是 takeUntil：让手指抬起结束每次拖动的收听。"))
    }
}
