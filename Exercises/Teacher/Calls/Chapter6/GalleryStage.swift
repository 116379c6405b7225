import ExerciseHarness
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// A photo API for exercise 6.4's stories: its k-th import plays the k-th
/// script of the story, counted from the request, and each import's
/// subscription is logged. Everything else is the fake importer's.
final class ScriptedImporter: PhotoImporting {
    /// What an import's `p`, `q` and `e` send: the three sample photos, one
    /// photo whose fields are at the ends of their ranges, no photos at all.
    static let lists: [String: [Photo]] = [
        "p": FakeImporter.samplePhotos,
        "q": [
            Photo(
                id: Int.max, name: "", photographer: "山田 👩‍👩‍👧", rating: 150.5,
                thumbnailURL: FakeImporter.baseURL.appendingPathComponent("images/max-3.ppm"))
        ],
        "e": [],
    ]

    /// The error of a failed import: the k-th failure fails with the k-th of
    /// these, round and round.
    static let failures: [PixelsError] = [
        .httpStatus(500, url: "http://127.0.0.1:8080/v1/photos"),
        .timedOut(url: "http://127.0.0.1:8080/v1/photos"),
        .malformedJSON(en: "the listing ends before its photos", zh: "列表在照片之前就结束了"),
    ]

    private let scheduler: TestScheduler
    private let story: ActivityStory
    private let fake: FakeImporter
    private let imports = Locked<[TestableSignal<[Photo]>]>([])

    /// An importer whose imports follow `story`'s runs, on `scheduler`.
    init(scheduler: TestScheduler, story: ActivityStory) {
        self.scheduler = scheduler
        self.story = story
        fake = FakeImporter(scheduler: scheduler)
    }

    /// When each import was subscribed and disposed, in order.
    var importSpans: [SubscriptionSpan] {
        imports.withLock { $0 }.flatMap(\.subscriptions)
    }

    func importPhotos() -> Signal<[Photo]> {
        Signal.deferred {
            let index = self.imports.withLock { $0.count }
            let script = self.story.run(index)
            let answer = self.scheduler.coldSignal(
                script.map { record -> Recorded<[Photo]> in
                    switch record.event {
                    case .next(let letter): .next(record.time, Self.lists[letter] ?? [])
                    case .error: .error(record.time, Self.failures[index % Self.failures.count])
                    case .completed: .completed(record.time)
                    }
                })
            self.imports.withLock { $0.append(answer) }
            return answer.signal
        }
    }

    func fetchDetails(for photo: Photo) -> Signal<Photo> { fake.fetchDetails(for: photo) }
    func downloadThumbnail(for photo: Photo) -> Signal<Image> { fake.downloadThumbnail(for: photo) }
    func downloadFullSize(for photo: Photo) -> Signal<Image> { fake.downloadFullSize(for: photo) }

    func logIn(username: String, password: String) -> Signal<AuthToken> {
        fake.logIn(username: username, password: password)
    }

    func vote(for photo: Photo, token: AuthToken?) -> Signal<Photo> {
        fake.vote(for: photo, token: token)
    }
}

/// What the letters of a 6.4 story stand for.
public enum GalleryLetters {
    /// The legend under a 6.4 story.
    public static let legend = """
        where an import's p = the 3 sample photos, q = one photo (id Int.max, no name),
          e = no photos at all, # = a failure (the 1st import's HTTP 500, the 2nd's time-out,
          the 3rd's malformed JSON, round and round);
          photos' e = [], p = the 3 sample photos, q = the one photo;
          errorMessage's n = nil, x, y, z = the description of the 500, the time-out, the JSON
        """
}

extension Chapter6Calls {
    /// Plays a 6.4 story on a view model made by `popularPhotos`; writes down
    /// what the grid, the title bar and the other screens received, every
    /// import, and whether the view model was freed once let go.
    static func playGallery(_ story: ActivityStory, _ functions: Chapter6Functions) -> Trace {
        let scheduler = TestScheduler()
        let importer = ScriptedImporter(scheduler: scheduler, story: story)
        var parts: GalleryParts? = functions.popularPhotos(importer)
        weak let watched = parts?.model
        let photos = parts!.photos.distinctUntilChanged()
        let grid = scheduler.record(
            photos, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let message = scheduler.record(
            parts!.errorMessage.distinctUntilChanged(), subscribeAt: story.subscribeAt,
            disposeAt: story.disposeAt)
        let title = story.lateSubscriberAt.map { scheduler.record(photos, subscribeAt: $0) }
        let others = story.moreSubscribersAt.map { scheduler.record(photos, subscribeAt: $0) }
        // Each tick, the importer's answers first, then what the screen does.
        var changes = story.activity[...]
        for tick in 0...(story.lastTick + 4) {
            scheduler.advance(to: tick)
            while let change = changes.first, change.time == tick {
                changes.removeFirst()
                parts?.model.isActive = change.event.value == "t"
            }
            if tick == story.letGoAt { parts = nil }
        }

        func label(_ list: [Photo]) -> String {
            ScriptedImporter.lists.first { $0.value == list }?.key ?? "?"
        }
        var trace = Trace()
        trace.timeline("photos, for the grid", grid.events, label: label)
        if let title { trace.timeline("photos, for the title bar", title.events, label: label) }
        for (index, screen) in others.enumerated() {
            trace.timeline("photos, for screen \(index + 3)", screen.events, label: label)
        }
        trace.timeline("errorMessage", message.events) { text in
            guard let text else { return "n" }
            let letters = ["x", "y", "z"]
            return ScriptedImporter.failures.indices
                .first { String(describing: ScriptedImporter.failures[$0]) == text }
                .map { letters[$0] } ?? text.debugDescription
        }
        trace.spans("the imports", importer.importSpans)
        if story.letGoAt != nil {
            trace.fact(
                "the view model, once let go",
                watched == nil ? "freed" : "still alive: a closure of yours captures self")
        }
        return trace
    }
}
