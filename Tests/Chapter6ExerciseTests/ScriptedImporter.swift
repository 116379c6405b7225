import Foundation
import Pixels
import PixelsExerciseSupport
import Reactive
import ReactiveTesting

/// A photo API for exercise 6.4's stories: its k-th import plays the k-th
/// script of the story (`p` for the photos, `#` for an HTTP 500), counted
/// from the request, and each import's subscription is logged. Everything
/// else is the fake importer's.
final class ScriptedImporter: PhotoImporting {
    /// The error of a failed import.
    static let failure = PixelsError.httpStatus(500, url: "http://127.0.0.1:8080/v1/photos")

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
            let script = self.story.run(self.imports.withLock { $0.count })
            let answer = self.scheduler.coldSignal(
                script.map { record -> Recorded<[Photo]> in
                    switch record.event {
                    case .next: .next(record.time, FakeImporter.samplePhotos)
                    case .error: .error(record.time, Self.failure)
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
