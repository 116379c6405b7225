import Pixels
import ReactiveTesting

// snippet.clockImporter
/// The fake importer's photos on a test clock: each import answers the
/// sample photos two seconds after it starts, as `FakeImporter` answers
/// two ticks after a request; cancelling the task ends the import at once.
@MainActor final class ClockImporter {
    let clock: TestClock
    let photos: [Photo]
    private(set) var requests = 0

    init(clock: TestClock, photos: [Photo]) {
        self.clock = clock
        self.photos = photos
    }

    func importPhotos() async throws -> [Photo] {
        requests += 1
        let answer = clock.now.advanced(by: .seconds(2))
        try await clock.sleep(until: answer)
        return photos
    }
}
// snippet.end
