import ExerciseHarness
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// A story for exercise 5.5: what the grid does with one cell, tick by tick.
///
/// The grid configures the cell for a photo, reuses it a few ticks later
/// (which clears it), configures it for the next photo (in the same tick or
/// later), and may let the cell go. The photos' thumbnails are cold signals,
/// counted from the configuration: the first photo's sends `a` (once, or
/// again and again), the next `b`, and so on.
public struct CellStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// One thing the grid does.
    public enum Step: Codable, Sendable, Equatable {
        /// `configure(cell, thumbnail:)` with a thumbnail that plays `script`.
        case configure(script: [Recorded<String>])
        /// `cell.reuse()`.
        case reuse
        /// The grid lets the cell go: nothing else holds it.
        case letGo
    }

    /// One step and its tick.
    public struct Move: Codable, Sendable, Equatable {
        /// When the grid does it.
        public var tick: Int
        /// What the grid does.
        public var step: Step

        /// `step` at `tick`.
        public init(_ tick: Int, _ step: Step) {
            self.tick = tick
            self.step = step
        }
    }

    /// The steps, in the order of their ticks.
    public var moves: [Move]

    /// A story of `moves`.
    public init(_ moves: [Move]) {
        self.moves = moves
    }

    /// The letter of each configured photo's thumbnail, in order: a to y,
    /// without n (nil, a blank cell).
    public static let letters = "abcdefghijklmopqrstuvwxy".map(String.init)

    /// The thumbnail of each photo, by letter.
    static let thumbnails: [String: Image] = Dictionary(
        uniqueKeysWithValues: letters.enumerated().map { index, letter in
            (
                letter,
                Image(width: 2, height: 2, filledWith: RGB(UInt8(10 * index), 90, 200))
            )
        })

    /// What the letters of a 5.5 story stand for.
    public static let legend = """
        where cell.image's n = nil (blank), a, b, … = the thumbnail of the photo
          configured first, second, …
        """

    /// The last tick at which anything happens, the thumbnails' answers included.
    public var lastTick: Int {
        moves.map { move in
            if case .configure(let script) = move.step {
                move.tick + (script.last?.time ?? 0)
            } else {
                move.tick
            }
        }.max() ?? 0
    }

    /// Whether the grid lets the cell go.
    public var letsGo: Bool {
        moves.contains { $0.step == .letGo }
    }

    /// The tick at which photo `index` (from 0) was configured, and the tick of
    /// the reuse that ended it, if one did.
    public func shown(_ index: Int) -> (configured: Int, reused: Int?)? {
        var configured = -1
        for (position, move) in moves.enumerated() {
            guard case .configure = move.step else { continue }
            configured += 1
            guard configured == index else { continue }
            let reuse = moves[(position + 1)...].first { $0.step == .reuse }
            return (move.tick, reuse?.tick)
        }
        return nil
    }

    /// One line per step.
    public var description: String {
        var configured = 0
        return moves.map { move in
            switch move.step {
            case .configure(let script):
                let letter = Self.letters[min(configured, Self.letters.count - 1)]
                configured += 1
                let drawn = script.isEmpty ? "(sends nothing)" : Marbles.render(script)
                return "at \(move.tick): configure(cell, thumbnail: \(letter)), "
                    + "\(letter) (cold): \(drawn)"
            case .reuse:
                return "at \(move.tick): cell.reuse()"
            case .letGo:
                return "at \(move.tick): the grid lets the cell go"
            }
        }.joined(separator: "\n")
    }
}

extension Chapter5Calls {
    /// Plays a 5.5 story on one cell; writes down what the cell showed, when
    /// each photo's download ran, and whether a cell let go was freed.
    static func playCell(_ story: CellStory, _ functions: Chapter5Functions) -> Trace {
        let scheduler = TestScheduler()
        var cell: GalleryCell? = GalleryCell()
        weak let watched = cell
        let image = scheduler.record(cell!.image.signal)
        var downloads: [(letter: String, signal: TestableSignal<Image>)] = []
        var moves = story.moves[...]
        // Each tick, the thumbnails' events first, then what the grid does.
        for tick in 0...(story.lastTick + 6) {
            scheduler.advance(to: tick)
            while let move = moves.first, move.tick == tick {
                moves.removeFirst()
                switch move.step {
                case .configure(let script):
                    let letter = CellStory.letters[
                        min(downloads.count, CellStory.letters.count - 1)]
                    let picture = CellStory.thumbnails[letter]!
                    let thumbnail = scheduler.coldSignal(
                        script.map { Recorded(time: $0.time, event: $0.event.map { _ in picture }) }
                    )
                    downloads.append((letter, thumbnail))
                    if let cell { functions.configure(cell, thumbnail.signal) }
                case .reuse:
                    cell?.reuse()
                case .letGo:
                    cell = nil
                }
            }
        }

        var trace = Trace()
        trace.timeline("cell.image", image.events) { shown in
            shown.flatMap { picture in CellStory.thumbnails.first { $0.value == picture }?.key }
                ?? "n"
        }
        for (letter, download) in downloads {
            trace.spans(
                "\(letter) (the download of photo \(letter)'s thumbnail)", download.subscriptions)
        }
        if story.letsGo {
            trace.fact(
                "the cell, once the grid let it go",
                watched == nil ? "freed" : "still alive: something holds on to it")
        }
        return trace
    }
}
