import Narration
import PixelsTerminal

extension Section {
    /// The MVVM app itself: on a terminal, to use; otherwise its default tour.
    static let theMVVMApp = Section("The MVVM app", "运行 MVVM 应用（自拟）", needsTheTerminal: true) {
        page in
        page.say(
            """
            The workbook's finished app takes the refactoring further: every screen \
            has a view model (in Sources/Pixels/ViewModels, some tested above), and \
            only binds to it: it draws what the signals say, runs a command when a \
            key is pressed, and sets isActive while it is on show. \
            On a terminal the app opens now: the arrow keys select, Enter opens, Esc \
            goes back, ? lists the keys and q quits. Voting asks for a login first; \
            the demo account is demo, with the password demo.
            """)
        page.say(
            """
            Anywhere else, the app takes its default tour, frame by frame, each frame \
            drawn once the view model on show has settled. The same options as in \
            Chapter 5 go straight to the app, run a tour of your own, or serve the \
            photo API by itself:
            """)
        page.command(
            "swift run Chapter6 --app",
            #"swift run Chapter6 --app --script "open 3, detail, vote, login demo demo""#,
            "swift run Chapter6 --serve 8080")
        var frame = 0
        PixelsApp.launchOrTour(programName: "Chapter6", plain: !page.colour) { step, lines in
            frame += 1
            page.say("Frame \(frame), " + (frame == 1 ? "at the start:" : "after \(step):"))
            page.picture(lines)
        }
        page.book("FunctionalReactivePixels, with ReactiveViewModel")
    }
}
