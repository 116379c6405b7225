import Pixels
import PixelsTerminal
import PixelsTesting
import Reactive
import ReactiveTesting
import WorkbookKit

/// The app's window, with its gallery, over a fake photo API that answers on
/// a `TestScheduler`: what the screen tests drive, key by key.
///
/// ```swift
/// let app = AppHarness()
/// app.scheduler.run()
/// app.press(.right, .enter)
/// print(app.screen)   // the pager, as text
/// ```
final class AppHarness: Sendable {
    let scheduler = TestScheduler()
    let importer: FakeImporter
    let session: AuthSession
    let log = Box<[String]>([])
    let window: AppWindow

    init(
        photos: [Photo] = SamplePhotos.all, latency: Int = 2,
        size: TerminalSize = TerminalSize(columns: 80, rows: 24),
        session: AuthSession = AuthSession(), failing: [FakeImporter.Operation] = [],
        language: Language = .english
    ) {
        let importer = FakeImporter(
            scheduler: scheduler, latency: latency, answers: .tests(photos: photos))
        for operation in failing {
            importer.fail(operation, with: .httpStatus(500, url: "http://fake.test/\(operation)"))
        }
        let log = log
        self.importer = importer
        self.session = session
        window = AppWindow(size: size, scheduler: scheduler, language: language) { context in
            GalleryScreen(
                viewModel: GalleryViewModel(
                    importer: importer, session: session,
                    log: { line in log.modify { $0.append(line) } }, language: context.language),
                context: context)
        }
    }

    /// The screen now, as plain text.
    var screen: String {
        window.render().text
    }

    /// The screen now, line by line.
    var lines: [String] {
        window.render().lines(in: .ascii)
    }

    /// The screen on show.
    var top: (any Screen)? {
        window.navigator.top
    }

    /// Presses `keys`, one after the other.
    func press(_ keys: Key...) {
        for key in keys { window.handle(key) }
    }

    /// Types `text`, a character at a time.
    func type(_ text: String) {
        for character in text { window.handle(.character(character)) }
    }

    /// Runs every answer and display pass now due or later.
    func settle() {
        scheduler.run()
    }

    /// Twelve photos, for grids that scroll.
    static let twelvePhotos = (1...12).map { SamplePhotos.photo(1000 + $0, "Photo \($0)") }
}
