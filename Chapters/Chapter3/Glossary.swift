import Narration
import WorkbookKit

/// The terms Chapter 3 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("signal", "信号", book: "RACSignal"),
    GlossaryEntry("next, error, completed", "事件", book: "sendNext:, sendError:, …"),
    GlossaryEntry("subscribe, subscription", "订阅", book: "-subscribeNext:error:completed:"),
    GlossaryEntry("side effect", "副作用", book: "—"),
    GlossaryEntry("dispose", "释放", book: "-[RACDisposable dispose]"),
    GlossaryEntry("disposable", "可释放对象", book: "RACDisposable"),
    GlossaryEntry(
        "hot signal", "热信号",
        book: Bilingual(en: "a RACSignal that sends anyway", zh: "不管有没有订阅者都发送的 RACSignal")),
    GlossaryEntry(
        "cold signal", "冷信号",
        book: Bilingual(en: "a RACSignal that waits", zh: "等到有人订阅才工作的 RACSignal")),
    GlossaryEntry(
        "contract", "契约",
        book: Bilingual(en: "— (Half the Effort's signal format)", zh: "—（《事半功倍》的信号格式）")),
    GlossaryEntry("state derivation", "状态推导", book: "RAC(…) = [signal map:…]"),
    GlossaryEntry("binding, <~", "绑定", book: "RAC(object, keyPath)"),
    GlossaryEntry("command", "指令", book: "RACCommand"),
    GlossaryEntry("subject", "subject", book: "RACSubject"),
    GlossaryEntry("combineLatest", "组合最新值", book: "+combineLatest:reduce:"),
    GlossaryEntry("distinctUntilChanged", "去除连续重复", book: "-distinctUntilChanged"),
    GlossaryEntry("merge", "合并", book: "+merge:"),
    GlossaryEntry("lifetime, take(during:)", "生命周期", book: "-rac_willDeallocSignal"),
    GlossaryEntry("notification signal", "通知信号", book: "-rac_addObserverForName:object:"),
    GlossaryEntry("delegate proxy", "委托代理", book: "RACDelegateProxy"),
]
