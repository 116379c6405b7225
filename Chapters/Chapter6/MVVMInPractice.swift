import Narration
import Reactive
import ReactiveTesting

extension Section {
    /// The active lifecycle of a view model, drawn from recorded runs, then
    /// the app's page and pager using it.
    static let mvvmInPractice = Section(
        "MVVM in practice", ChineseTitle.of("MVVM的具体实践", "激活的生命周期")
    ) { page in
        page.say(
            en: """
                The photo page's view model showed the active flag at work. Here it is in \
                detail, with what ReactiveViewModel offers around it, which the book does \
                not use and the workbook's finished app does. A screen comes and goes: it \
                appears, another covers it, it comes back, it closes, and its work should \
                run only while someone can see it. The screen sets the flag (isActive \
                here), and the view model listens to the signals made from it. Below, a \
                stand-in Screen shows its view model at tick 2 (s), shows it again at 3, \
                hides it at 6 (h), shows it at 9 and closes at 12 (x), letting the view \
                model go:
                """,
            zh: """
                照片页面的视图模型已经展示了 active 标志的作用。这里细看一下它，以及 ReactiveViewModel 围\
                绕它提供的那些工具：书中没有用到，练习册里完成的应用却用上了。一个界面来来去去：\
                它出现，被另一个界面盖住，又回来，最后关闭；它的工作应当只在有人看得见时运行。\
                界面设置这个标志（这里是 isActive），视图模型则监听由它产生的信号。下面，一个\
                代替真实界面的 Screen 在第 2 刻显示它的视图模型（s），第 3 刻再次显示，第 6 刻\
                隐藏（h），第 9 刻显示，第 12 刻关闭（x）并放开视图模型：
                """)
        page.code(.activeFlag)
        activeFlag(page)
        page.say(
            en: """
                Showing again at 3 changed nothing: the flag sends only real changes. A new \
                subscriber hears the state at once, so didBecomeInactive fired at 0 for a \
                view model that starts inactive. All three completed when the screen let \
                the view model go.
                """,
            zh: """
                第 3 刻的再次显示没有改变任何东西：这个标志只发送真正的变化。新的订阅者会立刻\
                收到当前状态，所以对于一个起初未激活的视图模型，didBecomeInactive 在第 0 刻就\
                触发了。界面放开视图模型时，三个信号都完成了。
                """)
        page.say(
            en: """
                Work that should stop when the screen goes uses forwardWhileActive(_:). It \
                subscribes to a signal each time the view model becomes active, and disposes \
                that subscription each time it becomes inactive. Here the signal is a \
                scripted download, cold, that sends the details (d) two ticks after it is \
                subscribed and the image (i) after four. The screen shows at 1, hides at 4 \
                and shows again at 7; it closes at 14. Each subscription to the download is \
                drawn from ^ to !:
                """,
            zh: """
                界面一离开就该停下的工作，用 forwardWhileActive(_:) 来做。视图模型每次被激活，\
                它就订阅一次信号；每次变为未激活，它就取消那次订阅。这里的信号是一个按脚本运行\
                的下载，冷信号，订阅两刻之后发送详情（d），四刻之后发送图片（i）。界面在第 1 刻\
                显示，第 4 刻隐藏，第 7 刻再次显示，第 14 刻关闭。对下载的每一次订阅都画成从 ^ 到 !：
                """)
        page.code(.forwarding)
        forwarding(page)
        page.say(
            en: """
                Hiding the screen at 4 cancelled the first download halfway; showing it again \
                started a fresh one. The download's own completion was not forwarded, since \
                the next activation subscribes again; the result completed when the view \
                model went away.
                """,
            zh: """
                第 4 刻隐藏界面，使第一次下载在半途被取消；再次显示则开始一次全新的下载。下载\
                自身的完成事件没有被转发，因为下一次激活还会重新订阅；视图模型离开时，结果信号\
                才完成。
                """)
        page.say(
            en: """
                Some signals run whatever the screen does, such as a feed of rating updates. \
                While the screen is hidden, redrawing for each update is wasted work. \
                throttleWhileInactive passes values on at once while the view model is \
                active; while it is inactive, a value waits for a quiet spell (2 ticks here) \
                and a newer one replaces it. The screen is on show from 0, hides at 4 and \
                shows again at 14:
                """,
            zh: """
                有些信号不管界面在做什么都会运行，比如一路推送评分更新的信号。界面隐藏时，为每\
                次更新重绘都是白费功夫。throttleWhileInactive 在视图模型激活时立刻把值传下去；\
                未激活时，一个值要等到一段安静期（这里是 2 刻）过去才发出，期间更新的值会取代\
                它。界面从第 0 刻起显示，第 4 刻隐藏，第 14 刻再次显示：
                """)
        page.code(.throttling)
        throttling(page)
        page.say(
            en: """
                While hidden, 2 was replaced by 3, and 3 went out at 9, after two quiet \
                ticks. While active, 1 and 4 went out the moment they arrived.
                """,
            zh: """
                隐藏期间，2 被 3 取代，3 在两刻安静之后于第 9 刻发出。激活期间，1 和 4 一到就\
                立刻发出。
                """)
        page.book(
            "RVMViewModel.active", "didBecomeActiveSignal", "didBecomeInactiveSignal",
            "-forwardSignalWhileActive:", "-throttleSignalWhileInactive:")
        page.differs(
            en: """
                `didBecomeActive` and `didBecomeInactive` send Void, a bare "now". \
                ReactiveViewModel's didBecomeActiveSignal and didBecomeInactiveSignal \
                send the view model itself, so a block can read it from the value; a \
                Swift closure captures the view model instead, weakly.
                """,
            zh: """
                `didBecomeActive` 和 `didBecomeInactive` 发送 Void（不携带任何内容的值），只表示“此刻”。\
                ReactiveViewModel 的 didBecomeActiveSignal 和 didBecomeInactiveSignal 发送的是\
                视图模型本身，block 可以从值里拿到它；Swift 的闭包则弱引用地捕获视图模型。
                """)
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
