import ExerciseHarness
import Pixels
import Reactive
import ReactiveTesting

extension Chapter6Calls {
    /// The image each `i` of a download sends.
    static let downloadedImage = Image(width: 1, height: 1, filledWith: RGB(9, 9, 9))

    /// Plays a 6.3 story: a view model switched on and off, a download whose
    /// runs follow the story's scripts; writes down the flag and every run.
    static func playLoading(_ story: ActivityStory, _ functions: Chapter6Functions) -> Trace {
        let scheduler = TestScheduler()
        let runs = Locked<[TestableSignal<Image>]>([])
        let download = Signal<Image>.deferred {
            let script = story.run(runs.withLock { $0.count })
            let run = scheduler.coldSignal(
                script.map { Recorded(time: $0.time, event: $0.event.map { _ in downloadedImage }) }
            )
            runs.withLock { $0.append(run) }
            return run.signal
        }
        let model = ViewModel()
        for change in story.activity {
            let isActive = change.event.value == "t"
            scheduler.schedule(at: change.time) { model.isActive = isActive }
        }
        let flag = functions.loadingFlag(model, download)
        let spinner = scheduler.record(
            flag, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map { scheduler.record(flag, subscribeAt: $0) }
        scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("loading", spinner.events) { $0 ? "t" : "f" }
        if let late {
            trace.timeline("loading, for the late subscriber", late.events) { $0 ? "t" : "f" }
        }
        trace.spans("the download", runs.withLock { $0 }.flatMap(\.subscriptions))
        return withExtendedLifetime(model) { trace }
    }
}
