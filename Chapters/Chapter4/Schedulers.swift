import Narration
import Reactive

extension Section {
    /// subscribeOn moves the work, deliverOn moves the delivery: each step's thread, recorded.
    static let schedulers = Section("Schedulers", "调度者（自拟）") { page in
        page.say(
            """
            A scheduler is a place to run work: the main thread, a background queue, or \
            the virtual clock of the earlier sections. Two operators move a signal \
            between them. `subscribeOn(s)` subscribes on `s`, so the signal's body and \
            its side effects run there. `deliverOn(s)` hands each event over to `s`, so \
            the subscriber receives it there. The usual pair in an app: do the work on \
            a background queue, deliver on the main thread, where the UI lives.
            """)
        page.say(
            """
            Each step below writes down `QueueScheduler.currentQueueName`, the name of \
            the scheduler running it. The worker is `QueueScheduler(name: "worker")`. \
            A terminal program has no UI loop turning the main thread, so while we \
            wait we turn it ourselves with `MainScheduler.shared.run(until:)`, for at \
            most five seconds.
            """)
        page.code(.download)
        page.code(.recordedPipeline)
        page.code(.worker)
        // snippet.worker
        let worker = QueueScheduler(name: "worker")
        let columns = [
            recordSteps(subscribeOn: nil, deliverOnMain: false),
            recordSteps(subscribeOn: worker, deliverOnMain: false),
            recordSteps(subscribeOn: worker, deliverOnMain: true),
        ]
        // snippet.end
        page.say("Which scheduler ran each step, with neither operator, one, then both:")
        page.table(
            ["step", "neither", "subscribeOn(worker)", "+ deliverOn(main)"],
            pipelineSteps.indices.map { row in [pipelineSteps[row]] + columns.map { $0[row] } })
        page.say(
            """
            Without either operator everything happens on the thread that subscribed, \
            right away. `subscribeOn` moved the body to the worker, and everything \
            downstream followed, because events travel on the thread that sends them. \
            `deliverOn` then moved only the steps after it back to the main thread. \
            Note that `subscribeOn` moves a subscription, not a subject: a hot signal \
            still sends on whichever thread calls `sendNext`.
            """)
        let print = page.printer
        page.say(
            """
            The first article's image loader (切换线程) also says how urgent the \
            work is: it subscribes on a scheduler made with a priority, \
            RACSchedulerPriorityBackground, so that downloads give way to what the \
            user is waiting for. A `QueueScheduler` is given Dispatch's quality of \
            service for that; subscribing on it is the same as on the worker:
            """)
        page.code(.priority)
        // snippet.priority
        let images = QueueScheduler(name: "images", qos: .background)
        let steps = recordSteps(subscribeOn: images, deliverOnMain: true)
        print("the body ran on \(steps[1]), at \(images.queue.qos.qosClass)")
        print("background runs at \(QueueScheduler.background.queue.qos.qosClass)")
        // snippet.end
        page.book(
            "RACScheduler", "-[RACSignal subscribeOn:]", "-[RACSignal deliverOn:]",
            "+[RACScheduler mainThreadScheduler]", "+[RACScheduler schedulerWithPriority:name:]",
            "RACSchedulerPriorityBackground (the first article's)")
        page.differs(
            """
            `QueueScheduler.background` is one scheduler, shared, with one serial \
            queue: work scheduled on it runs in order. RAC2 makes a new background \
            scheduler at each call of `+scheduler`, so two pieces of work sent to \
            "the background" may run at the same time.
            """)
        page.code(.sharedBackground)
        // snippet.sharedBackground
        print(QueueScheduler.background === QueueScheduler.background)
        print(QueueScheduler.background.name)
        // snippet.end
        page.differs(
            """
            RAC2 names four priorities, high, default, low and background, one for \
            each of GCD's global queues. A `QueueScheduler` takes a Dispatch quality \
            of service, whose classes userInitiated, default, utility and background \
            stand for the same four; `QueueScheduler.background` runs at utility, \
            RAC2's low priority, not at the background priority its name suggests.
            """)
    }

    // snippet.recordedPipeline
    // snippet.hide
    /// The steps of the download pipeline, in the order they happen.
    // snippet.show
    private static let pipelineSteps = [
        "subscribe is called", "the signal's body", "map",
        "the subscriber's next", "the subscriber's completed",
    ]

    // snippet.hide
    /// Runs the download pipeline once, subscribing on `worker` if given and
    /// delivering on the main thread if asked, and returns the scheduler that
    /// ran each of `pipelineSteps` ("timed out" for a step that never ran).
    // snippet.show
    private static func recordSteps(
        subscribeOn worker: QueueScheduler?, deliverOnMain: Bool
    ) -> [String] {
        let steps = StepLog()
        let finished = Locked(false)
        steps.note("subscribe is called")
        var signal = download(noting: steps)
        if let worker { signal = signal.subscribeOn(worker) }
        signal = signal.map { file in
            steps.note("map")
            return file.uppercased()
        }
        if deliverOnMain { signal = signal.deliverOn(MainScheduler.shared) }
        let subscription = signal.subscribe(
            next: { _ in steps.note("the subscriber's next") },
            completed: {
                steps.note("the subscriber's completed")
                finished.withLock { $0 = true }
            })
        let deadline = ContinuousClock.now + .seconds(5)
        MainScheduler.shared.run {
            finished.withLock { $0 } || ContinuousClock.now > deadline
        }
        // snippet.hide
        subscription.dispose()
        worker?.queue.sync {}  // let the worker finish and release its part of the pipeline
        // snippet.show
        return steps.names(of: pipelineSteps)
    }
    // snippet.end
}
