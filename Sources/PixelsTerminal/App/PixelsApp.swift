import Foundation
import Pixels
import Reactive
import TerminalText
import WorkbookKit

#if canImport(Darwin)
    import Darwin
#elseif canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Starts the Pixels app from a command line: the launcher every chapter
/// that ends with the app calls.
///
/// Two calls cover a chapter. In `main.swift`, hand the app's options to
/// `run(_:programName:)` before the chapter reads its own:
///
/// ```swift
/// let arguments = Array(CommandLine.arguments.dropFirst())
/// if PixelsApp.isRequested(by: arguments) {
///     exit(PixelsApp.run(arguments, programName: "Chapter5"))
/// }
/// ```
///
/// and end the chapter's last section with `launchOrTour`, which asks
/// "Press Enter to open the app (q to quit)" and opens the app on a
/// terminal, and otherwise prints the default tour's frames:
///
/// ```swift
/// PixelsApp.launchOrTour(programName: "Chapter5", plain: !page.colour) { caption, lines in
///     page.say(caption)
///     page.picture(lines)
/// }
/// ```
///
/// The app runs on the main thread (its main loop is
/// `MainScheduler.run(until:)`), against the bundled photo API started in the
/// process on a free port unless `--api` names another. Every failure is
/// one line on standard error, starting with the program's name, and a
/// non-zero exit code: 2 for a command line it cannot follow (an unknown
/// option or step), 1 for anything else (a server it cannot reach, a step
/// the screen on show cannot take). Screens, messages and errors are in the
/// language `--lang` or the locale chooses (see `Language`).
///
/// Book: the FunctionalReactivePixels app, launched from the home screen
public enum PixelsApp {
    /// The launcher's options and what each does, for a chapter's `--help`.
    public static let options: [(flag: String, summary: Bilingual)] = [
        (
            "--app",
            Bilingual(
                en: "go straight to the Pixels app (its tour, if not on a terminal)",
                zh: "直接打开 Pixels 应用（不在终端上时播放它的导览）")
        ),
        (
            "--script STEPS",
            Bilingual(
                en: "print the app's frames along STEPS, e.g. \"open 2, next, quit\"",
                zh: "按 STEPS 逐步打印应用的画面，例如 \"open 2, next, quit\"")
        ),
        (
            "--api URL",
            Bilingual(
                en: "use the photo API at URL instead of the bundled one",
                zh: "使用 URL 处的照片 API，而不是自带的")
        ),
        (
            "--serve [PORT]",
            Bilingual(
                en: "run the bundled photo API alone, until Ctrl-C",
                zh: "只运行自带的照片 API，直到按下 Ctrl-C")
        ),
    ]

    /// Whether `arguments` ask for the app or its server: they hold `--app`,
    /// `--script`, `--api` or `--serve` (also as `--flag=value`).
    public static func isRequested(by arguments: [String]) -> Bool {
        arguments.contains { argument in
            LaunchOptions.flags.contains { argument == $0 || argument.hasPrefix($0 + "=") }
        }
    }

