import Narration
import WorkbookKit

/// The terms Chapter 4 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("cold signal", "冷信号", book: "RACSignal, +createSignal:"),
    GlossaryEntry("hot signal", "热信号", book: "RACSubject"),
    GlossaryEntry("side effect", "副作用", book: "—"),
    GlossaryEntry("multicast(_:)", "组播", book: "-multicast:"),
    GlossaryEntry("MulticastConnection", "组播连接", book: "RACMulticastConnection"),
    GlossaryEntry("publish", "publish", book: "-publish"),
    GlossaryEntry("connect", "连接", book: "-connect"),
    GlossaryEntry("autoconnect", "autoconnect", book: "-autoconnect"),
    GlossaryEntry(
        "replay", "重放",
        book: Bilingual(en: "-replay (and -replayLast, …)", zh: "-replay（以及 -replayLast 等）")),
    GlossaryEntry("ReplaySubject", "RACReplaySubject", book: "RACReplaySubject"),
    GlossaryEntry("scheduler", "调度者", book: "RACScheduler"),
    GlossaryEntry("subscribeOn", "在调度者上订阅", book: "-subscribeOn:"),
    GlossaryEntry("deliverOn", "在调度者上传递", book: "-deliverOn:"),
    GlossaryEntry("MainScheduler", "主线程调度者", book: "+mainThreadScheduler"),
    GlossaryEntry(
        "virtual time", "虚拟时间",
        book: Bilingual(en: "— (RxTest's; see 2.7)", zh: "—（取自 RxTest；见第 2 章第 7 节）")),
    GlossaryEntry("throttle", "节流", book: "-throttle:"),
    GlossaryEntry("switchToLatest", "切换到最新", book: "-switchToLatest"),
    GlossaryEntry("delay", "延迟", book: "-delay:"),
    GlossaryEntry("takeUntil", "直到…为止", book: "-takeUntil:"),
    GlossaryEntry("zip", "压缩配对", book: "+zip:"),
    GlossaryEntry("combineLatest", "组合最新值", book: "+combineLatest:reduce:"),
    GlossaryEntry("disposable", "可释放对象", book: "RACDisposable"),
    GlossaryEntry("lifetime", "生命周期", book: "-rac_willDeallocSignal"),
    GlossaryEntry("cell reuse", "复用", book: "-rac_prepareForReuseSignal"),
]
