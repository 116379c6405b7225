import Observation
import Pixels

/// Exercise 6.7 · An @Observable gallery that loads while its screen shows it:
/// the reference solution.
///
/// Book: chapter 6, Today: @Observable view models (a view model as the
/// toolchain's Observation makes it, where the book's `RVMViewModel` loads on
/// `didBecomeActiveSignal`)
@MainActor @Observable
public final class ObservableGallery {
    /// The photos on show: those of the last load that answered.
    public private(set) var photos: [Photo] = []
    /// Whether a load is running.
    public private(set) var isLoading = false
    /// Why the last load failed, or nil.
    public private(set) var errorMessage: String?
    @ObservationIgnored private let importPhotos: @MainActor () async throws -> [Photo]

    /// A gallery that imports its photos with `importPhotos`.
    public init(importPhotos: @escaping @MainActor () async throws -> [Photo]) {
        self.importPhotos = importPhotos
    }

    /// Loads the photos: the screen calls it when it appears, in a task it
    /// cancels when it goes.
    public func load() async {
        isLoading = true
        errorMessage = nil
        // However the load ends, it is over: defer says so on every way out.
        // 中文：不论加载怎样结束，它都结束了：defer 在每一条出口上都这样说。
        defer { isLoading = false }
        do {
            photos = try await importPhotos()
        } catch is CancellationError {
            // The screen went: nothing failed, and nothing is shown.
            // 中文：界面离开了：什么都没有失败，也什么都不显示。
        } catch {
            errorMessage = String(describing: error)
        }
    }
}