    /// Runs what `arguments` ask for (see `options`; `--plain` turns colour
    /// off) and returns the exit code. A standard stream that was closed is
    /// opened on `/dev/null` first.
    ///
    /// With `--app` alone, the app opens on the terminal when standard input
    /// and output are both terminals (and `TERM` is not `dumb`); otherwise it
    /// runs the default tour and prints each frame as text (with no escape
    /// codes unless the output is a colour terminal). On a dumb terminal it
    /// says so on standard error first. `--script` always runs the tour it
    /// describes.
    public static func run(_ arguments: [String], programName: String) -> Int32 {
        StandardStreams.openClosed()
        Termination.prepare()
        let environment = ProcessInfo.processInfo.environment
        let language =
            (try? Language.resolve(arguments: arguments, environment: environment))
            ?? Language.of(environment)
        let options: LaunchOptions
        do {
            options = try LaunchOptions(arguments)
        } catch {
            return fail(programName, error, code: 2, language: language)
        }
        switch options.action {
        case .serve(let port):
            return serve(port: port, programName: programName, language: language)
        case .app(let script, let api):
            let backend: PhotoBackend
            do {
                backend = try PhotoBackend.start(api: api)
            } catch {
                return fail(programName, error, code: 1, language: language)
            }
            defer { backend.stop() }
            if script == nil, isInteractive {
                guard isDumb(environment) else {
                    let mode =
                        options.plain ? ColorMode.ascii : ColorMode.detect(environment: environment)
                    return runOnTerminal(
                        backend, mode: mode, programName: programName, language: language)
                }
                let note = Bilingual(
                    en: "TERM=dumb cannot show the full-screen app; here is its tour as text",
                    zh: "TERM=dumb 的终端无法显示全屏应用；下面以文字播放它的导览"
                ).text(in: language)
                FileHandle.standardError.write(Data("\(programName): \(note)\n".utf8))
            }
            // Colour only on a terminal; ColorMode.detect also honours NO_COLOR and TERM=dumb.
            let onTerminal = isatty(STDOUT_FILENO) == 1
            let mode =
                onTerminal && !options.plain ? ColorMode.detect(environment: environment) : .ascii
            let size = onTerminal ? TerminalSize.current() : TerminalSize(columns: 80, rows: 24)
            var number = 0
            return run(
                script ?? .tour, on: backend, size: size, programName: programName,
                language: language
            ) { caption, frame in
                number += 1
                let heading = "── \(number). \(caption) "
                print(
                    heading
                        + String(
                            repeating: "─", count: max(3, size.columns - heading.terminalColumns)))
                for line in frame.lines(in: mode) { print(line) }
                print()
            }
        }
    }

    /// Makes an app's first screen from the importer of the photo API it
    /// talks to, the screen context, and where to write what goes wrong.
    public typealias RootScreen =
        @Sendable (PhotoImporter, ScreenContext, @escaping @Sendable (String) -> Void) -> any Screen

    /// The finished app's first screen: the gallery, on its view model.
    public static let galleryScreen: RootScreen = { importer, context, log in
        GalleryScreen(
            viewModel: GalleryViewModel(
                importer: importer, session: AuthSession(), log: log, language: context.language),
            context: context)
    }

    /// The language this process's command line (`--lang`) or locale
    /// chooses; the locale's if `--lang` is wrong (the chapter says so).
    public static var commandLanguage: Language {
        let environment = ProcessInfo.processInfo.environment
        return
            (try? Language.resolve(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: environment))
            ?? Language.of(environment)
    }

    /// Ends a chapter with an app whose first screen `root` makes (the
    /// finished app's gallery unless given): on a terminal (standard input
    /// and output both, `TERM` not `dumb`), it asks "Press Enter to open the
    /// app (q to quit)", then runs the app itself until the user quits (or,
    /// after `q`, returns at once); otherwise the tour `tour` (the default
    /// tour, `Script.tour`, unless given), each frame handed to `show` as
    /// `frameSize.rows` lines of plain text (no escape codes, trailing spaces
    /// trimmed, at most `frameSize.columns` wide) with its caption: `start`
    /// for the first frame, before any step, then the step, e.g. `open 1` or
    /// `login demo ****`. Colour is used only on the terminal, unless `plain`.
    /// Returns the exit code; errors are one line on standard error. The
    /// prompt, screens, captions and errors are in `language` (by default
    /// the one `--lang` or the locale chooses).
    @discardableResult
    public static func launchOrTour(
        programName: String, plain: Bool,
        frameSize: TerminalSize = TerminalSize(columns: 76, rows: 24),
        root: @escaping RootScreen = galleryScreen, tour: Script = .tour,
        language: Language = commandLanguage,
        show: (_ caption: String, _ lines: [String]) -> Void
    ) -> Int32 {
        Termination.prepare()
        let backend: PhotoBackend
        do {
            backend = try PhotoBackend.start(api: nil)
        } catch {
            return fail(programName, error, code: 1, language: language)
        }
        defer { backend.stop() }
        if isInteractive, !isDumb(ProcessInfo.processInfo.environment) {
            guard EnterPrompt.ask(language: language) else { return 0 }
            let mode = plain ? ColorMode.ascii : ColorMode.detect()
            return runOnTerminal(
                backend, mode: mode, programName: programName, language: language, root: root)
        }
        return run(
            tour, on: backend, size: frameSize, programName: programName, language: language,
            root: root
        ) { caption, frame in
            show(caption, frame.lines(in: .ascii))
        }
    }

    /// Whether standard input and output are both terminals: someone to
    /// press keys and a screen to draw on.
    private static var isInteractive: Bool {
        isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1
    }

