import WorkbookKit

extension Errata {
    /// Where one of the book's listings cannot run as printed (in the
    /// translation, which prints them as the original does).
    static let listings = [
        Erratum(
            .listing, under: "FunctionalReactivePixels的基础知识",
            says: "RACObserver(self, photosArray)",
            meant: Bilingual(
                en: """
                    the macro is RACObserve; and the property the gallery declares just \
                    before is photoArray, where the rest of the listings say photosArray
                    """,
                zh: "宏的名字是 RACObserve；画廊在前面声明的属性叫 photoArray，"
                    + "其余的代码清单却都写作 photosArray"),
            shown: .init(5, 4, "Loading the photos", "FunctionalReactivePixels的基础知识：加载照片")),
        Erratum(
            .listing, under: "添加FunctionalReactivePixels", says: "initWithIndexPath:",
            meant: Bilingual(
                en: """
                    the full-size controller declares initWithPhotoModels:currentPhotoIndex: \
                    (its implementation says currentIndex:), and the gallery must pass the \
                    photos and the index, as the workbook does
                    """,
                zh: "高清图视图控制器声明的是 initWithPhotoModels:currentPhotoIndex:"
                    + "（实现里又写成 currentIndex:），画廊应当把照片和下标传进去，本练习册就是这样做的"),
            shown: .init(5, 6, "Adding the full-size view", "添加FunctionalReactivePixels：高清图")),
        Erratum(
            .listing, under: "添加FunctionalReactivePixels", says: "photoTitle",
            meant: Bilingual(
                en: "the photo model's property is photoName",
                zh: "数据模型的属性叫 photoName"),
            shown: .init(5, 6, "Adding the full-size view", "添加FunctionalReactivePixels：高清图")),
        Erratum(
            .listing, under: "网络层回访", says: "results[@\"photo\"]",
            meant: Bilingual(
                en: "the listing's photos are under the key photos",
                zh: "列表里的照片在键 photos 之下"),
            shown: .init(5, 11, "The network layer revisited", "网络层回访")),
        Erratum(
            .listing, under: "MVVM的具体实践", says: "self.viewModel.photoArray.count",
            meant: Bilingual(
                en: """
                    the view model's header declares model, not photoArray; and the \
                    controller's viewDidLoad calls initialPhotoModel, which the view model \
                    never declares publicly: the book writes it only in 测试ViewModels, as \
                    a private method the test file declares in a class extension
                    """,
                zh: "视图模型的头文件声明的是 model，而不是 photoArray；"
                    + "控制器的 viewDidLoad 调用的 initialPhotoModel，视图模型从未公开声明："
                    + "书中到“测试ViewModels”才写出它，而且是私有方法，只在测试文件的类扩展里声明"),
            shown: .init(6, 4, "The full-size view model", "MVVM的具体实践：高清图视图模型")),
        Erratum(
            .listing, under: "MVVM的具体实践", says: "[FRPPhotoViewModel alloc]",
            meant: Bilingual(
                en: "the gallery makes an FRPFullSizePhotoViewModel there, the class the "
                    + "variable is declared as",
                zh: "画廊在这里创建的应是 FRPFullSizePhotoViewModel，也就是变量声明的类型"),
            shown: .init(6, 5, "The gallery view model", "MVVM的具体实践：画廊视图模型")),
        Erratum(
            .listing, under: "MVVM的具体实践", says: "fullsizedData",
            meant: Bilingual(
                en: "the photo model's property is fullsizeData; the listing, and the "
                    + "article's copy of it, would not compile",
                zh: "数据模型的属性叫 fullsizeData；这段代码清单，连同文章里的那份，都编译不通过"),
            shown: .init(6, 6, "The photo view model", "MVVM的具体实践：照片视图模型")),
        Erratum(
            .listing, under: "测试ViewModels", says: "[self.model[self.initialPhotoIndex] photoName]",
            meant: Bilingual(
                en: """
                    MVVM的具体实践 wrote initialPhotoName through photoModelAtIndex:; this \
                    version raises on an index out of bounds
                    """,
                zh: "“MVVM的具体实践：高清图视图模型”一节里的 initialPhotoName 是通过 photoModelAtIndex: 取的；"
                    + "这个版本在下标越界时会抛出异常"),
            shown: .init(6, 8, "Testing view models", "测试ViewModels：高清图与画廊")),
    ]

    /// Where an article slips.
    static let articles = [
        Erratum(
            .article, in: .article(2), under: "MVVM的具体实践", says: "FRPFullSizedPhotoViewModel",
            meant: Bilingual(
                en: "the class is FRPFullSizePhotoViewModel, as the article's listings and "
                    + "the book call it",
                zh: "类名是 FRPFullSizePhotoViewModel，文章自己的代码清单和书中都这样写"),
            shown: .init(6, 4, "The full-size view model", "MVVM的具体实践：高清图视图模型")),
        Erratum(
            .article, in: .article(2), under: "MVVM的具体实践", says: "didBeComeActiveSignal",
            meant: Bilingual(
                en: "the property is didBecomeActiveSignal; the listing would not compile",
                zh: "属性名是 didBecomeActiveSignal；照原样抄下的代码编译不通过"),
            shown: .init(6, 6, "The photo view model", "MVVM的具体实践：照片视图模型")),
        Erratum(
            .article, in: .article(4), under: "登录模块", says: "RACCommand is an signal",
            meant: Bilingual(
                en: """
                    a RACCommand is not a signal: it makes one signal per execution, from \
                    its signal block, and sends each on executionSignals
                    """,
                zh: "RACCommand 不是信号：它每执行一次就用信号 block 创建一个信号，"
                    + "并把每个信号发到 executionSignals 上"),
            shown: .init(3, 7, "Recipe: a login form", "登录模块（出自《iOS-OpenSource-ReactiveCocoa》）")),
    ]
}
