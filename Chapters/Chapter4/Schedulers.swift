import Narration
import Reactive

extension Section {
    /// subscribeOn moves the work, deliverOn moves the delivery: each step's thread, recorded.
    static let schedulers = Section(
        "Schedulers", ChineseTitle.of("切换线程", "调度者", from: .mvvm)
    ) { page in
        page.say(
            en: """
                A scheduler is a place to run work: the main thread, a background queue, or \
                the virtual clock of the earlier sections. Two operators move a signal \
                between them. `subscribeOn(s)` subscribes on `s`, so the signal's body and \
                its side effects run there. `deliverOn(s)` hands each event over to `s`, so \
                the subscriber receives it there. The usual pair in an app: do the work on \
                a background queue, deliver on the main thread, where the UI lives.
                """,
            zh: """
                调度者是执行工作的地方：主线程、某个后台队列，或者前几节的虚拟时钟。\
                有两个操作符能把信号从一个调度者移到另一个。`subscribeOn(s)` 在 `s` 上订阅，\
                于是信号体和它的副作用都在那里执行。`deliverOn(s)` 把每个事件转交给 `s`，\
                于是订阅者在那里收到事件。应用里常见的搭配是：在后台队列上干活，\
                在主线程上传递结果，因为 UI 就在主线程上。
                """)
        page.say(
            en: """
                Each step below writes down `QueueScheduler.currentQueueName`, the name of \
                the scheduler running it. The worker is `QueueScheduler(name: "worker")`. \
                A terminal program has no UI loop turning the main thread, so while we \
                wait we turn it ourselves with `MainScheduler.shared.run(until:)`, for at \
                most five seconds.
                """,
            zh: """
                下面每一步都记下 `QueueScheduler.currentQueueName`，\
                也就是正在执行这一步的调度者的名字。工作队列是 `QueueScheduler(name: "worker")`。\
                终端程序没有驱动主线程的 UI 循环，所以等待的时候，\
                我们用 `MainScheduler.shared.run(until:)` 自己来驱动它，最多五秒。
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
        let stepLabels = zip(
            pipelineSteps, ["调用 subscribe", "信号体", "map 的闭包", "订阅者的 next", "订阅者的 completed"]
        )
        .map { page.text(en: $0, zh: $1) }
        page.say(
            en: "Which scheduler ran each step, with neither operator, one, then both:",
            zh: "每一步由哪个调度者执行，依次是两个操作符都不用、只用一个、两个都用：")
        page.table(
            [
                page.text(en: "step", zh: "步骤"), page.text(en: "neither", zh: "都不用"),
                "subscribeOn(worker)", "+ deliverOn(main)",
            ],
            pipelineSteps.indices.map { row in [stepLabels[row]] + columns.map { $0[row] } })
        page.say(
            en: """
                Without either operator everything happens on the thread that subscribed, \
                right away. `subscribeOn` moved the body to the worker, and everything \
                downstream followed, because events travel on the thread that sends them. \
                `deliverOn` then moved only the steps after it back to the main thread. \
                Note that `subscribeOn` moves a subscription, not a subject: a hot signal \
                still sends on whichever thread calls `sendNext`.
                """,
            zh: """
                两个操作符都不用时，一切都在发起订阅的线程上立即发生。\
                `subscribeOn` 把信号体移到了 worker 上，下游的一切也都跟了过去，\
                因为事件是在发送它的线程上传递的。`deliverOn` 随后只把它之后的步骤移回了主线程。\
                注意，`subscribeOn` 移动的是一次订阅，而不是一个 subject：\
                热信号仍然在调用 `sendNext` 的那个线程上发送。
                """)
        let print = page.printer
        page.say(
            en: """
                The image loader of the article MVVM ReactiveCocoa (切换线程) also says \
                how urgent the \
                work is: it subscribes on a scheduler made with a priority, \
                RACSchedulerPriorityBackground, so that downloads give way to what the \
                user is waiting for. A `QueueScheduler` is given Dispatch's quality of \
                service for that; subscribing on it is the same as on the worker:
                """,
            zh: """
                《MVVM ReactiveCocoa》“切换线程”一节的图片加载器还表明了这项工作的轻重缓急：\
                它在一个带优先级的调度者上订阅，优先级是 RACSchedulerPriorityBackground，\
                好让下载给用户正在等待的事情让路。\
                `QueueScheduler` 为此接受 Dispatch 的服务质量（quality of service）；在它上面订阅，\
                和在 worker 上订阅一样：
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
            page.text(
                en: "RACSchedulerPriorityBackground (MVVM ReactiveCocoa's)",
                zh: "RACSchedulerPriorityBackground（出自《MVVM ReactiveCocoa》）"))
        page.differs(
            en: """
                `QueueScheduler.background` is one scheduler, shared, with one serial \
                queue: work scheduled on it runs in order. RAC2 makes a new background \
                scheduler at each call of `+scheduler`, so two pieces of work sent to \
                "the background" may run at the same time.
                """,
            zh: """
                `QueueScheduler.background` 是一个大家共享的调度者，只有一个串行队列：\
                安排到它上面的工作按顺序执行。RAC2 每调用一次 `+scheduler` 就新建一个后台调度者，\
                所以两份交给“后台”的工作可能同时执行。
                """)
        page.code(.sharedBackground)
        // snippet.sharedBackground
        print(QueueScheduler.background === QueueScheduler.background)
        print(QueueScheduler.background.name)
        // snippet.end
        page.differs(
            en: """
                RAC2 names four priorities, high, default, low and background, one for \
                each of GCD's global queues. A `QueueScheduler` takes a Dispatch quality \
                of service, whose classes userInitiated, default, utility and background \
                stand for the same four; `QueueScheduler.background` runs at utility, \
                RAC2's low priority, not at the background priority its name suggests.
                """,
            zh: """
                RAC2 有四个优先级：high、default、low 和 background，每个对应 GCD 的一个全局队列。\
                `QueueScheduler` 接受的是 Dispatch 的服务质量，\
                其中 userInitiated、default、utility 和 background 四个等级代表同样的四级；\
                `QueueScheduler.background` 运行在 utility 上，也就是 RAC2 的 low 优先级，\
                而不是它的名字所暗示的 background 优先级。
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
