import Chapter3Calls
import ExerciseHarness
import ReactiveTesting

/// How a log-in form's two fields are combined into the command's enabled
/// signal: the latest text of each (combineLatest), or the n-th username
/// with the n-th password (zip).
enum FieldPairing {
    case latest
    case zip

    /// What 3.4's subscriber records of `isEnabled` (as t and f) in `story`,
    /// if the answer pairs the fields this way, for a story without taps;
    /// nil for a story with taps, whose runs also switch the command off.
    ///
    /// The command starts enabled, and changes only when the fields' answer
    /// changes; both fields start empty at tick 0; an error in a field ends
    /// the enabled signal.
    func isEnabled(in story: Story) -> [Recorded<String>]? {
        let taps = story.sources.first { $0.name == "taps" }?.events ?? []
        guard taps.allSatisfy({ $0.event.value == nil }) else { return nil }
        var inputs: [(time: Int, valid: Bool)] = []
        switch self {
        case .latest: inputs = latestAnswers(story)
        case .zip: inputs = pairedAnswers(story)
        }
        var enabled = true
        var changes: [(time: Int, value: Bool)] = []
        for input in inputs where input.valid != enabled {
            enabled = input.valid
            changes.append((input.time, enabled))
        }
        let start = story.subscribeAt
        let end = story.disposeAt ?? Int.max
        let atStart = changes.last { $0.time <= start }?.value ?? true
        let later = changes.filter { $0.time > start && $0.time <= end }
        return ([(start, atStart)] + later).map { .next($0.0, $0.1 ? "t" : "f") }
    }

    /// The texts each field sends, from "" at tick 0, with their ticks, and
    /// when the field fails, if it does.
    private func texts(_ name: String, _ table: LetterTable, in story: Story)
        -> (texts: [(time: Int, text: String)], failsAt: Int?)
    {
        let events = story.sources.first { $0.name == name }?.events ?? []
        var texts = [(time: 0, text: "")]
        for record in events {
            switch record.event {
            case .next(let letter): texts.append((record.time, table.text(letter)))
            case .error: return (texts, record.time)
            case .completed: return (texts, nil)
            }
        }
        return (texts, nil)
    }

    private static func valid(_ username: String, _ password: String) -> Bool {
        username.count >= 3 && password.count >= 6
    }

    /// combineLatest: an answer at every text of either field, from the latest of each.
    private func latestAnswers(_ story: Story) -> [(time: Int, valid: Bool)] {
        let names = texts("username", Chapter3Letters.usernames, in: story)
        let words = texts("password", Chapter3Letters.passwords, in: story)
        let failsAt = [names.failsAt, words.failsAt].compactMap { $0 }.min() ?? Int.max
        // At one tick the username's events come first: its source was made first.
        let merged =
            (names.texts.dropFirst().map { ($0.time, 0, $0.text) }
            + words.texts.dropFirst().map { ($0.time, 1, $0.text) })
            .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
        var latest = ("", "")
        var answers = [(time: 0, valid: Self.valid("", ""))]
        for (time, field, text) in merged where time < failsAt {
            if field == 0 { latest.0 = text } else { latest.1 = text }
            answers.append((time, Self.valid(latest.0, latest.1)))
        }
        return answers
    }

    /// zip: an answer when both fields have sent their n-th text.
    private func pairedAnswers(_ story: Story) -> [(time: Int, valid: Bool)] {
        let names = texts("username", Chapter3Letters.usernames, in: story)
        let words = texts("password", Chapter3Letters.passwords, in: story)
        let failsAt = [names.failsAt, words.failsAt].compactMap { $0 }.min() ?? Int.max
        return Swift.zip(names.texts, words.texts).map { name, word in
            (max(name.time, word.time), Self.valid(name.text, word.text))
        }
        .filter { $0.0 < failsAt }
    }
}
