import Narration
import Pixels
import Reactive

/// The contracts of the three listing importers this section runs.
let subjectImporterContract = Contract(
    .hot, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the HTTP client's callback queue", multicast: "yes (replays)")
let autoconnectImporterContract = Contract(
    .cold, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the importer's (main)", multicast: "yes (until it answers)")
let coldImporterContract = Contract(
    .cold, values: "[Photo]", errors: "PixelsError",
    completes: "after the listing", fails: "on an HTTP or JSON error",
    scheduler: "the HTTP client's callback queue", multicast: "no")

extension Section {
    /// A subject-based importer against a cold one and publish/autoconnect,
    /// counted by the server's request log.
    static let networkLayer = Section("The network layer revisited", "重温网络层") { page in
        page.say(
            """
            The book's first importer made a `RACReplaySubject`, sent the request at \
            once and returned the subject: the answer went to every subscriber, \
            however late. It runs here as it was, against the same server:
            """)
        page.code(
            """
            /// Contract: hot · values: [Photo] · errors: PixelsError
            ///   completes: after the listing · fails: on an HTTP or JSON error
            ///   scheduler: the HTTP client's callback queue · multicast: yes (replays)
            func importPhotosWithSubject(
                from api: PhotoAPI, client: HTTPClient
            ) -> Signal<[Photo]> {
                let subject = ReplaySubject<[Photo]>()
                client.send(api.popularPhotos()) { result in
                    switch result {
                    case .success(let data):
                        do {
                            let photos = try PhotoDecoder.listing(
                                from: data, relativeTo: api.baseURL)
                            subject.sendNext(photos)
                            subject.sendCompleted()
                        } catch {
                            subject.sendError(error)
                        }
                    case .failure(let error):
                        subject.sendError(error)
                    }
                }
                return subject.signal
            }
            """)
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
            one request. That is the app's `PhotoImporter.importPhotos()`:
            """)
        page.code(
            """
            /// Contract: cold · values: [Photo] · errors: PixelsError
            ///   completes: after the listing · fails: on an HTTP or JSON error
            ///   scheduler: the importer's (main) · multicast: yes (until it answers)
            public func importPhotos() -> Signal<[Photo]> {
                let baseURL = api.baseURL
                return send(api.popularPhotos())
                    .tryMap { data in
                        try PhotoDecoder.listing(from: data, relativeTo: baseURL)
                    }
                    .deliverOn(scheduler)
                    .publish()
                    .autoconnect()
            }
            """)
        page.contract(autoconnectImporterContract, of: "PhotoImporter.importPhotos()")
        guard let api = PhotoAPIRun(page) else { return }
        let photoAPI = PhotoAPI(baseURL: api.server.baseURL)
        let client = HTTPClient()
        let importer = api.importer
        let kinds: [(String, () -> Signal<[Photo]>)] = [
            ("ReplaySubject (first)", { importPhotosWithSubject(from: photoAPI, client: client) }),
            ("cold signal", { importPhotosCold(from: photoAPI, client: client) }),
            ("publish().autoconnect()", { importer.importPhotos() }),
        ]
        page.say(
            """
            Each importer below is called once and left alone for a second, then \
            called again for three subscribers (a grid, a title and a counter, say). \
            The server's log counts the `GET /v1/photos` requests each time, the \
            second time once every subscriber has its photos:
            """)
        let rows = kinds.map { name, call in
            [name] + requestCounts(api, call).map(String.init)
        }
        page.table(["importer", "alone", "3 subscribers"], rows)
        page.say(
            """
            The subject sends a request nobody asked for; the cold signal sends one \
            per subscriber; `publish().autoconnect()` sends one, when it is needed. \
            One thing the subject did that autoconnect does not: replay. A subscriber \
            who comes after the answer has been shared hears only the end:
            """)
        page.code(
            """
            let photos = importer.importPhotos()
            photos.subscribeNext { print("first:", $0.count, "photos") }
            // … once the answer has arrived:
            photos.subscribe(
                next: { print("late:", $0.count, "photos") },
                completed: { print("late: completed") })
            """)
        lateSubscriber(importer, page)
        page.say(
            """
            The app never needs that: each screen that wants the photos asks its view \
            model, which keeps the last list it received.
            """)
        page.book(
            "RACReplaySubject", "-publish", "-autoconnect",
            "+[NSURLConnection rac_sendAsynchronousRequest:]")
    }

    /// How many listing requests `call` costs left alone, then with three subscribers.
    private static func requestCounts(_ api: PhotoAPIRun, _ call: () -> Signal<[Photo]>) -> [Int] {
        let start = api.count("GET /v1/photos")
        let alone = call()
        // A hot signal's request is already on its way; a cold one's never comes.
        runMainLoop(for: .seconds(1)) { api.count("GET /v1/photos") > start }
        _ = alone
        let unsubscribed = api.count("GET /v1/photos") - start
        let shared = call()
        let received = Locked(0)
        for _ in 0..<3 {
            shared.subscribeNext { _ in received.withLock { $0 += 1 } }
        }
        runMainLoop { received.withLock { $0 } == 3 }
        return [unsubscribed, api.count("GET /v1/photos") - start - unsubscribed]
    }

    /// A subscriber who comes after `importPhotos()` has answered.
    private static func lateSubscriber(_ importer: PhotoImporter, _ page: Narrator) {
        let photos = importer.importPhotos()
        let steps = Locked(0)
        photos.subscribe(
            next: { page.output("first: \($0.count) photos") },
            completed: { steps.withLock { $0 += 1 } })
        runMainLoop { steps.withLock { $0 } == 1 }
        photos.subscribe(
            next: { page.output("late: \($0.count) photos") },
            completed: {
                page.output("late: completed")
                steps.withLock { $0 += 1 }
            })
        runMainLoop { steps.withLock { $0 } == 2 }
    }
}
