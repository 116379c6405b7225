import Chapter5Exercises
import Chapter5Mutants
import Dispatch
import ExerciseGrading
import Foundation
import Pixels
import Reactive
import ReactiveTesting
import Testing

/// Grades exercise 5.4: `sharedPhotos(request:decode:)` sends one request and
/// decodes once for all the subscribers who arrive while it runs, starting
/// at the first subscriber: on virtual time first, then against the real
/// photo server, whose request log must show one `GET /v1/photos`.
@Suite("5.4 One request for every screen that asks, with publish and autoconnect")
struct Exercise5_4 {
    typealias SharedPhotos = (Signal<Data>, @escaping @Sendable (Data) throws -> [Photo]) ->
        Signal<[Photo]>

    static let base = URL(string: "http://127.0.0.1:8080")!

    /// Checks any implementation of `sharedPhotos(request:decode:)`.
    static func grade(_ sharedPhotos: SharedPhotos) throws {
        let json = try Data(
            contentsOf: FixtureStore.bundled().directory.appendingPathComponent("v1/popular.json"))
        let photos = try PhotoDecoder.listing(from: json, relativeTo: base)
        try grade(
            sharedPhotos, body: json, named: "the listing's JSON", equals: "---p|",
            values: ["p": photos], requestSpan: "-^--!")
        try grade(
            sharedPhotos, body: Data("{\"photos\": [".utf8), named: "cut-off JSON",
            equals: "---#", values: [:], requestSpan: "-^-!")
        try gradeAgainstTheServer(sharedPhotos)
    }

    /// Two subscribers, from 1 and from 2, to a request that answers `body`
    /// two ticks after it is sent and completes a tick later (unless the
    /// decoding fails first, which ends the request at once).
    static func grade(
        _ sharedPhotos: SharedPhotos, body: Data, named name: String, equals expected: String,
        values: [Character: [Photo]], requestSpan: String
    ) throws {
        let scheduler = TestScheduler()
        let request = scheduler.coldSignal("--b|", values: ["b": body])
        let decodes = CallCounter()
        let decode: @Sendable (Data) throws -> [Photo] = { data in
            decodes.tick()
            return try PhotoDecoder.listing(from: data, relativeTo: base)
        }
        let call =
            "sharedPhotos(request: request, decode: decode), with request (cold) --b| "
            + "(b = \(name))"
        let story = "\(call); the grid subscribes at 1, the title at 2"
        let shared = calling(call) { sharedPhotos(request.signal, decode) }
        let grid = scheduler.record(shared, subscribeAt: 1)
        let title = scheduler.record(shared, subscribeAt: 2)
        calling(story) { scheduler.advance(to: 10) }

        let spans = request.subscriptions
        try checkSubscriptions(
            story, of: "the request", spans, equals: [requestSpan], hint: 2,
            because: spans.count > 1
                ? "Each subscriber sent a request of its own: share one with publish()."
                : "Send the request when the first subscriber arrives (tick 1), not when "
                    + "sharedPhotos is called: autoconnect() waits for a subscriber.")
        try require(
            decodes.count == 1, story, expected: "decode called once",
            got: "called \(decodes.count) times", hint: 2,
            because: "Share after decoding, so the subscribers share the decoded photos too.")
        let legend = "p = the 14 decoded photos, # = the decoding error"
        try checkMarbles(
            "\(call); the grid, from 1", grid, equals: expected, letters: values, hint: 2,
            legend: legend, because: "Every subscriber gets the photos, or the error.")
        try checkMarbles(
            "\(call); the title, from 2", title, equals: expected, letters: values, hint: 2,
            legend: legend, because: "A subscriber who joins while the request runs shares it.")
    }

    /// Two subscribers at once, over real HTTP to the bundled photo server.
    static func gradeAgainstTheServer(_ sharedPhotos: SharedPhotos) throws {
        let server = try PhotoServer.start()
        defer { server.stop() }
        let client = HTTPClient(timeout: .seconds(3))
        let api = PhotoAPI(baseURL: server.baseURL)
        let request = Signal<Data> { observer in
            let cancellation = client.send(api.popularPhotos()) { result in
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

    @Test("your sharedPhotos(request:decode:)")
    func yourAnswer() async throws {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_4.grade(sharedPhotos(request:decode:)) }
        }
        try run.judge(result)
    }

    @Test("catches an answer that sends a request for each subscriber")
    func catchesUnshared() async {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade { try Exercise5_4.grade(Mutants5_4.unshared(request:decode:)) }
        }
        run.expectCaught(result, mutant: "unshared")
    }

    @Test("catches an answer that decodes the body for each subscriber")
    func catchesDecodingForEachSubscriber() async {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_4.grade(Mutants5_4.decodesForEachSubscriber(request:decode:))
            }
        }
        run.expectCaught(result, mutant: "decodesForEachSubscriber")
    }

    @Test("catches the book's first version, a subject fed by a request sent at once")
    func catchesFeedingASubjectAtOnce() async {
        let run = GradingRun("5.4")
        let result = await #expect(processExitsWith: .failure, observing: GradingRun.observed) {
            [run = run as GradingRun] in
            run.grade {
                try Exercise5_4.grade(Mutants5_4.feedsASubjectAtOnce(request:decode:))
            }
        }
        run.expectCaught(result, mutant: "feedsASubjectAtOnce")
    }
}