    /// Whether the terminal says it cannot move the cursor (`TERM=dumb`).
    private static func isDumb(_ environment: [String: String]) -> Bool {
        environment["TERM"] == "dumb"
    }

    /// The app's window, showing the first screen `root` makes for `backend`'s photos.
    static func window(
        for backend: PhotoBackend, size: TerminalSize, language: Language = .english,
        root: RootScreen = galleryScreen, log: @escaping @Sendable (String) -> Void
    ) -> AppWindow {
        let importer = backend.importer(
            delivering: MainScheduler.shared, log: log, language: language)
        return AppWindow(size: size, scheduler: MainScheduler.shared, language: language) {
            context in
            root(importer, context, log)
        }
    }

    /// Runs `script` and hands out each frame; 0, or 1 after a one-line error.
    private static func run(
        _ script: Script, on backend: PhotoBackend, size: TerminalSize, programName: String,
        language: Language, root: RootScreen = galleryScreen, show: (String, Frame) -> Void
    ) -> Int32 {
        let window = window(
            for: backend, size: size, language: language, root: root,
            log: GalleryViewModel.logToStandardError)
        defer { window.quit() }
        do {
            try Tour(window: window).run(script, show: show)
            return 0
        } catch {
            return fail(programName, error, code: 1, language: language)
        }
    }

    /// The app on the terminal until the user quits. What the gallery logs
    /// meanwhile is written to standard error afterwards, off the screen.
    private static func runOnTerminal(
        _ backend: PhotoBackend, mode: ColorMode, programName: String, language: Language,
        root: RootScreen = galleryScreen
    ) -> Int32 {
        let logged = Locked<[String]>([])
        let window = window(
            for: backend, size: TerminalSize.current(), language: language, root: root
        ) { line in
            logged.withLock { $0.append(line) }
        }
        defer { window.quit() }
        do {
            try TerminalApp.run(window, mode: mode)
        } catch {
            return fail(programName, error, code: 1, language: language)
        }
        for line in logged.withLock({ $0 }) { GalleryViewModel.logToStandardError(line) }
        return 0
    }

    /// The bundled photo API alone, until Ctrl-C (or SIGTERM or SIGHUP)
    /// stops it; then it says so and returns 0. A stop that takes longer
    /// than `Termination.deadline` ends the process with the signal's status.
    private static func serve(port: UInt16, programName: String, language: Language) -> Int32 {
        func say(en: String, zh: String) {
            print(Bilingual(en: en, zh: zh).text(in: language))
        }
        do {
            let server = try PhotoServer.start(port: port)
            let stoppers = Termination.observe { _ in server.stop() }
            defer { Termination.remove(stoppers) }
            let url = server.baseURL.absoluteString
            say(
                en: "The photo API is at \(url); press Ctrl-C to stop it.",
                zh: "照片 API 的地址是 \(url)；按 Ctrl-C 停止它。")
            say(
                en: "Point the app at it with: swift run \(programName) --app --api \(url)",
                zh: "让应用连接它：swift run \(programName) --app --api \(url)")
            fflush(nil)
            server.waitUntilStopped()
            say(en: "The photo API has stopped.", zh: "照片 API 已停止。")
            return 0
        } catch {
            return fail(programName, error, code: 1, language: language)
        }
    }

    /// Writes `error` as one line on standard error, in `language` if it
    /// says itself in both, and returns `code`. No URL in it shows a password.
    private static func fail(
        _ programName: String, _ error: any Error, code: Int32, language: Language
    ) -> Int32 {
        fflush(nil)
        let message = "\(programName): \(text(of: error, in: language).hidingCredentials)\n"
        FileHandle.standardError.write(Data(message.utf8))
        return code
    }

    /// What `error` says, in `language`: the app's errors say it in both;
    /// any other is named by its type in Chinese, as code.
    static func text(of error: any Error, in language: Language) -> String {
        switch error {
        case let error as LaunchError: error.text.text(in: language)
        case let error as ScriptError: error.text.text(in: language)
        case let error as PixelsError: error.text.text(in: language)
        case let error as TerminalError: error.text.text(in: language)
        default: Bilingual(en: "\(error)", zh: "意外的错误（\(type(of: error))）").text(in: language)
        }
    }
}
