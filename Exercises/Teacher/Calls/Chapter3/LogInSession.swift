import ExerciseHarness
import Reactive

/// A username and a password, as typed into 3.4's form.
public struct Fields: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The username.
    public var username: String
    /// The password.
    public var password: String

    /// The fields `username` and `password`.
    public init(_ username: String, _ password: String) {
        self.username = username
        self.password = password
    }

    /// The fields as a learner would write the call.
    public var description: String {
        "logInCommand(username: Signal.just(\(username.debugDescription)), password: "
            + "Signal.just(\(password.debugDescription)), logIn: …), its isEnabled"
    }

    /// Whether the command is enabled once both fields have sent their text.
    func isEnabled(_ functions: Chapter3Functions) -> [Bool] {
        let command = functions.logInCommand(Signal.just(username), Signal.just(password)) {
            Signal.just(true)
        }
        return valuesAtOnce(of: command.isEnabled)
    }
}

/// How 3.4's story call plays `logInCommand`.
enum LogInSession {
    /// A session on a log-in form: the fields type the story's texts after
    /// starting empty, each tap executes the command, and each `logIn()` run
    /// plays the story's inner script. The result merges `isEnabled` (t, f)
    /// with each tap's outcome (y, n, e, r).
    static func outcomes(_ stage: Stage, _ functions: Chapter3Functions) -> Signal<String> {
        let runs = CallCounter()
        let command = functions.logInCommand(
            stage.source("username").map { Chapter3Letters.usernames.text($0) }.startWith(""),
            stage.source("password").map { Chapter3Letters.passwords.text($0) }.startWith("")
        ) {
            runs.tick()
            return stage.inner(String(runs.count)).map { $0.hasSuffix("1") }
        }
        let outcomes = Subject<String>()
        stage.source("taps").subscribeNext { _ in
            command.execute().subscribe(
                next: { outcomes.sendNext($0 ? "y" : "n") },
                error: { outcomes.sendNext($0 as? CommandError == .notEnabled ? "r" : "e") })
        }
        let enabled = command.isEnabled.map { $0 ? "t" : "f" }
        return keeping(command, alive: Signal.merge([enabled, outcomes.signal]))
    }
}
