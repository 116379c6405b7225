import ExerciseHarness
import ReactiveTesting

extension Inputs where Input == Story {
    /// Stories for an exercise that shares one cold source among its
    /// subscribers, such as a live feed or a fetch: the source called `name`
    /// plays its script afresh from each subscription, and two subscribers
    /// come and go.
    ///
    /// The edge cases, tried on every run: the latecomer leaving last and
    /// leaving first, everyone leaving before a latecomer arrives, a source
    /// that completes or fails while both listen or before the latecomer
    /// comes, values in the tick of the subscription, a late first
    /// subscription, a source that sends nothing, and more values than a
    /// small replay would keep. Generated stories mix them.
    ///
    /// ```swift
    /// let stories = Inputs.sharingStories(source: "feed")
    /// print(stories.edgeCases[0])
    /// // prints
    /// // feed: -a-b-c-d-e-f-g-h-|   cold, from each subscription
    /// // subscribed at 1, disposed at 8, a late subscriber at 4, who leaves at 12
    /// ```
    public static func sharingStories(source name: String, examples: [Story] = [])
        -> Inputs<Story>
    {
        // A story of the source's marbles and two subscribers: the first
        // arrives at `first` and leaves at `leaves`, the latecomer likewise.
        func story(
            _ marbles: String, first subscribeAt: Int, leaves disposeAt: Int? = nil,
            late lateSubscriberAt: Int?, lateLeaves lateDisposeAt: Int? = nil
        ) -> Story {
            Story(
                [name: marbles], cold: [name], subscribeAt: subscribeAt, disposeAt: disposeAt,
                lateSubscriberAt: lateSubscriberAt, lateDisposeAt: lateDisposeAt)
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                story("-a-b-c-d-e-f-g-h-|", first: 1, leaves: 8, late: 4, lateLeaves: 12),
                story("-a-b-c-d-e-f-g-h-|", first: 1, leaves: 10, late: 3, lateLeaves: 6),
                story("-a-b-c-d-e-|", first: 0, leaves: 3, late: 6),
                story("-a-b|", first: 0, late: 2),
                story("-a|", first: 0, late: 5),
                story("-a-#", first: 0, late: 2),
                story("-a#", first: 0, late: 4),
                story("(ab)-c-|", first: 2, late: 3),
                story("-a-b-c-d-|", first: 3, late: 5, lateLeaves: 9),
                story("", first: 0, late: 2),
                story("-a-b-c-d|", first: 0, late: 10),
                story("-a-b-c-d-e-f-|", first: 0, leaves: 2, late: 3, lateLeaves: 5),
            ],
            make: { random, size in
                let length = 2 + size
                let script = Story.Script(
                    name: name, events: randomScript(length, &random, letters: true),
                    isCold: true)
                let subscribeAt = random.chance(0.2) ? Int.random(in: 1...3, using: &random) : 0
                let disposeAt =
                    random.chance(0.4)
                    ? Int.random(in: (subscribeAt + 1)...(subscribeAt + length + 1), using: &random)
                    : nil
                let lateSubscriberAt =
                    random.chance(0.9)
                    ? Int.random(in: subscribeAt...(subscribeAt + length + 2), using: &random)
                    : nil
                let lateDisposeAt = lateSubscriberAt.flatMap { late in
                    random.chance(0.4)
                        ? Int.random(in: (late + 1)...(late + length), using: &random) : nil
                }
                return Story(
                    sources: [script], subscribeAt: subscribeAt, disposeAt: disposeAt,
                    lateSubscriberAt: lateSubscriberAt, lateDisposeAt: lateDisposeAt)
            },
            smaller: smallerStories)
    }
}
