import Chapter5Calls
import ExerciseGrading
import ExerciseHarness
import ReactiveTesting
import WorkbookKit

extension Graders {
    /// 5.5: `configure(_:thumbnail:)` behaves as the reference in the task's
    /// story and a couple of hundred generated ones: up to eight photos shown
    /// in turn in one cell, reused a few ticks after they were configured and
    /// configured again at once or later, downloads that send a thumbnail
    /// once or again and again, fail or never end, a cell the grid lets go.
    /// The same images in the cell at the same ticks, each download cancelled
    /// at the reuse (or when the cell goes), and a cell let go freed.
    static let configure = Grader("5.5") { judge in
        try compareTraces(
            "configure(cell, thumbnail: thumbnail)", judge.answer(Chapter5Calls.configure),
            with: judge.reference(Chapter5Calls.configure), on: .cellStories, seed: judge.seed,
            describe: \.told, hint: 2, diagnose: diagnoseCell)
        let binding = judge.source.function("configure")
        try checkUses(
            binding, oneOf: [.call("takeUntil")],
            avoiding: [
                .call("Signal.subscribeNext"), .call("Signal.subscribe"), .call("switchToLatest"),
                .call("Signal.never"), .call("takeUntilReplacement"),
            ],
            because: Bilingual(
                en: "This exercise practises takeUntil: let the reuse end the binding, "
                    + "thumbnail.takeUntil(cell.prepareForReuse), rather than end it by hand.",
                zh: "这个练习练的是 takeUntil：让复用来结束绑定，"
                    + "thumbnail.takeUntil(cell.prepareForReuse)，而不是手动结束它。"))
        try checkUses(
            binding, oneOf: [.call("<~")],
            because: Bilingual(
                en: "This exercise practises bindings: bind the thumbnails into cell.image with "
                    + "<~.",
                zh: "这个练习练的是绑定：用 <~ 把缩略图绑定到 cell.image。"))
    }

