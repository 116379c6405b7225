import Narration

/// The terms Chapter 6 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("MVVM", "模型-视图-视图模型", book: "Model-View-ViewModel"),
    GlossaryEntry("massive view controller", "臃肿的视图控制器", book: "—"),
    GlossaryEntry("view model", "视图模型", book: "RVMViewModel"),
    GlossaryEntry("view", "视图", book: "UIView, UIViewController"),
    GlossaryEntry("model", "模型", book: "FRPPhotoModel, FRPPhotoImporter"),
    GlossaryEntry("binding, <~", "绑定", book: "RAC(object, keyPath) = signal"),
    GlossaryEntry("isActive", "活跃状态", book: "RVMViewModel.active"),
    GlossaryEntry("didBecomeActive", "变为活跃", book: "didBecomeActiveSignal"),
    GlossaryEntry("didBecomeInactive", "变为不活跃", book: "didBecomeInactiveSignal"),
    GlossaryEntry("forwardWhileActive", "活跃时转发", book: "-forwardSignalWhileActive:"),
    GlossaryEntry("throttleWhileInactive", "不活跃时节流", book: "-throttleSignalWhileInactive:"),
    GlossaryEntry("command", "指令", book: "RACCommand"),
    GlossaryEntry("mock", "模拟对象", book: "OCMock"),
    GlossaryEntry("fake", "伪实现", book: "— (the book uses mocks)"),
    GlossaryEntry("recorder, virtual time", "记录器，虚拟时间", book: "— (TestScheduler)"),
]
