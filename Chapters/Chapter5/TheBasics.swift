import Narration
import Pixels
import PixelsMVC
import Reactive

extension Section {
    /// The photo model, the listing request, and the first importer: a ReplaySubject.
    static let theBasics = Section(
        "The model and the importer",
        ChineseTitle.of("FunctionalReactivePixels的基础知识", "数据模型与导入器")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The book talks to the 500px API with a consumer key and secret. Here a \
                small photo API comes with the workbook: a server started in this process \
                on a free port of 127.0.0.1, serving fourteen public-domain photos in the \
                shape of 500px's answers, with no key. The book's importer is a class \
                with class methods; here it is an object each screen is given, so that \
                a later version can take its place. Its importPhotos returns a signal of \
                the photos, and behind it sits a ReplaySubject: it makes the subject, \
                sends the request, returns the subject at once, and sends the answer \
                into it from the request's completion block:
                """,
            zh: """
                书中用 consumer key 和 secret 访问 500px 的 API。这里的照片 API 随练习册附带：\
                一个在本进程里启动的服务器，监听 127.0.0.1 上的一个空闲端口，\
                按 500px 应答的格式提供十四张公有领域的照片，不需要 key。书中的导入器（importer）是\
                一个只有类方法的类；这里它是交给每个界面的一个对象，以便日后换成新的版本。\
                它的 importPhotos 返回一个发送照片的信号，背后是一个 ReplaySubject（书中\
                的 RACReplaySubject）：先创建 subject，发出请求，立即返回 subject，\
                再在请求的完成 block 里把应答发给它：
                """)
        page.code(.subjectImportPhotos)
        page.say(
            en: """
                The request is the book's popularURLRequest: the popular feature, a \
                hundred photos to a page, thumbnails of size 3, best rated first, one \
                category left out. (The workbook's finished app, in Sources/Pixels, asks for \
                20 to a page; the server has only fourteen photos, so both get them all.)
                """,
            zh: """
                请求就是书中的 popularURLRequest：popular 分类，每页一百张，缩略图尺寸为 3，\
                按评分从高到低，排除一个分类。（练习册完成后的应用在 Sources/Pixels 里，每页只要 \
                20 张；服务器只有十四张照片，所以两者都会拿到全部照片。）
                """)
        page.code(.popularURLRequest)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            en: """
                A ReplaySubject remembers what it was sent and sends it again to each new \
                subscriber. So the request goes out once, when the importer is called, and \
                a subscriber who comes after the answer still gets it: there is no race \
                between the answer and the subscription. Two subscribers, the second once \
                the answer is in:
                """,
            zh: """
                ReplaySubject 会记住发给它的内容，并向每个新的订阅者再发一遍。\
                所以请求只在调用导入器时发出一次，应答到达之后才来的订阅者也照样能收到：\
                应答和订阅之间不存在竞争。下面有两个订阅者，第二个等应答到了才订阅：
                """)
        page.code(.twoSubscribers)
        let answered = Locked(false)
        // snippet.twoSubscribers
        let photos = run.subjectImporter.importPhotos()  // the request goes out now
        photos.subscribeNext { print("first subscriber:", $0.count, "photos") }
        // snippet.hide
        photos.subscribeCompleted { answered.withLock { $0 = true } }
        runMainLoop { answered.withLock { $0 } }
        // snippet.show
        // … once the answer is in:
        photos.subscribeNext { print("late subscriber:", $0.count, "photos") }
        // snippet.end
        let models = photos.currentModels
        runMainLoop { models.allSatisfy { $0.thumbnailData.value != nil } }
        page.say(
            en: """
                Each photo is a PhotoModel with the book's eight properties. The listing \
                fills in five; the importer then downloads every thumbnail at once, each \
                into its model when it arrives; the full-size image waits for the photo's \
                details. Here is the first model, once its thumbnail is in:
                """,
            zh: """
                每张照片是一个 PhotoModel，带有书中的八个属性。列表填好其中五个；\
                接着导入器同时下载所有缩略图，每张到达时存进它的数据模型；高清图要等照片的详情。\
                下面是第一个数据模型在缩略图到达之后的样子：
                """)
        page.table(
            [page.text(en: "property", zh: "属性"), page.text(en: "value", zh: "值")],
            modelRows(models.first, page))
        let listings = run.count("GET /v1/photos")
        let thumbnails = run.count("GET /images/*")
        page.say(
            en: """
                The server's log: \(listings) listing request for the two subscribers, and \
                \(thumbnails) thumbnail requests, one for every photo, whether it will be \
                seen or not.
                """,
            zh: """
                服务器的日志：两个订阅者共用 \(listings) 次列表请求；缩略图请求 \(thumbnails) 次，\
                每张照片一次，不管它会不会被看到。
                """)
        page.say(
            en: """
                The book's interface declares a plain signal, not the subject, because \
                ReactiveCocoa's guide advises against handing subjects around: a \
                subject's owner may send on it by hand, which no ordinary signal allows. \
                It also sends the photos as one array, not as a stream of models one by \
                one; a stream would be more reactive, and would suit loading page after \
                page, but the book keeps the array as simpler, and so does this chapter.
                """,
            zh: """
                书中的接口声明的是普通信号，而不是 subject，因为 ReactiveCocoa 的编程指南不建议\
                把 subject 传来传去：subject 的持有者可以手动往里面发送值，普通信号则不允许这样做。\
                它还把照片作为一个数组整体发送，而不是逐个发送数据模型的流；流更有反应式的味道，\
                也更适合一页接一页地加载，但书中为了简单保留了数组，本章也一样。
                """)
        page.book(
            "FRPPhotoModel", "+[FRPPhotoImporter importPhotos]",
            "+[FRPPhotoImporter popularURLRequest]", "RACReplaySubject",
            "+[NSURLConnection sendAsynchronousRequest:queue:completionHandler:]")
        page.differs(
            en: """
                `Subject` is not a `Signal`. A RACSubject is a RACSignal, so the book \
                returns the subject itself, typed as a signal; here the importer returns \
                `subject.signal`, and nothing outside can send on it.
                """,
            zh: """
                `Subject` 不是 `Signal`。RACSubject 本身就是 RACSignal，所以书中直接返回 subject，\
                只是把类型声明为信号；这里导入器返回的是 `subject.signal`，\
                外部无法往里面发送任何值。
                """)
        page.differs(
            en: """
                the model keeps decoded images. The book's thumbnailData and fullsizeData \
                hold NSData, turned into a UIImage by whoever shows them; here the \
                importer decodes each image once, as it arrives.
                """,
            zh: """
                数据模型保存的是解码后的图片。书中的 thumbnailData 和 fullsizeData 存的是 NSData，\
                由显示它的一方转换成 UIImage；这里由导入器在每张图片到达时解码一次。
                """)
    }

    /// The first model's eight properties as table rows, in the reader's language.
    private static func modelRows(_ model: PhotoModel?, _ page: Narrator) -> [[String]] {
        guard let model else { return [] }
        let image: (Image?) -> String = { image in
            image.map { image in
                let size = "\(image.width)×\(image.height)"
                return page.text(en: "a \(size) image", zh: "一张 \(size) 的图片")
            } ?? "nil"
        }
        return [
            ["identifier", "\(model.identifier)"], ["photoName", model.photoName],
            ["photographerName", model.photographerName], ["rating", "\(model.rating)"],
            ["thumbnailURL", model.thumbnailURL.relativePath],
            ["thumbnailData", image(model.thumbnailData.value)],
            ["fullsizeURL", model.fullsizeURL.value?.relativePath ?? "nil"],
            ["fullsizeData", image(model.fullsizeData.value)],
        ]
    }
}

extension Signal where Value == [PhotoModel] {
    /// The models a replaying signal has already sent, or none.
    fileprivate var currentModels: [PhotoModel] {
        let latest = Locked<[PhotoModel]>([])
        subscribeNext { models in latest.withLock { $0 = models } }.dispose()
        return latest.withLock { $0 }
    }
}
