import ExerciseGrading
import ReactiveTesting

/// A story for exercise 5.4: what the request answers, counted from its
/// subscription, and when each screen subscribes to the shared photos and
/// leaves again.
struct SharingStory: CustomStringConvertible {
    /// One screen: when it subscribes, and when it leaves, if it does.
    struct Subscriber {
        var from: Int
        var leavesAt: Int?

        /// Simpler screens: one that stays, or one that comes a tick earlier.
        var simpler: [Subscriber] {
            var candidates: [Subscriber] = []
            if leavesAt != nil { candidates.append(Subscriber(from: from)) }
            if from > 0 {
                candidates.append(Subscriber(from: from - 1, leavesAt: leavesAt.map { $0 - 1 }))
            }
            return candidates
        }
    }

    /// The request's answer from its subscription: b, s or x, then | or #.
    var request: [Recorded<String>]
    /// The screens, in the order they were made.
    var subscribers: [Subscriber]

    /// The last tick at which anything happens, if the request runs from the last subscription.
    var lastTick: Int {
        let starts = subscribers.map(\.from) + subscribers.compactMap(\.leavesAt)
        return (starts.max() ?? 0) + (request.map(\.time).max() ?? 0)
    }

    /// The story, one line per part.
    var description: String {
        let script = request.isEmpty ? "(sends nothing)" : Marbles.render(request)
        let screens = subscribers.enumerated().map { index, screen in
            "subscriber \(index + 1): from \(screen.from)"
                + (screen.leavesAt.map { ", leaves at \($0)" } ?? "")
        }
        return (["request (cold): \(script)   from each subscription"] + screens)
            .joined(separator: "\n")
    }
}

extension Inputs where Input == SharingStory {
    /// The task's story, then screens that come after the photos, all leave
    /// before the answer, or leave while another stays; cut-off JSON; a
    /// request that never answers; then generated stories of one to four
    /// screens and requests that answer, fail or never end.
    static var sharingStories: Inputs<SharingStory> {
        typealias Screen = SharingStory.Subscriber
        func story(_ request: String, _ screens: Screen...) -> SharingStory {
            SharingStory(request: Story.events(request), subscribers: screens)
        }
        return Inputs(
            examples: [story("--b|", Screen(from: 1), Screen(from: 2))],
            edgeCases: [
                story("--b|", Screen(from: 1), Screen(from: 6)),
                story("---b|", Screen(from: 1, leavesAt: 2), Screen(from: 5)),
                story("---b|", Screen(from: 1, leavesAt: 2), Screen(from: 2)),
                story("--x|", Screen(from: 1), Screen(from: 2)),
                story("--s-|", Screen(from: 1), Screen(from: 4)),
                story("-----", Screen(from: 1), Screen(from: 3, leavesAt: 4)),
                story("-b|", Screen(from: 0), Screen(from: 0)),
                story("--b|", Screen(from: 1, leavesAt: 5), Screen(from: 2)),
            ],
            make: { random, size in
                let request = random.script(
                    ticks: 1...max(2, size / 2 + 1), values: ["b", "s", "x"], maxValues: 2,
                    endings: ScriptEndings(completed: 0.7, error: 0.15))
                let screens = (0..<Int.random(in: 1...4, using: &random)).map { _ -> Screen in
                    let from = Int.random(in: 0...(size + 2), using: &random)
                    let leaves =
                        random.chance(0.3) ? from + Int.random(in: 1...4, using: &random) : nil
                    return Screen(from: from, leavesAt: leaves)
                }
                return SharingStory(request: request, subscribers: screens)
            },
            smaller: { story in
                var candidates = Shrink.list(story.subscribers, element: \.simpler)
                    .filter { !$0.isEmpty }
                    .map { SharingStory(request: story.request, subscribers: $0) }
                candidates += Shrink.events(story.request, earliest: 1).map {
                    SharingStory(request: $0, subscribers: story.subscribers)
                }
                return candidates
            })
    }
}
