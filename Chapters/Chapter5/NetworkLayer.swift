import Narration
import Pixels
import Reactive

/// The contracts of the three listing importers this section runs.
let subjectImporterContract = Contract(
    .hot, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the HTTP client's callback queue", multicast: "yes (replays)")
let sharedImporterContract = Contract(
    .cold, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the one given", multicast: "yes (until it answers)")
let coldImporterContract = Contract(
    .cold, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the HTTP client's callback queue", multicast: "no")

extension Section {
    /// A subject-based importer against a cold one and publish/autoconnect,
    /// counted by the server's request log.
    static let networkLayer = Section("The network layer revisited", "网络层回访") { page in
        page.say(
            """
            The book's first importer made a `RACReplaySubject`, sent the request at \
            once and returned the subject: the answer went to every subscriber, \
            however late. It runs here as it was, against the same server:
            """)
        page.code(.subjectImporter)
        page.contract(subjectImporterContract, of: "importPhotosWithSubject(from:client:)")
        page.say(
            """
            Its signal is hot: the request goes out when the function is called, \
            whether or not anyone subscribes. A plain cold signal, `Signal { observer \
            in … }` around the same request, is the opposite: nothing until someone \
            subscribes, then one request per subscriber.
            """)
        page.contract(coldImporterContract, of: "importPhotosCold(from:client:)")
        page.say(
            """
            The book's revised importer wraps the request in a signal, then shares it \
            with `publish()` and `autoconnect()`: nothing is sent until the first \
            subscriber comes, and the subscribers who come before the answer share \
            one request. The app's `PhotoImporter.importPhotos()` does just that; \
            here it is over the cold importer above:
            """)
        page.code(.sharedImporter)
        page.contract(
            sharedImporterContract, of: "importPhotosShared(from:client:on:)")
        // One server per importer, so each log counts one importer's requests.
        let servers = (0..<3).compactMap { _ in PhotoAPIRun(page) }
        guard servers.count == 3 else { return }
        let client = HTTPClient()
        let importers: [(name: String, call: (PhotoAPIRun) -> Signal<[Photo]>)] = [
            ("ReplaySubject (first)", { importPhotosWithSubject(from: $0.api, client: client) }),
            ("cold signal", { importPhotosCold(from: $0.api, client: client) }),
            (
                "publish().autoconnect()",
                { importPhotosShared(from: $0.api, client: client, on: MainScheduler.shared) }
            ),
        ]
        page.say(
            """
            Each importer below talks to a server of its own. Each is called once and \
            left alone (the subject last); once the subject's request has reached its \
            server, every server's log is read. Then each importer is called again \
            for three subscribers (a grid, a title and a counter, say), and the logs \
            are read again once every subscriber has its photos:
            """)
        let alone = aloneCounts(importers.map(\.call), servers)
        let rows = importers.indices.map { index in
            let shared = sharedCount(importers[index].call, servers[index])
            return [importers[index].name, String(alone[index]), String(shared)]
        }
        page.table(["importer", "alone", "3 subscribers"], rows)
        page.say(
            """
            The subject sends a request nobody asked for; the cold signal sends one \
            per subscriber; `publish().autoconnect()` sends one, when it is needed. \
            One thing the subject did that autoconnect does not: replay. A subscriber \
            who comes after the answer has been shared hears only the end:
            """)
        page.code(.lateSubscriber)
        lateSubscriber(servers[2].importer, page)
        page.say(
            """
            Even that "completed" is this library's doing: its subjects tell a late \
            subscriber that they have ended. In RAC2 the late subscriber would hear \
            nothing at all (Chapter 3, "Subjects", shows the difference). The app \
            never needs either: each screen that wants the photos asks its view \
            model, which keeps the last list it received.
            """)
        reduceEach(page)
        page.book(
            "RACReplaySubject", "-publish", "-autoconnect",
            "+[NSURLConnection rac_sendAsynchronousRequest:]", "-[RACSignal reduceEach:]")
    }

    /// The book's note on reduceEach: a pair taken apart into named parameters.
    private static func reduceEach(_ page: Narrator) {
        let print = page.printer
        page.say(
            """
            The book's revised importer gets each answer as a RACTuple of the \
            response and the data, and keeps the data. It first writes that as a map \
            that asks the tuple for its second element, untyped; then it suggests \
            reduceEach:, whose block takes the parts as named, typed parameters. A \
            Swift tuple is typed either way, and reduceEach still reads better:
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
        _ calls: [(PhotoAPIRun) -> Signal<[Photo]>], _ servers: [PhotoAPIRun]
    ) -> [Int] {
        let signals = zip(calls, servers).reversed().map { call, server in call(server) }
        runMainLoop { servers[0].count("GET /v1/photos") > 0 }
        _ = signals
        return servers.map { $0.count("GET /v1/photos") }
    }

    /// The listing requests `call` sends for three subscribers, once all three
    /// have their photos.
    private static func sharedCount(
        _ call: (PhotoAPIRun) -> Signal<[Photo]>, _ server: PhotoAPIRun
    ) -> Int {
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
    private static func lateSubscriber(_ importer: PhotoImporter, _ page: Narrator) {
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
