import Reactive

/// Wrong answers to exercise 3.4 that its grader must catch.
public enum Mutants3_4 {
    /// Enables the command when either field is long enough.
    public static func eitherField(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<Bool>.combineLatest(username, password) {
            $0.count >= 3 || $1.count >= 6
        }
        return Command(enabled: valid) { _ in logIn() }
    }

    /// Pairs the fields' values one for one with zip, instead of the latest of each.
    public static func zipsTheFields(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<(String, String)>.zip(username, password)
            .map { $0.0.count >= 3 && $0.1.count >= 6 }
        return Command(enabled: valid) { _ in logIn() }
    }

    /// Asks for more than 3 and 6 characters, one too many each.
    public static func oneCharacterTooMany(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<Bool>.combineLatest(username, password) { $0.count > 3 && $1.count > 6 }
        return Command(enabled: valid) { _ in logIn() }
    }

    /// Forgets the enabled signal: the command is always enabled when idle.
    public static func alwaysEnabled(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        Command { _ in logIn() }
    }

    /// Enables the command when the two lengths add up to 9, whichever field is short.
    public static func addsUpToNine(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<Bool>.combineLatest(username, password) { $0.count + $1.count >= 9 }
        return Command(enabled: valid) { _ in logIn() }
    }

    /// Measures the fields in UTF-8 bytes, so "李" passes for three characters.
    public static func countsBytes(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<Bool>.combineLatest(username, password) {
            $0.utf8.count >= 3 && $1.utf8.count >= 6
        }
        return Command(enabled: valid) { _ in logIn() }
    }

    /// Counts Unicode scalars, so "e\u{301}" (one character) counts as two.
    public static func countsScalars(
        username: Signal<String>, password: Signal<String>,
        logIn: @escaping @Sendable () -> Signal<Bool>
    ) -> Command<Void, Bool> {
        let valid = Signal<Bool>.combineLatest(username, password) {
            $0.unicodeScalars.count >= 3 && $1.unicodeScalars.count >= 6
        }
        return Command(enabled: valid) { _ in logIn() }
    }
}
