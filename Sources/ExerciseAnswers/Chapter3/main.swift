import Chapter3Calls
import Chapter3Exercises
import ExerciseHarness

// Chapter 3's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter3Functions(
        emailValidity: { emailValidity($0) },  // 3.1
        bindGreeting: { bindGreeting($0, to: $1) },  // 3.2
        rings: { rings(onRing: $0, onUnplug: $1) },  // 3.3
        logInCommand: { logInCommand(username: $0, password: $1, logIn: $2) },  // 3.4
        statusMessages: { statusMessages(of: $0) },  // 3.5
        outputs: { outputs(of: $0, drivenBy: $1) },  // 3.6
        ringStream: { ringStream(addObserver: $0, removeObserver: $1) }),  // 3.7
    calls: Chapter3Calls.all)
