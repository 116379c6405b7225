import ExerciseGrading
import ReactiveTesting

/// A story for exercise 5.5: what the grid does with one cell, tick by tick.
///
/// The grid configures the cell for a photo, reuses it a few ticks later
/// (which clears it), configures it for the next photo (in the same tick or
/// later), and may let the cell go. The photos' thumbnails are cold signals,
/// counted from the configuration: the first photo's sends `a`, the next `b`.
struct CellStory: CustomStringConvertible {
    /// One thing the grid does.
    enum Step {
        /// `configure(cell, thumbnail:)` with a thumbnail that plays `script`.
        case configure(script: [Recorded<String>])
        /// `cell.reuse()`.
        case reuse
        /// The grid lets the cell go: nothing else holds it.
        case letGo
    }

    /// The steps, in the order of their ticks.
    var steps: [(tick: Int, step: Step)]

    /// The letter of each configured photo's thumbnail, in order.
    static let letters = ["a", "b", "c", "d", "e"]

    /// The last tick at which anything happens, the thumbnails' answers included.
    var lastTick: Int {
        steps.map { tick, step in
            if case .configure(let script) = step { tick + (script.last?.time ?? 0) } else { tick }
        }.max() ?? 0
    }

    /// Whether the grid lets the cell go.
    var letsGo: Bool {
        steps.contains { if case .letGo = $0.step { true } else { false } }
    }

    /// One line per step.
    var description: String {
        var configured = 0
        return steps.map { tick, step in
            switch step {
            case .configure(let script):
                let letter = Self.letters[configured]
                configured += 1
                let drawn = script.isEmpty ? "(sends nothing)" : Marbles.render(script)
                return
                    "at \(tick): configure(cell, thumbnail: \(letter)), \(letter) (cold): \(drawn)"
            case .reuse:
                return "at \(tick): cell.reuse()"
            case .letGo:
                return "at \(tick): the grid lets the cell go"
            }
        }.joined(separator: "\n")
    }
}

extension Inputs where Input == CellStory {
    /// The task's story; a reuse some ticks before the next configure while
    /// the old thumbnail is still on its way; a cell let go before its
    /// thumbnail; a failed download; a reuse with no photo after it; then
    /// generated stories of one to four photos.
    static var cellStories: Inputs<CellStory> {
        func configure(_ tick: Int, _ script: String) -> (tick: Int, step: CellStory.Step) {
            (tick, .configure(script: Story.events(script)))
        }
        return Inputs(
            examples: [
                CellStory(steps: [configure(1, "-----a|"), (4, .reuse), configure(4, "----b|")])
            ],
            edgeCases: [
                CellStory(steps: [configure(1, "-----a|"), (4, .reuse), configure(7, "--b|")]),
                CellStory(steps: [configure(1, "-----a|"), (3, .letGo)]),
                CellStory(steps: [configure(1, "--#"), (4, .reuse), configure(4, "-b|")]),
                CellStory(steps: [configure(1, "----a|"), (3, .reuse)]),
                CellStory(steps: [configure(1, "-a|"), (4, .reuse), configure(5, "----b|")]),
                CellStory(steps: [
                    configure(1, "-----"), (3, .reuse), configure(5, "-b|"), (8, .letGo),
                ]),
            ],
            make: { random, size in
                var steps: [(tick: Int, step: CellStory.Step)] = []
                var tick = Int.random(in: 0...2, using: &random)
                let photos = Int.random(in: 1...min(4, 1 + size / 2), using: &random)
                for index in 0..<photos {
                    let script = random.script(
                        ticks: 1...6, values: [CellStory.letters[index]],
                        maxValues: random.chance(0.1) ? 2 : 1,
                        endings: ScriptEndings(completed: 0.7, error: 0.15))
                    steps.append((tick, .configure(script: script)))
                    guard index < photos - 1 || random.chance(0.4) else { break }
                    tick += Int.random(in: 1...4, using: &random)
                    steps.append((tick, .reuse))
                    tick += Int.random(in: 0...2, using: &random)
                }
                if random.chance(0.25) {
                    steps.append((tick + Int.random(in: 1...4, using: &random), .letGo))
                }
                return CellStory(steps: steps)
            },
            smaller: smallerCellStories)
    }
}

/// Simpler cell stories: without the last photo (and its reuse), without
/// letting go, with a thumbnail's script simpler, or with every step a tick
/// earlier.
private func smallerCellStories(_ story: CellStory) -> [CellStory] {
    var candidates: [CellStory] = []
    let steps = story.steps
    if let last = steps.lastIndex(where: { if case .configure = $0.step { true } else { false } }),
        last > 0
    {
        let before = Array(steps[..<last])
        candidates.append(
            CellStory(steps: before.filter { if case .letGo = $0.step { false } else { true } }))
    }
    if story.letsGo {
        candidates.append(
            CellStory(steps: steps.filter { if case .letGo = $0.step { false } else { true } }))
    }
    for (index, entry) in steps.enumerated() {
        guard case .configure(let script) = entry.step else { continue }
        for simpler in Shrink.events(script, earliest: 1) {
            var changed = steps
            changed[index] = (entry.tick, .configure(script: simpler))
            candidates.append(CellStory(steps: changed))
        }
    }
    if let first = steps.first?.tick, first > 0 {
        candidates.append(CellStory(steps: steps.map { ($0.tick - 1, $0.step) }))
    }
    return candidates
}
