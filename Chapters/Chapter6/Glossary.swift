import Narration

/// The terms Chapter 6 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("MVVM", "MVVM", book: "Model-View-ViewModel"),
    GlossaryEntry("view model", "视图模型", book: "RVMViewModel"),
    GlossaryEntry("view", "视图", book: "UIView, UIViewController"),
    GlossaryEntry("model", "数据模型", book: "FRPPhotoModel"),
    GlossaryEntry("business logic", "业务逻辑", book: "—"),
    GlossaryEntry("binding, <~", "绑定", book: "RAC(object, keyPath) = signal"),
    GlossaryEntry("key-value observing", "键-值观察", book: "KVO, RACObserve"),
    GlossaryEntry("isActive", "激活", book: "RVMViewModel.active"),
    GlossaryEntry("refactoring", "重构", book: "—"),
    GlossaryEntry("unit test", "单元测试", book: "Specta, Expecta"),
    GlossaryEntry("mock", "mock", book: "OCMock"),
    GlossaryEntry("command", "指令", book: "RACCommand"),
]
