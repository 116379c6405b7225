import Narration
import Pixels
import PixelsMVC
import Reactive

extension Section {
    /// The importer as signals: downloads bound into models, publish and
    /// autoconnect, counted by the server's request log; reduceEach.
    static let networkLayer = Section("The network layer revisited", "网络层回访") { page in
        page.say(
            """
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
            """)
        page.code(.signalImporter)
        page.say(
            """
            Binding one model property to several signals is risky, the book notes, \
            since their values would race; it is safe here, because each download \
            sends once and completes, and each key path has one binding at a time.
            """)
        page.say(
            """
            A plain cold signal around a request, the heart of the revised importer, \
            sends nothing until someone subscribes, then one request per subscriber:
            """)
        page.code(.coldImporter)
        page.say(
            """
            publish() and autoconnect() make it shareable: nothing is sent until the \
            first subscriber comes, and the subscribers who come before the answer \
            share one request. Against the replay subject of the first importer, \
            each talking to a server of its own: each is called once and left alone \
            (the subject last), and once the subject's request has reached its \
            server, every server's log is read. Then each is called again for three \
            subscribers (a grid, a title and a counter, say), and the logs are read \
            again once every subscriber has its photos:
            """)
        let servers = (0..<3).compactMap { _ in PhotoAPIRun(page) }
        guard servers.count == 3 else { return }
        let client = HTTPClient()
        let importers: [(name: String, call: (PhotoAPIRun) -> Signal<Int>)] = [
            ("SubjectImporter", { $0.subjectImporter.importPhotos().map(\.count) }),
            ("cold signal", { importPhotosCold(from: $0.api, client: client).map(\.count) }),
            ("SignalImporter", { $0.signalImporter.importPhotos().map(\.count) }),
        ]
        let alone = aloneCounts(importers.map(\.call), servers)
        let rows = importers.indices.map { index in
            let shared = sharedCount(importers[index].call, servers[index])
            return [importers[index].name, String(alone[index]), String(shared)]
        }
        page.table(["importer", "alone", "3 subscribers"], rows)
        page.say(
            """
            The subject sends a request nobody asked for; the cold signal sends one \
            per subscriber; the shared signal sends one, when it is needed. One thing \
            the subject did that autoconnect does not: replay. The book says so \
            itself: the request runs once, so no replay is needed. A subscriber who \
            comes after the answer has been shared hears only the end:
            """)
        page.code(.lateSubscriber)
        lateSubscriber(servers[2].signalImporter, page)
        page.say(
            """
            Even that "completed" is this library's doing: its subjects tell a late \
            subscriber that they have ended. In RAC2 the late subscriber would hear \
            nothing at all (Chapter 3, "Subjects", shows the difference). The app \
            never needs either: each screen asks its importer when it appears.
            """)
        reduceEach(page)
        page.book(
            "+[NSURLConnection rac_sendAsynchronousRequest:]", "-deliverOn:",
            "RAC(photoModel, thumbnailData)", "-publish", "-autoconnect",
            "-[RACSignal reduceEach:]")
        page.differs(
            """
            the answer is decoded before it is delivered. The book's revised \
            importer delivers the data on the main thread, then parses the JSON \
            there; the app's PhotoImporter parses it, and decodes images, on the \
            HTTP client's queue, and delivers the result on the main scheduler.
            """)
    }

    /// The book's note on reduceEach: a pair taken apart into named parameters.
    private static func reduceEach(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The book maps each answer, a RACTuple of the response and the data, to \
            its second element, untyped; then it suggests reduceEach:, whose block \
            takes the parts as named, typed parameters. A Swift tuple is typed \
            either way, and reduceEach still reads better:
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
