import Pixels
import ReactiveTesting

/// A photo whose thumbnail is on its way: the download began with the
/// photo, as the importer begins them, and its task will hand the thumbnail
/// to whoever awaits its value.
struct PhotoDownload: Sendable {
    /// The download: its value is the thumbnail, or nil if there is none.
    let thumbnail: Task<Image?, Never>
}

// snippet.taskCell
/// The cell with tasks in place of `switchToLatest`: handed a photo, it
/// cancels the task that waited for the photo before, and starts one that
/// waits for this photo's thumbnail.
@MainActor final class TaskCell {
    private let shown: @MainActor (Image?) -> Void
    private var waiting: Task<Void, Never>?

    /// A cell that calls `shown` with each thumbnail it shows.
    init(shown: @escaping @MainActor (Image?) -> Void) {
        self.shown = shown
    }

    /// Shows `photo`'s thumbnail once it has come, and no other photo's;
    /// returns the task that waits for it.
    @discardableResult
    func show(_ photo: PhotoDownload) -> Task<Void, Never> {
        waiting?.cancel()
        let task = Task {
            let thumbnail = await photo.thumbnail.value
            // Cancelling only asks: the wait above ends when the thumbnail
            // comes, cancelled or not. A newer photo owns the cell now.
            guard !Task.isCancelled else { return }
            shown(thumbnail)
        }
        waiting = task
        return task
    }
}
// snippet.end

// snippet.trustingCell
/// The same cell without its `guard`: it trusts `cancel()` to end the task.
@MainActor final class TrustingTaskCell {
    private let shown: @MainActor (Image?) -> Void
    private var waiting: Task<Void, Never>?

    init(shown: @escaping @MainActor (Image?) -> Void) {
        self.shown = shown
    }

    @discardableResult
    func show(_ photo: PhotoDownload) -> Task<Void, Never> {
        waiting?.cancel()
        let task = Task { shown(await photo.thumbnail.value) }
        waiting = task
        return task
    }
}
// snippet.end

// snippet.taskScroll
/// The scroll of Cell bindings and reuse on a test clock, a second for each
/// tick: both downloads begin at 0 and take 3 and 2 seconds; the cell is
/// given the first photo at 0 and the second at 1. Each task the run
/// reports on is awaited before the clock moves on.
@MainActor func scroll(
    _ thumbnails: [Image], on clock: TestClock,
    show: (PhotoDownload) -> Task<Void, Never>
) async {
    let downloads = zip(thumbnails, [3, 2]).map { thumbnail, seconds in
        let done = TestClock.Instant(offset: .seconds(seconds))
        return PhotoDownload(
            thumbnail: Task { @MainActor in
                try? await clock.sleep(until: done)
                return thumbnail
            })
    }
    await clock.sleepers(atLeast: 2)
    let first = show(downloads[0])
    clock.advance(to: .init(offset: .seconds(1)))
    let second = show(downloads[1])
    clock.advance(to: .init(offset: .seconds(2)))
    await second.value
    clock.advance(to: .init(offset: .seconds(3)))
    await first.value
}
// snippet.end
