import Narration
import Pixels
import PixelsTerminal
import Reactive

extension Section {
    /// The importer and the gallery, running against the bundled photo API.
    static let theBasics = Section("The basics", "FunctionalReactivePixels的基础知识") { page in
        let print = page.printer
        page.say(
            """
            The book's last project is FunctionalReactivePixels, a browser for the \
            popular photos on 500px. Here it runs against a photo API that comes with \
            the workbook: a small HTTP server, started in this process on a free port \
            of 127.0.0.1, serving fourteen public-domain photos in the shape of \
            500px's answers. The importer asks for the listing:
            """)
        do {
            page.code(.importPhotos)
            let listed = Locked<Int?>(nil)
            // snippet.importPhotos
            let server = try PhotoServer.start()
            let importer = PhotoImporter(
                baseURL: server.baseURL, scheduler: MainScheduler.shared)
            importer.importPhotos().subscribeNext { photos in
                print(photos.count, "photos, the first three:")
                for photo in photos.prefix(3) {
                    print(photo.name, "by", photo.photographer)
                }
                // snippet.hide
                listed.withLock { $0 = photos.count }
                // snippet.show
            }
            // snippet.end
            runMainLoop { listed.withLock { $0 != nil } }
            page.say(
                """
                `importPhotos()` is the book's `+importPhotos`: one signal for one GET of \
                `/v1/photos`. It turns the JSON into `Photo` values off the main thread and \
                delivers the list on the main scheduler, where a screen may use it. A \
                command-line program has no UIKit spinning its main loop, so this chapter \
                runs it with `MainScheduler.run(until:)` while it waits for answers.
                """)
            page.say(
                """
                The gallery screen shows a `GalleryViewModel`. The view model imports the \
                photos when its screen appears, not when it is made; the screen binds \
                each cell of its grid to the thumbnail of the photo in it, and draws what \
                has arrived. (The book keeps this logic in its view controller until its \
                last chapter; this app has it in view models from the start. Chapter 6 \
                explains them: what a view model is, its active switch, and \
                `forwardWhileActive`. Here they are simply the app's parts.) Here is the \
                real screen in a window 76 columns wide and 13 rows high, once it has \
                settled:
                """)
            page.code(.galleryWindow)
            let start = server.requests.count
            // snippet.galleryWindow
            let gallery = GalleryViewModel(importer: importer, session: AuthSession())
            let window = AppWindow(
                size: TerminalSize(columns: 76, rows: 13),
                scheduler: MainScheduler.shared
            ) { context in GalleryScreen(viewModel: gallery, context: context) }
            // snippet.end
            runMainLoop { window.isSettled }
            page.picture(window.render().lines(in: .ascii))
            let requests = Array(server.requests.dropFirst(start))
            // The thumbnails are requested together, so they arrive in any order.
            let thumbnails = requests.filter { $0.hasPrefix("GET /images/") }.sorted()
            let listings = requests.filter { !$0.hasPrefix("GET /images/") }
            page.say(
                """
                Without colour the thumbnails are ASCII shading; on a colour terminal the \
                app draws them in half blocks, two pixels to a character. The server's \
                log shows what the screen asked for: \(listings.count) \
                listing and \(thumbnails.count) thumbnails, one for each cell on show, \
                not one for each of the \(listed.withLock { $0 ?? 0 }) photos.
                """)
            page.output((listings + thumbnails).joined(separator: "\n"))
            window.quit()
        } catch {
            page.output("the photo API could not start: \(error)")
        }
        page.book("FRPPhotoImporter", "FRPGalleryViewController", "FRPCell")
    }
}
