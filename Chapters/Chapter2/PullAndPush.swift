import Narration
import Reactive

extension Section {
    /// Pull-driven against push-driven: who starts each piece of work.
    static let pullAndPush = Section("Pull and push", "pull-driven 和 push-driven") { page in
        let print = page.printer
        page.say(
            """
            A PullSequence is pull-driven: the reader decides when work happens, one \
            element per request, and while nobody asks, nothing happens. The log shows \
            who starts each step:
            """)
        page.code(.pull)
        // snippet.pull
        let source = PullSequence(1...3).map { n in
            print("  source: working out \(n)")
            return n
        }
        print("reader: asking for the head")
        print("reader: got \(source.head!)")
        print("reader: asking for the next one")
        print("reader: got \(source.tail.head!)")
        // snippet.end
        page.say(
            """
            A signal is push-driven: the source decides when, and whoever has subscribed \
            reacts at that moment. Here the source is a Subject, a signal we can send \
            values into by hand (Chapter 3 has more on subjects):
            """)
        page.code(.push)
        // snippet.push
        let values = Subject<Int>()
        values.signal
            .map { n in
                print("  pipeline: working on \(n)")
                return n
            }
            .subscribeNext { print("subscriber: got \($0)") }
        print("source: sending 1")
        values.sendNext(1)
        print("source: sending 2")
        values.sendNext(2)
        // snippet.end
        page.table(
            ["", "pull: PullSequence", "push: Signal"],
            [
                ["who says when", "the reader, by asking", "the source, by sending"],
                ["suits", "data you have or can compute", "events: taps, typing, replies"],
                ["time", "none: values wait to be asked", "values arrive as things happen"],
                ["book", "RACSequence", "RACSignal"],
            ])
        page.say(
            """
            Each can become the other. The next section turns a sequence into a signal. \
            The other way, `signal.sequence` makes every pull wait until the signal sends: \
            handy in a test, but a pull on the thread that should deliver the values \
            waits forever.
            """)
        page.book("RACSequence", "RACSignal", "RACSubject", "-[RACSignal sequence]")
    }
}
