import ExerciseHarness
import Reactive
import ReactiveTesting

/// What each letter of a 6.1 story types into a field: text of every kind.
public enum LoginTexts {
    /// The texts, by letter.
    public static let texts: [String: String] = [
        "a": "", "b": "ash", "c": " ", "d": "x", "e": "été", "f": "\n", "g": "👩‍👩‍👧",
        "h": "e\u{301}", "i": String(repeating: "long name ", count: 500), "j": "\u{200B}",
        "k": "\t",
    ]

    /// The letters a field's story is made of.
    public static let letters = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]

    /// What the letters of a 6.1 story stand for.
    public static let legend = """
        where each letter sets the field's text (both fields start as ""):
          a = "", b = "ash", c = " ", d = "x", e = "été", f = "\\n", g = "👩‍👩‍👧",
          h = "e\\u{301}", i = 5,000 characters, j = "\\u{200B}" (a zero-width space), k = "\\t";
          isValid's t = true, f = false
        """
}

extension Chapter6Calls {
    /// Plays a 6.1 story: each field's text follows its source; writes down
    /// what the subscribers received.
    static func playLogin(_ story: Story, _ functions: Chapter6Functions) -> Trace {
        let stage = Stage(story)
        let username = MutableProperty("")
        let password = MutableProperty("")
        username <~ stage.source("username").map { LoginTexts.texts[$0] ?? "" }
        password <~ stage.source("password").map { LoginTexts.texts[$0] ?? "" }
        let validity = functions.loginValidity(username, password)
        let form = stage.scheduler.record(
            validity, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map {
            stage.scheduler.record(validity, subscribeAt: $0, disposeAt: story.lateDisposeAt)
        }
        stage.scheduler.advance(to: story.lastTick + 4)

        var trace = Trace()
        trace.timeline("isValid", form.events) { $0 ? "t" : "f" }
        if let late {
            trace.timeline("isValid, for the late subscriber", late.events) { $0 ? "t" : "f" }
        }
        return withExtendedLifetime((username, password)) { trace }
    }
}
