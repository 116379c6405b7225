import Chapter5Exercises
import Chapter5Mutants
import Chapter5Reference
import Dispatch
import ExerciseGrading
import Foundation
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.4: `sharedPhotos(request:decode:)` behaves as the
/// reference, `publish()` and `autoconnect()`, in the task's story and a
/// couple of hundred generated ones: the same photos, errors and completions
/// for every subscriber, one request from the first subscriber, cancelled
/// when every subscriber has left, decoded once, and no replay for a
/// subscriber who comes after the photos. Then against the real photo
/// server, whose request log must show one `GET /v1/photos`.
@Suite("5.4 One request for every screen that asks, with publish and autoconnect", .serialized)
struct Exercise5_4 {
    typealias SharedPhotos = (Signal<Data>, @escaping @Sendable (Data) throws -> [Photo]) ->
        Signal<[Photo]>

    static let base = URL(string: "http://127.0.0.1:8080")!

    /// What each letter of the request's answer is.
    struct Bodies {
        let bytes: [String: Data]
        let labels: [(letter: String, photos: [Photo])]

        init() throws {
            let listing = try Data(
                contentsOf: FixtureStore.bundled().directory
                    .appendingPathComponent("v1/popular.json"))
            let one = Data(
                """
                {"feature": "popular", "current_page": 1, "total_pages": 1, "total_items": 1,
                 "photos": [{"id": 7, "name": "Été", "rating": 97.256,
                   "user": {"username": "ada", "fullname": "Ada Lovelace"},
                   "images": [{"size": 3, "url": "/images/7-3.ppm"}]}]}
                """.utf8)
            bytes = ["b": listing, "s": one, "x": Data("{\"photos\": [".utf8)]
            labels = [
                ("p", try PhotoDecoder.listing(from: listing, relativeTo: base)),
                ("q", try PhotoDecoder.listing(from: one, relativeTo: base)),
            ]
        }

        /// The letter of a list of photos: p for the listing's, q for the one photo.
        func label(_ photos: [Photo]) -> String {
            labels.first { $0.photos == photos }?.letter ?? "?"
        }
    }

    static let legend =
        "where the request's b = the listing's JSON, s = the JSON of a listing of one photo, "
        + "x = cut-off JSON; the subscribers' p = the 14 decoded photos, q = the one photo"

    /// Checks any implementation of `sharedPhotos(request:decode:)`.
    static func grade(_ sharedPhotos: SharedPhotos, seed: Seed) throws {
        let bodies = try Bodies()
        try compareTraces(
            "sharedPhotos(request: request, decode: decode)", { play($0, sharedPhotos, bodies) },
            with: { play($0, Chapter5Reference.sharedPhotos(request:decode:), bodies) },
            on: .sharingStories, seed: seed, describe: { "\($0)\n\(legend)" }, hint: 2,
            diagnose: diagnose)
        try gradeAgainstTheServer(sharedPhotos)
    }

    /// Plays `story` and writes down what each subscriber received, when the
    /// request ran, and how many times `decode` was called.
    static func play(_ story: SharingStory, _ sharedPhotos: SharedPhotos, _ bodies: Bodies)
        -> Trace
    {
        let scheduler = TestScheduler()
        let request = scheduler.coldSignal(
            story.request.map { record in
                Recorded(time: record.time, event: record.event.map { bodies.bytes[$0] ?? Data() })
            })
        let decodes = CallCounter()
        let decode: @Sendable (Data) throws -> [Photo] = { data in
            decodes.tick()
            return try PhotoDecoder.listing(from: data, relativeTo: base)
        }
        let shared = sharedPhotos(request.signal, decode)
        let recorders = story.subscribers.map {
            scheduler.record(shared, subscribeAt: $0.from, disposeAt: $0.leavesAt)
        }
        scheduler.advance(to: story.lastTick + 8)

        var trace = Trace()
        for (index, recorder) in recorders.enumerated() {
            trace.timeline("subscriber \(index + 1)", recorder.events, label: bodies.label)
        }
        trace.spans("the request", request.subscriptions)
        trace.fact("decode called", decodes.count == 1 ? "once" : "\(decodes.count) times")
        return trace
    }

