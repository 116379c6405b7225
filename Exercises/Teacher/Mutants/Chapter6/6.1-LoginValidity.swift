import Foundation
import Reactive

/// Wrong answers to exercise 6.1 that its grader must catch.
public enum Mutants6_1 {
    /// Reads the fields once, when called: the answer never changes.
    public static func readsTheValuesOnce(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        .just(!username.value.isEmpty && !password.value.isEmpty)
    }

    /// Pairs the fields' values one for one with zip.
    public static func zipsTheFields(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        Signal<(String, String)>.zip(username.signal, password.signal)
            .map { !$0.0.isEmpty && !$0.1.isEmpty }
            .distinctUntilChanged()
    }

    /// Accepts the form when either field is filled in.
    public static func eitherField(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        Signal.combineLatest(username.signal, password.signal) { name, secret in
            !name.isEmpty || !secret.isEmpty
        }
        .distinctUntilChanged()
    }

    /// Sends the answer again at every keystroke, even when it has not changed.
    public static func repeatsItself(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        Signal.combineLatest(username.signal, password.signal) { name, secret in
            !name.isEmpty && !secret.isEmpty
        }
    }

    /// Recomputes only when the username changes, reading the password's
    /// value then: typing the password changes nothing.
    public static func samplesThePassword(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        username.signal.map { name in !name.isEmpty && !password.value.isEmpty }
            .distinctUntilChanged()
    }

    /// Treats a field of spaces as empty: stricter than the task.
    public static func trimsSpaces(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        Signal.combineLatest(username.signal, password.signal) { name, secret in
            !name.trimmingCharacters(in: .whitespaces).isEmpty
                && !secret.trimmingCharacters(in: .whitespaces).isEmpty
        }
        .distinctUntilChanged()
    }

    /// Accepts only fields shorter than 256 characters: a rule of its own
    /// that the task does not ask for.
    public static func limitsTheLength(
        username: MutableProperty<String>, password: MutableProperty<String>
    ) -> Signal<Bool> {
        Signal.combineLatest(username.signal, password.signal) { name, secret in
            !name.isEmpty && !secret.isEmpty && name.count < 256 && secret.count < 256
        }
        .distinctUntilChanged()
    }
}
