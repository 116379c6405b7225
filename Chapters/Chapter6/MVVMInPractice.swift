import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The active lifecycle of a view model, drawn from recorded runs, then
    /// the app's page and pager using it.
    static let mvvmInPractice = Section("MVVM in practice", "MVVM的具体实践") { page in
        page.say(
            """
            The photo page's view model showed the active flag at work. Here it is in \
            detail, with what ReactiveViewModel offers around it, which the book does \
            not use and the workbook's finished app does. A screen comes and goes: it \
            appears, another covers it, it comes back, it closes, and its work should \
            run only while someone can see it. The screen sets the flag (isActive \
            here), and the view model listens to the signals made from it. Below, a \
            stand-in Screen shows its view model at tick 2 (s), shows it again at 3, \
            hides it at 6 (h), shows it at 9 and closes at 12 (x), letting the view \
            model go:
            """)
        page.code(.activeFlag)
        activeFlag(page)
        page.say(
            """
            Showing again at 3 changed nothing: the flag sends only real changes. A new \
            subscriber hears the state at once, so didBecomeInactive fired at 0 for a \
            view model that starts inactive. All three completed when the screen let \
            the view model go.
            """)
        page.say(
            """
            Work that should stop when the screen goes uses forwardWhileActive(_:). It \
            subscribes to a signal each time the view model becomes active, and disposes \
            that subscription each time it becomes inactive. Here the signal is a \
            scripted download, cold, that sends the details (d) two ticks after it is \
            subscribed and the image (i) after four. The screen shows at 1, hides at 4 \
            and shows again at 7; it closes at 14. Each subscription to the download is \
            drawn from ^ to !:
            """)
        page.code(.forwarding)
        forwarding(page)
        page.say(
            """
            Hiding the screen at 4 cancelled the first download halfway; showing it again \
            started a fresh one. The download's own completion was not forwarded, since \
            the next activation subscribes again; the result completed when the view \
            model went away.
            """)
        page.say(
            """
            Some signals run whatever the screen does, such as a feed of rating updates. \
            While the screen is hidden, redrawing for each update is wasted work. \
            throttleWhileInactive passes values on at once while the view model is \
            active; while it is inactive, a value waits for a quiet spell (2 ticks here) \
            and a newer one replaces it. The screen is on show from 0, hides at 4 and \
            shows again at 14:
            """)
        page.code(.throttling)
        throttling(page)
        page.say(
            """
            While hidden, 2 was replaced by 3, and 3 went out at 9, after two quiet \
            ticks. While active, 1 and 4 went out the moment they arrived.
            """)
        page.book(
            "RVMViewModel.active", "didBecomeActiveSignal", "didBecomeInactiveSignal",
            "-forwardSignalWhileActive:", "-throttleSignalWhileInactive:")
        throttleDifference(page)
        photoPage(page)
        bookPhotoPage(page)
        pager(page)
    }

    /// isActive, didBecomeActive and didBecomeInactive over a screen's life.
    private static func activeFlag(_ page: Narrator) {
        // snippet.activeFlag
        let scheduler = TestScheduler()
        let screen = Screen(ViewModel())
        let actions = scheduler.record(screen.actions)
        let active = scheduler.record(screen.model!.isActiveSignal)
        let appeared = scheduler.record(screen.model!.didBecomeActive)
        let left = scheduler.record(screen.model!.didBecomeInactive)
        for tick in [2, 3, 9] { scheduler.schedule(at: tick) { screen.show() } }
        scheduler.schedule(at: 6) { screen.hide() }
        scheduler.schedule(at: 12) { screen.close() }
        scheduler.run()
        // snippet.end
        page.marbles(
            [
                MarbleLine("screen", actions),
                MarbleLine("isActiveSignal", active, symbol: letter),
                MarbleLine("didBecomeActive", appeared),
                MarbleLine("didBecomeInactive", left),
            ], ticks: true)
    }

    /// forwardWhileActive over a cold download, with its subscriptions.
    private static func forwarding(_ page: Narrator) {
        let scheduler = TestScheduler()
        let screen = Screen(ViewModel())
        let actions = scheduler.record(screen.actions)
        // snippet.forwarding
        let download = scheduler.coldSignal("--d-i|")
        let forwarded = scheduler.record(
            screen.model!.forwardWhileActive(download.signal))
        // snippet.end
        scheduler.schedule(at: 1) { screen.show() }
        scheduler.schedule(at: 4) { screen.hide() }
        scheduler.schedule(at: 7) { screen.show() }
        scheduler.schedule(at: 14) { screen.close() }
        scheduler.run()
        page.marbles(
            [MarbleLine("screen", actions)]
                + download.subscriptions.map { MarbleLine("download", span: $0) }
                + [MarbleLine("forwarded", forwarded)], ticks: true)
    }

    /// throttleWhileInactive over a hot feed of ratings.
    private static func throttling(_ page: Narrator) {
        let scheduler = TestScheduler()
        let screen = Screen(ViewModel())
        let actions = scheduler.record(screen.actions)
        // snippet.throttling
        let ratings = scheduler.hotSignal("-1---2-3-------4-|")
        let shown = scheduler.record(
            screen.model!.throttleWhileInactive(
                ratings.signal, interval: .seconds(2), on: scheduler))
        // snippet.end
        let sent = scheduler.record(ratings.signal)
        screen.show()
        scheduler.schedule(at: 4) { screen.hide() }
        scheduler.schedule(at: 14) { screen.show() }
        scheduler.run()
        page.marbles(
            MarbleLine("screen", actions), MarbleLine("ratings", sent),
            MarbleLine("shown", shown), ticks: true)
    }
}
