import Narration
import Pixels
import PixelsMVC
import PixelsTerminal

extension Section {
    /// The app this chapter built: on a terminal, to use; otherwise a tour, frame by frame.
    static let theApp = Section("The app", "运行应用（自拟）", needsTheTerminal: true) { page in
        page.say(
            """
            Put together, the screens above are the book's app at the end of its \
            chapter: a gallery of view controllers with the reactive code inside, \
            importing through the revisited importer. On a terminal it opens now, \
            in colour if the terminal has it: the arrow keys select, Enter opens a \
            photo, ← and → page, Esc goes back, and q quits (and the chapter goes \
            on). Anywhere else, it takes a short tour, shown below frame by frame, \
            each frame drawn once the screen on show has settled.
            """)
        page.code(.mvcApp)
        var frame = 0
        PixelsApp.launchOrTour(
            programName: "Chapter5", plain: !page.colour,
            frameSize: TerminalSize(columns: 76, rows: 16), root: mvcApp, tour: mvcTour
        ) { step, lines in
            frame += 1
            page.say("Frame \(frame), " + (frame == 1 ? "at the start:" : "after \(step):"))
            page.picture(lines)
        }
        page.say(
            """
            The workbook's finished app goes further: Chapter 6 moves these screens' \
            logic into view models, and the app that the chapters' --app option \
            opens is built that way, with voting and a login besides. To open it, to \
            run a tour of your own, or to try the photo API by itself:
            """)
        page.command(
            "swift run Chapter5 --app",
            #"swift run Chapter5 --app --script "open 2, detail, vote, login demo demo""#,
            "swift run Chapter5 --serve 8080",
            "swift run Chapter5 --app --api http://127.0.0.1:8080")
        page.book("FunctionalReactivePixels", "FRPGalleryViewController")
    }
}

// snippet.mvcApp
/// The app's first screen: the gallery, on the revisited importer.
let mvcApp: PixelsApp.RootScreen = { importer, context, log in
    GalleryController(
        importer: SignalImporter(importer), context: context, log: log)
}
// snippet.end

/// The tour off a terminal: open the second photo, page on, go back.
let mvcTour = Script([.open(2), .next, .back, .quit])
