import Narration

/// The terms Chapter 4 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("cold signal", "冷信号", book: "RACSignal, +createSignal:"),
    GlossaryEntry("hot signal", "热信号", book: "RACSubject"),
    GlossaryEntry("side effect", "副作用", book: "—"),
    GlossaryEntry("multicast connection", "组播连接", book: "RACMulticastConnection"),
    GlossaryEntry("publish, connect", "发布，连接", book: "-publish, -connect"),
    GlossaryEntry("multicast(_:)", "组播", book: "-multicast:"),
    GlossaryEntry("autoconnect", "自动连接", book: "-autoconnect"),
    GlossaryEntry("ReplaySubject", "重放主题", book: "RACReplaySubject"),
    GlossaryEntry("replay operators", "重放", book: "-replay, -replayLast, -replayLazily"),
    GlossaryEntry("scheduler", "调度器", book: "RACScheduler"),
    GlossaryEntry("subscribeOn", "在调度器上订阅", book: "-subscribeOn:"),
    GlossaryEntry("deliverOn", "在调度器上传递", book: "-deliverOn:"),
    GlossaryEntry("MainScheduler", "主线程调度器", book: "+[RACScheduler mainThreadScheduler]"),
    GlossaryEntry("virtual time", "虚拟时间", book: "RACTestScheduler"),
    GlossaryEntry("throttle (a quiet period)", "节流", book: "-throttle:"),
    GlossaryEntry("switchToLatest", "切换到最新", book: "-switchToLatest"),
    GlossaryEntry("delay", "延迟", book: "-delay:"),
    GlossaryEntry("takeUntil", "直到…为止", book: "-takeUntil:"),
    GlossaryEntry("zip", "压缩配对", book: "+zip:"),
    GlossaryEntry("combineLatest", "组合最新值", book: "+combineLatest:reduce:"),
    GlossaryEntry("disposable", "可释放对象", book: "RACDisposable"),
    GlossaryEntry("lifetime", "生命周期", book: "-rac_willDeallocSignal"),
    GlossaryEntry("cell reuse", "单元格复用", book: "-rac_prepareForReuseSignal"),
]
