import Narration
import Pixels
import PixelsMVC
import Reactive

extension Section {
    /// The importer as signals: downloads bound into models, publish and
    /// autoconnect, counted by the server's request log; reduceEach.
    static let networkLayer = Section("The network layer revisited", "网络层回访") { page in
        page.say(
            en: """
                The last place the book looks is its importer, full of completion blocks: \
                another chance for signals. A request becomes a signal of the response \
                and the data (rac_sendAsynchronousRequest:), mapped to the data and \
                delivered on the main thread, since the answer comes on a background one \
                and only the main thread may touch the screen. A download is then a \
                signal, and the importer binds it into the model: \
                RAC(photoModel, thumbnailData). The details and the listing go the same \
                way, shared with publish and autoconnect. The app's PhotoImporter is \
                that network layer (each request a cold signal, delivered on the main \
                scheduler), so the book's revised importer only adds the models:
                """,
            zh: """
                书中最后审视的是它的导入器，那里满是完成 block：又一个用上信号的机会。\
                一个网络请求变成一个发送响应和数据的信号（rac_sendAsynchronousRequest:），\
                映射成数据，再在主线程上发出，因为应答来自后台线程，而只有主线程能更新界面。\
                于是一次下载就是一个信号，\
                导入器把它绑定到数据模型上：RAC(photoModel, thumbnailData)。详情和列表也照此办理，\
                再用 publish 和 autoconnect 共享。应用里的 PhotoImporter 就是这样一个网络层（每个请\
                求都是一个冷信号，在主线程调度者上发出），所以书中改写后的导入器只需要再加上数据模\
                型：
                """)
        page.code(.signalImporter)
        page.listingNote("results[@\"photo\"]")
        page.say(
            en: """
                Binding one model property to several signals is risky, the book notes, \
                since their values would race; it is safe here, because each download \
                sends once and completes, and each key path has one binding at a time.
                """,
            zh: """
                书中指出，把数据模型的一个属性绑定到多个信号上是有风险的，因为它们的值会相互竞争；\
                在这里却是安全的，因为每次下载只发送一次就完成，而且每个键路径同一时间只有一个绑\
                定。
                """)
        if let run = PhotoAPIRun(page) { requestChain(run, page) }
        page.say(
            en: """
                A plain cold signal around a request, the heart of the revised importer, \
                sends nothing until someone subscribes, then one request per subscriber:
                """,
            zh: """
                改写后的导入器的核心，是一个包着请求的普通冷信号。没人订阅时它什么也不发送，\
                之后每个订阅者各发一次请求：
                """)
        page.code(.coldImporter)
        page.say(
            en: """
                publish() and autoconnect() make it shareable: nothing is sent until the \
                first subscriber comes, and the subscribers who come before the answer \
                share one request. Against the ReplaySubject of the first importer, \
                each talking to a server of its own: each is called once and left alone \
                (the subject last), and once the subject's request has reached its \
                server, every server's log is read. Then each is called again for three \
                subscribers (a grid, a title and a counter, say), and the logs are read \
                again once every subscriber has its photos:
                """,
            zh: """
                publish() 和 autoconnect() 让它可以共享：第一个订阅者到来之前什么都不发送，\
                应答到达之前来的订阅者共用同一个请求。下面把它们和第一个导入器的 ReplaySubject 放在\
                一起比较，每个导入器各连一台自己的服务器：先各调用一次，然后放着不管（subject 最后调\
                用），等 subject 的请求到达它的服务器之后，读取每台服务器的日志。接着再各调用一次，\
                这次有三个订阅者（比如一个网格、一个标题和一个计数器），等每个订阅者都拿到照片之后，\
                再读一遍日志：
                """)
        let servers = (0..<3).compactMap { _ in PhotoAPIRun(page) }
        guard servers.count == 3 else { return }
        let client = HTTPClient()
        let importers: [(name: String, call: (PhotoAPIRun) -> Signal<Int>)] = [
            ("SubjectImporter", { $0.subjectImporter.importPhotos().map(\.count) }),
            (
                page.text(en: "cold signal", zh: "冷信号"),
                { importPhotosCold(from: $0.api, client: client).map(\.count) }
            ),
            ("SignalImporter", { $0.signalImporter.importPhotos().map(\.count) }),
        ]
        let alone = aloneCounts(importers.map(\.call), servers)
        let rows = importers.indices.map { index in
            let shared = sharedCount(importers[index].call, servers[index])
            return [importers[index].name, String(alone[index]), String(shared)]
        }
        page.table(
            [
                page.text(en: "importer", zh: "导入器"), page.text(en: "alone", zh: "单独调用"),
                page.text(en: "3 subscribers", zh: "3 个订阅者"),
            ], rows)
        page.say(
            en: """
                The subject sends a request nobody asked for; the cold signal sends one \
                per subscriber; the shared signal sends one, when it is needed. One thing \
                the subject did that autoconnect does not: replay. The book says so \
                itself: the request runs once, so no replay is needed. A subscriber who \
                comes after the answer has been shared hears only the end:
                """,
            zh: """
                subject 发出了一个没人要的请求；冷信号每个订阅者发一次请求；\
                共享的信号只在需要时发一次。subject 做到了而 autoconnect 做不到的只有一件事：\
                重放（replay）。书中自己也说不需要重放（译本作“我们不需要回滚(replay)”）：请求只执行一次。\
                在答案已经共享出去之后才来的订阅者，只能听到结束：
                """)
        page.code(.lateSubscriber)
        lateSubscriber(servers[2].signalImporter, page)
        page.say(
            en: """
                Even that "completed" is this library's doing: its subjects tell a late \
                subscriber that they have ended. In RAC2 the late subscriber would hear \
                nothing at all (Chapter 3, "Subjects", shows the difference). The app \
                never needs either: each screen asks its importer when it appears.
                """,
            zh: """
                就连这个“completed”也是本库的行为：它的 subject 会告诉晚来的订阅者自己已经结束了。\
                在 RAC2 中，晚来的订阅者什么也听不到（第 3 章“RACSubject”一节演示了两者的区别）。\
                应用从来用不着这两种情况：每个界面都在出现时向导入器请求数据。
                """)
        reduceEach(page)
        page.book(
            "+[NSURLConnection rac_sendAsynchronousRequest:]", "-deliverOn:",
            "RAC(photoModel, thumbnailData)", "-publish", "-autoconnect",
            "-[RACSignal reduceEach:]")
        page.differs(
            en: """
                the answer is decoded before it is delivered. The book's revised \
                importer delivers the data on the main thread, then parses the JSON \
                there; the app's PhotoImporter parses it, and decodes images, on the \
                HTTP client's queue, and delivers the result on the main scheduler.
                """,
            zh: """
                应答先解码再发出。书中改写后的导入器先在主线程上发出数据，再在那里解析 JSON；\
                应用的 PhotoImporter 在 HTTP 客户端的队列上解析 JSON、解码图片，\
                再把结果发到主线程调度者上。
                """)
    }

