import Foundation
import Reactive
import WorkbookKit

/// Runs a script against the app's window and hands out a frame after each
/// step, once the app has settled.
///
/// Each step acts as a user would: it presses keys on the screen on show
/// (`open N` taps a cell). Then the tour runs the main loop until the window
/// is settled (nothing loading on the screen on show, no display pass
/// waiting), so every frame is the same on every run, however fast the
/// network. The first frame shows the app before any step; `quit` ends the
/// tour without a frame.
///
/// ```swift
/// let tour = Tour(window: window)
/// try tour.run(Script.tour) { caption, frame in print(caption); print(frame.text) }
/// ```
///
/// Book: none; the book's app is tried by hand in the simulator
struct Tour {
    /// The longest the tour waits for the app to settle after a step.
    static let settleTimeout: Duration = .seconds(20)

    let window: AppWindow

    /// Runs `script`, calling `show` with each frame and its caption.
    ///
    /// Throws a `ScriptError` when a step needs another screen than the one
    /// on show, or when the app does not settle in time.
    func run(_ script: Script, show: (String, Frame) -> Void) throws(ScriptError) {
        try settle(after: Bilingual(en: "the start", zh: "开始时"))
        show(window.context.text(en: "start", zh: "开始"), window.render())
        for (index, step) in script.steps.enumerated() {
            let label = Bilingual(
                en: "step \(index + 1) (\(step))", zh: "第 \(index + 1) 步（\(step)）")
            guard let top = window.navigator.top else { return }
            if let needed = step.screen, needed != top.kind {
                throw ScriptError(
                    en: "\(label.en) needs \(needed), but \(top.kind) is on show",
                    zh: "\(label.zh)需要\(needed.name.zh)，但现在显示的是\(top.kind.name.zh)")
            }
            if step == .back, top.kind == .gallery {
                throw ScriptError(
                    en: "\(label.en): the gallery is the first screen; there is no way back",
                    zh: "\(label.zh)：画廊是第一个界面，没有可以返回的地方")
            }
            perform(step, on: top)
            if window.isFinished { return }
            try settle(after: label)
            show(step.description, window.render())
        }
    }

    /// Does what `step` says to the screen on show.
    private func perform(_ step: ScriptStep, on screen: any Screen) {
        switch step {
        case .open(let number):
            (screen as? any OpensPhotos)?.open(at: number - 1)
        case .next: window.handle(.right)
        case .previous: window.handle(.left)
        case .detail, .vote: window.handle(.enter)
        case .login(let username, let password):
            for key in username { window.handle(.character(key)) }
            window.handle(.tab)
            for key in password { window.handle(.character(key)) }
            window.handle(.enter)
        case .back: window.handle(.escape)
        case .wait(let milliseconds):
            let end = ContinuousClock.now + .milliseconds(milliseconds)
            MainScheduler.shared.run { ContinuousClock.now >= end }
        case .quit:
            if screen.kind == .login { window.quit() } else { window.handle(.character("q")) }
        }
    }

    /// Runs the main loop until the window is settled.
    private func settle(after label: Bilingual) throws(ScriptError) {
        let deadline = ContinuousClock.now + Self.settleTimeout
        MainScheduler.shared.run { window.isSettled || ContinuousClock.now >= deadline }
        guard window.isSettled else {
            throw ScriptError(
                en: "\(label.en): the app was still busy after \(Self.settleTimeout)",
                zh: "\(label.zh)：过了 \(Self.settleTimeout.components.seconds) 秒，应用仍在忙")
        }
    }
}