    /// What a difference usually means.
    static func diagnose(_ story: SharingStory, expected: Trace, got: Trace) -> Diagnosis? {
        guard case .spans(let want)? = expected["the request"],
            case .spans(let have)? = got["the request"]
        else { return nil }
        if have.count > want.count {
            return Diagnosis(
                hint: 2, "Each subscriber sent a request of its own: share one with publish().")
        }
        if let first = have.first?.subscribed, first < (want.first?.subscribed ?? .max) {
            return Diagnosis(
                hint: 2,
                "The request went out before anyone subscribed: autoconnect() waits for the "
                    + "first subscriber, connect() and a subject fed at once do not.")
        }
        if want.first?.disposed != nil && have.first?.disposed == nil {
            return Diagnosis(
                hint: 2,
                "Every subscriber left before the answer, so the request must be cancelled: "
                    + "autoconnect() disconnects when the last subscriber leaves. A replay "
                    + "keeps it running for subscribers who may never come.")
        }
        if expected["decode called"] != got["decode called"] {
            return Diagnosis(
                hint: 2,
                "Share after decoding, so that the subscribers share the decoded photos too.")
        }
        return Diagnosis(
            hint: 2,
            "publish() shares through a plain subject: a subscriber who arrives after the photos "
                + "were sent gets only what is still to come, never a replay. This exercise is "
                + "about publish and autoconnect, not replayLazily.")
    }

    /// Two subscribers at once, over real HTTP to the bundled photo server.
    static func gradeAgainstTheServer(_ sharedPhotos: SharedPhotos) throws {
        let server = try PhotoServer.start()
        defer { server.stop() }
        let client = HTTPClient(timeout: .seconds(3))
        let api = PhotoAPI(baseURL: server.baseURL)
        // The answer waits until both subscribers are there, however fast the
        // server is: both arrive while the request runs, as in the task.
        let bothSubscribed = DispatchGroup()
        bothSubscribed.enter()
        let request = Signal<Data> { observer in
            let cancellation = client.send(api.popularPhotos()) { result in
                _ = bothSubscribed.wait(timeout: .now() + .seconds(3))
                switch result {
                case .success(let body):
                    observer.sendNext(body)
                    observer.sendCompleted()
                case .failure(let error):
                    observer.sendError(error)
                }
            }
            return ActionDisposable { cancellation.cancel() }
        }
        let base = server.baseURL
        let call =
            "sharedPhotos(request: request, decode: decode), with a real GET /v1/photos to "
            + "the photo server at \(base); two subscribers at once"
        let photos = calling(call) {
            sharedPhotos(request) { try PhotoDecoder.listing(from: $0, relativeTo: base) }
        }
        let outcomes = Locked<[String]>([])
        let finished = DispatchSemaphore(value: 0)
        for _ in 0..<2 {
            let count = Locked(0)
            photos.subscribe(
                next: { list in count.withLock { $0 += list.count } },
                error: { error in
                    outcomes.withLock { $0.append("error: \(error)") }
                    finished.signal()
                },
                completed: {
                    outcomes.withLock { $0.append("\(count.withLock { $0 }) photos") }
                    finished.signal()
                })
        }
        bothSubscribed.leave()
        // Well within the grader's time limit: a local answer takes milliseconds.
        let deadline = DispatchTime.now() + .seconds(5)
        for _ in 0..<2 {
            guard finished.wait(timeout: deadline) == .success else { break }
        }
        let got = outcomes.withLock { $0 }
        try require(
            got == ["14 photos", "14 photos"], call, expected: "both subscribers get 14 photos",
            got: got.isEmpty ? "no answer within 5 seconds" : got.joined(separator: "; "))
        let log = server.requests.filter { $0.hasPrefix("GET /v1/photos") }
        try require(
            log.count == 1, call, expected: "the server's log: one GET /v1/photos",
            got: "\(log.count): \(log.joined(separator: ", "))", hint: 2,
            because: "Both subscribers must share one request.")
    }

    /// Every wrong answer in `Mutants5_4`, by name; each is a different kind of mistake.
    static var mutants: KeyValuePairs<String, SharedPhotos> {
        [
            "unshared": Mutants5_4.unshared,
            "decodesForEachSubscriber": Mutants5_4.decodesForEachSubscriber,
            "feedsASubjectAtOnce": Mutants5_4.feedsASubjectAtOnce,
            "replaysLazily": Mutants5_4.replaysLazily,
            "connectsAtOnce": Mutants5_4.connectsAtOnce,
        ]
    }

    @Test("your sharedPhotos(request:decode:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_4.grade(
                    Chapter5Exercises.sharedPhotos(request:decode:), seed: run.seed)
            }
        }
        try run.judge(result)
    }

    @Test("catches every wrong answer in Mutants5_4", arguments: mutants.map(\.key))
    func catches(_ mutant: String) async {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun, mutant = mutant as String] in
            run.grade {
                let answer = Exercise5_4.mutants.first { $0.key == mutant }!.value
                try Exercise5_4.grade(answer, seed: run.seed)
            }
        }
        run.expectCaught(result, mutant: mutant)
    }
}
