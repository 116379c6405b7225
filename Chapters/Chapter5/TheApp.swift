import Narration
import PixelsTerminal

extension Section {
    /// The whole app: on a terminal, to use; otherwise its default tour, frame by frame.
    static let theApp = Section("The app", "运行应用", needsTheTerminal: true) { page in
        page.say(
            """
            Everything above is the app: the bundled photo API, the importer, the view \
            models and the screens that bind to them. On a terminal it opens now, in \
            colour if the terminal has it: the arrow keys select, Enter opens, Esc goes \
            back, ? lists the keys and q quits (and the chapter goes on). Voting asks \
            for a login first: the demo account is demo, with the password demo.
            """)
        page.say(
            """
            Anywhere else, the app takes its default tour, shown below frame by frame. \
            Each step acts as a user would, and each frame is drawn once the app has \
            settled: nothing still loading on the screen on show. To go straight to \
            the app, or to run a tour of your own, or to try the photo API by itself:
            """)
        page.command(
            "swift run Chapter5 --app",
            #"swift run Chapter5 --app --script "open 2, detail, vote, login demo demo""#,
            "swift run Chapter5 --serve 8080",
            "swift run Chapter5 --app --api http://127.0.0.1:8080")
        var frame = 0
        PixelsApp.launchOrTour(programName: "Chapter5", plain: !page.colour) { step, lines in
            frame += 1
            page.say("Frame \(frame), " + (frame == 1 ? "at the start:" : "after \(step):"))
            page.picture(lines)
        }
        page.book("FunctionalReactivePixels")
    }
}
