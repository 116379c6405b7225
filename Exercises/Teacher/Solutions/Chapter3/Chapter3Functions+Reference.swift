import Chapter3Calls

extension Chapter3Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter3Functions(
        emailValidity: { Chapter3Reference.emailValidity($0) },
        bindGreeting: { Chapter3Reference.bindGreeting($0, to: $1) },
        rings: { Chapter3Reference.rings(onRing: $0, onUnplug: $1) },
        logInCommand: { Chapter3Reference.logInCommand(username: $0, password: $1, logIn: $2) },
        statusMessages: { Chapter3Reference.statusMessages(of: $0) },
        outputs: { Chapter3Reference.outputs(of: $0, drivenBy: $1) },
        ringStream: { Chapter3Reference.ringStream(addObserver: $0, removeObserver: $1) })
}