    /// The book's note on reduceEach: a pair taken apart into named parameters.
    private static func reduceEach(_ page: Narrator) {
        let print = page.printer
        page.say(
            en: """
                The book maps each answer, a RACTuple of the response and the data, to \
                its second element, untyped; then it suggests reduceEach:, whose block \
                takes the parts as named, typed parameters. A Swift tuple is typed \
                either way, and reduceEach still reads better:
                """,
            zh: """
                书中把每个应答（一个由响应和数据组成的 RACTuple）映射成它的第二个元素，不带类型；\
                接着它建议改用 reduceEach:，它的 block 以带名字、带类型的参数接收各个部分。Swift 的\
                元组无论如何都带类型，但 reduceEach 仍然更好读：
                """)
        page.code(.reduceEach)
        // snippet.reduceEach
        let replies = Signal.just((200, "[14 photos]"))
        replies.map { reply in reply.1 }.subscribeNext { print("map:", $0) }
        replies.reduceEach { status, data in data }
            .subscribeNext { print("reduceEach:", $0) }
        // snippet.end
    }

    /// The listing requests each importer sends when it is called and left
    /// alone, on its own server. The subject (first) is called last, and the
    /// logs are read once its request has arrived: by then the others' would
    /// have too, had they sent any.
    private static func aloneCounts(
        _ calls: [(PhotoAPIRun) -> Signal<Int>], _ servers: [PhotoAPIRun]
    ) -> [Int] {
        let signals = zip(calls, servers).reversed().map { call, server in call(server) }
        runMainLoop { servers[0].count("GET /v1/photos") > 0 }
        _ = signals
        return servers.map { $0.count("GET /v1/photos") }
    }

    /// The listing requests `call` sends for three subscribers, once all three
    /// have their photos.
    private static func sharedCount(_ call: (PhotoAPIRun) -> Signal<Int>, _ server: PhotoAPIRun)
        -> Int
    {
        let start = server.count("GET /v1/photos")
        let shared = call(server)
        let received = Locked(0)
        for _ in 0..<3 {
            shared.subscribeNext { _ in received.withLock { $0 += 1 } }
        }
        runMainLoop { received.withLock { $0 } == 3 }
        return server.count("GET /v1/photos") - start
    }

    /// A subscriber who comes after `importPhotos()` has answered.
    private static func lateSubscriber(_ importer: SignalImporter, _ page: Narrator) {
        let print = page.printer
        let answered = Locked(false)
        // snippet.lateSubscriber
        let photos = importer.importPhotos()
        photos.subscribeNext { print("first:", $0.count, "photos") }
        // … once the answer has arrived:
        // snippet.hide
        photos.subscribeCompleted { answered.withLock { $0 = true } }
        runMainLoop { answered.withLock { $0 } }
        // snippet.show
        photos.subscribe(
            next: { print("late:", $0.count, "photos") },
            completed: { print("late: completed") })
        // snippet.end
    }
}
