import Narration

/// The terms Chapter 5 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("photo importer", "照片导入器", book: "FRPPhotoImporter"),
    GlossaryEntry("photo API", "照片接口", book: "PXRequest (500px)"),
    GlossaryEntry("main scheduler", "主线程调度器", book: "+[RACScheduler mainThreadScheduler]"),
    GlossaryEntry("screen", "屏幕（视图控制器）", book: "UIViewController"),
    GlossaryEntry("navigator", "导航控制器", book: "UINavigationController"),
    GlossaryEntry("full-size pager", "全尺寸翻页视图", book: "FRPFullSizePhotoViewController"),
    GlossaryEntry("active view model", "活跃的视图模型", book: "RVMViewModel.active"),
    GlossaryEntry("forwardWhileActive", "活跃时转发", book: "-forwardSignalWhileActive:"),
    GlossaryEntry("delegate callback", "代理回调", book: "-rac_signalForSelector:fromProtocol:"),
    GlossaryEntry("publish, autoconnect", "发布，自动连接", book: "-publish, -autoconnect"),
    GlossaryEntry("cell reuse", "单元格复用", book: "-prepareForReuse"),
    GlossaryEntry("reuse lifetime", "复用生命周期", book: "-rac_prepareForReuseSignal"),
    GlossaryEntry("binding", "绑定", book: "RAC(object, keyPath)"),
    GlossaryEntry("scripted tour", "脚本化浏览", book: "—"),
]
