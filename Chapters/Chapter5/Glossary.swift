import Narration

/// The terms Chapter 5 introduces, for its closing glossary.
let glossary = [
    GlossaryEntry("photo model", "数据模型", book: "FRPPhotoModel"),
    GlossaryEntry("request", "网络请求", book: "NSURLRequest"),
    GlossaryEntry("view controller", "视图控制器", book: "UIViewController"),
    GlossaryEntry("photo grid", "网格", book: "UICollectionView"),
    GlossaryEntry("full-size image", "高清图", book: "fullsizeData"),
    GlossaryEntry("gallery", "画廊视图控制器", book: "FRPGalleryViewController"),
    GlossaryEntry("full-size view", "高清图视图控制器", book: "FRPFullSizePhotoViewController"),
    GlossaryEntry("key path", "键路径", book: "RACObserve(object, keyPath)"),
    GlossaryEntry("binding", "绑定", book: "RAC(object, keyPath)"),
    GlossaryEntry("cell reuse", "复用", book: "-prepareForReuse"),
    GlossaryEntry("spinner", "进度 HUD", book: "SVProgressHUD"),
    GlossaryEntry("delegate proxy", "委托代理", book: "RACDelegateProxy"),
    GlossaryEntry("empty stub", "空存根", book: "[self rac_signalForSelector:]"),
    GlossaryEntry("side effect", "副作用", book: "-subscribeNext:"),
    GlossaryEntry("subscription", "订阅", book: "RACDisposable"),
    GlossaryEntry("multicast", "组播", book: "-publish, -autoconnect"),
]
