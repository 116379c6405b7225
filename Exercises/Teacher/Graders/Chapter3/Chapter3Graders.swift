import Chapter3Calls
import ExerciseGrading

extension Graders {
    /// Chapter 3's graders: derived state, bindings, subjects and commands.
    static let chapter3: [Grader] = [
        emailValidity, bindGreeting, rings, logInCommand, statusMessages, outputs, ringStream,
    ]
}