    /// What a difference usually means.
    static func diagnoseCell(_ story: CellStory, expected: Trace, got: Trace) -> Diagnosis? {
        let fact = "the cell, once the grid let it go"
        if expected[fact] != got[fact] {
            return Diagnosis(
                hint: 2,
                en: "A subscribeNext that sets cell.image captures the cell and keeps it alive; a "
                    + "binding made with <~ lets it go, and ends with it.",
                zh: "设置 cell.image 的 subscribeNext 会捕获 cell，让它一直活着；用 <~ 建立的绑定会放开它，并随它一起结束。")
        }
        if case .timeline(let want)? = expected["cell.image"],
            case .timeline(let have)? = got["cell.image"], want != have
        {
            if let late = lateThumbnail(in: have, story: story) {
                return Diagnosis(
                    hint: 2,
                    en:
                        "Photo \(late.letter)'s thumbnail landed in the cell at \(late.tick), after "
                        + "the reuse at \(late.reused): the cell shows another photo by then. An "
                        + "old photo's late thumbnail must never land in it, even if the next "
                        + "configure comes some ticks later. End the binding at the reuse itself: "
                        + "takeUntil(cell.prepareForReuse).",
                    zh: "照片 \(late.letter) 的缩略图在第 \(late.tick) 刻落到了 cell 里，"
                        + "晚于第 \(late.reused) 刻的复用：那时 cell 已经显示另一张照片了。旧照片迟到的缩略图绝不能落进去，"
                        + "即使下一次 configure 晚几刻才来。就在复用的那一刻结束绑定："
                        + "takeUntil(cell.prepareForReuse)。")
            }
            let letters = Set(want.compactMap(\.event.value)).subtracting(["n"]).sorted()
            if let letter = letters.first(where: { letter in
                have.filter { $0.event.value == letter }.count
                    < want.filter { $0.event.value == letter }.count
            }) {
                return Diagnosis(
                    hint: 2,
                    en: "The cell missed a thumbnail of photo \(letter) that came while it still "
                        + "showed that photo: a download may send more than one (a better one "
                        + "later). Bind every one of them until the reuse, not just the first.",
                    zh: "cell 仍在显示照片 \(letter) 时，来了它的一张缩略图，cell 却错过了："
                        + "一次下载可能发送不止一张（之后来一张更好的）。把每一张都绑定到复用为止，不只是第一张。")
            }
            return Diagnosis(
                hint: 2,
                en:
                    "cell.image shows each thumbnail of the photo on show as it arrives, and nothing "
                    + "else: the grid's reuse() clears it, your code only binds.",
                zh: "cell.image 按到达的顺序显示正在显示的照片的每张缩略图，其他什么也不显示：网格的 reuse() 会清空它，"
                    + "你的代码只负责绑定。")
        }
        for (name, wanted) in downloads(in: expected) {
            let found = spansOf(name, in: got)
            guard let end = found.last?.disposed, end < wanted.last?.disposed ?? .max else {
                continue
            }
            return Diagnosis(
                hint: 2,
                en: "A download was cancelled at \(end), while the cell still showed its photo: a "
                    + "download may send a better thumbnail later, so keep the binding (and the "
                    + "download) until the reuse, and take every thumbnail, not just the first.",
                zh: "一次下载在第 \(end) 刻被取消了，而 cell 还在显示它的照片：下载之后可能发送一张更好的缩略图，"
                    + "所以要保持绑定（和下载）直到复用，并取每一张缩略图，不只是第一张。")
        }
        if let letGo = story.moves.first(where: { $0.step == .letGo })?.tick,
            downloads(in: expected).contains(where: { name, spans in
                spans.last?.disposed == letGo && spansOf(name, in: got).last?.disposed != letGo
            })
        {
            return Diagnosis(
                hint: 2,
                en: "When the grid lets the cell go, its binding must end with it and cancel the "
                    + "download: a binding made with <~ does that, a subscription of your own "
                    + "(even one that holds the cell weakly) runs on.",
                zh: "网格放开 cell 时，cell 的绑定必须随它一起结束，并取消下载：用 <~ 建立的绑定会这样做，"
                    + "你自己的订阅（即使对 cell 是弱引用）则会继续运行。")
        }
        return Diagnosis(
            hint: 2,
            en: "The reuse must cancel the old download (dispose its subscription) right then, not "
                + "just hide what it sends.", zh: "复用必须当场取消旧的下载（释放它的订阅），而不只是把它发送的东西藏起来。")
    }

    /// The first thumbnail in `events` of a photo whose cell had already been
    /// reused: its letter, its tick and the reuse's tick.
    private static func lateThumbnail(in events: [Recorded<String>], story: CellStory)
        -> (letter: String, tick: Int, reused: Int)?
    {
        for (position, record) in events.enumerated() {
            guard let letter = record.event.value, letter != "n",
                let index = CellStory.letters.firstIndex(of: letter),
                let reused = story.shown(index)?.reused
            else { continue }
            let clearedBefore = events[..<position].contains {
                $0.time == reused && $0.event.value == "n"
            }
            if record.time > reused || (record.time == reused && clearedBefore) {
                return (letter, record.time, reused)
            }
        }
        return nil
    }

    /// Each download's subscriptions in `trace`, by the part's name.
    private static func downloads(in trace: Trace) -> [(String, [SubscriptionSpan])] {
        trace.parts.compactMap { part in
            guard case .spans(let spans) = part.content else { return nil }
            return (part.name, spans)
        }
    }

    private static func spansOf(_ name: String, in trace: Trace) -> [SubscriptionSpan] {
        guard case .spans(let spans)? = trace[name] else { return [] }
        return spans
    }
}

extension Inputs where Input == CellStory {
    /// The task's story; a reuse some ticks before the next configure while
    /// the old thumbnail is still on its way; a cell let go before its
    /// thumbnail, or while two downloads run; downloads that fail, never end,
    /// or send a thumbnail again and again (before and after the reuse); a
    /// reuse with no photo after it; eight photos in turn, and nine, one
    /// past the eight the task mentions; then generated stories of one to
    /// 24 photos (log-uniform).
    static var cellStories: Inputs<CellStory> {
        typealias Move = CellStory.Move
        func configure(_ tick: Int, _ script: String) -> Move {
            Move(tick, .configure(script: Story.events(script)))
        }
        func inTurn(_ count: Int) -> [Move] {
            (0..<count).flatMap { index -> [Move] in
                let letter = CellStory.letters[index]
                return [
                    configure(index * 3, "--\(letter)-\(letter)|"), Move(index * 3 + 3, .reuse),
                ]
            }
        }
        let (eight, nine) = (inTurn(8), inTurn(9))
        return Inputs(
            examples: [
                CellStory([configure(1, "-----a|"), Move(4, .reuse), configure(4, "----b|")])
            ],
            edgeCases: [
                CellStory([configure(1, "-----a|"), Move(4, .reuse), configure(7, "--b|")]),
                CellStory([configure(1, "-----a|"), Move(3, .letGo)]),
                CellStory([configure(1, "--#"), Move(4, .reuse), configure(4, "-b|")]),
                CellStory([configure(1, "----a|"), Move(3, .reuse)]),
                CellStory([configure(1, "-a|"), Move(4, .reuse), configure(5, "----b|")]),
                CellStory([
                    configure(1, "-----"), Move(3, .reuse), configure(5, "-b|"), Move(8, .letGo),
                ]),
                CellStory([configure(1, "-a-a-a|"), Move(6, .reuse), configure(6, "-b-b|")]),
                CellStory([configure(1, "-a--a--a|"), Move(4, .reuse), configure(5, "--b|")]),
                CellStory([configure(0, "-a---a"), Move(3, .letGo)]),
                CellStory([configure(0, "-a"), Move(2, .reuse), Move(3, .reuse)]),
                CellStory(eight), CellStory(nine),
            ],
            make: { random, size in
                var moves: [Move] = []
                var tick = Int.random(in: 0...2, using: &random)
                let photos = 1 + random.size(growingWith: size / 2, upTo: 23)
                for index in 0..<photos {
                    let script = random.script(
                        ticks: 1...6, values: [CellStory.letters[index]],
                        maxValues: random.chance(0.25) ? 3 : 1,
                        endings: ScriptEndings(completed: 0.7, error: 0.15))
                    moves.append(Move(tick, .configure(script: script)))
                    guard index < photos - 1 || random.chance(0.4) else { break }
                    tick += Int.random(in: 1...4, using: &random)
                    moves.append(Move(tick, .reuse))
                    tick += Int.random(in: 0...2, using: &random)
                }
                if random.chance(0.25) {
                    let last = moves.last?.tick ?? 0
                    moves.append(Move(last + Int.random(in: 1...4, using: &random), .letGo))
                }
                return CellStory(moves)
            },
            smaller: smallerCellStories)
    }
}

/// Simpler cell stories: without the last photo (and its reuse), without
/// letting go, with a thumbnail's script simpler, or with every step a tick
/// earlier.
private func smallerCellStories(_ story: CellStory) -> [CellStory] {
    typealias Move = CellStory.Move
    var candidates: [CellStory] = []
    let moves = story.moves
    func isConfigure(_ move: Move) -> Bool {
        if case .configure = move.step { true } else { false }
    }
    if let last = moves.lastIndex(where: isConfigure), last > 0 {
        candidates.append(CellStory(moves[..<last].filter { $0.step != .letGo }))
    }
    if story.letsGo {
        candidates.append(CellStory(moves.filter { $0.step != .letGo }))
    }
    for (index, move) in moves.enumerated() {
        guard case .configure(let script) = move.step else { continue }
        for simpler in Shrink.events(script, earliest: 1) {
            var changed = moves
            changed[index] = Move(move.tick, .configure(script: simpler))
            candidates.append(CellStory(changed))
        }
    }
    if let first = moves.first?.tick, first > 0 {
        candidates.append(CellStory(moves.map { Move($0.tick - 1, $0.step) }))
    }
    return candidates
}
