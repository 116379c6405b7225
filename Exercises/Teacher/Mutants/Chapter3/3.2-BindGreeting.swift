import Foundation
import Reactive

/// Wrong answers to exercise 3.2 that its grader must catch.
public enum Mutants3_2 {
    /// Sets the property from a subscription that holds it strongly, keeping it alive.
    public static func subscribesStrongly(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        name.subscribeNext { name in
            greeting.value = name.isEmpty ? "Hello, stranger!" : "Hello, \(name)!"
        }
    }

    /// Holds the property weakly, but stays subscribed after the property is freed.
    public static func subscribesWeakly(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        name.subscribeNext { [weak greeting] name in
            greeting?.value = name.isEmpty ? "Hello, stranger!" : "Hello, \(name)!"
        }
    }

    /// Greets an empty name as "Hello, !".
    public static func forgetsStrangers(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        greeting <~ name.map { "Hello, \($0)!" }
    }

    /// Binds correctly but returns a disposable that ends nothing.
    public static func returnsAnUnrelatedDisposable(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        greeting <~ name.map { $0.isEmpty ? "Hello, stranger!" : "Hello, \($0)!" }
        return ActionDisposable()
    }

    /// Greets the name of the task's example, and everyone else as a stranger.
    public static func greetsOnlyAsh(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        greeting <~ name.map { $0 == "Ash" ? "Hello, Ash!" : "Hello, stranger!" }
    }

    /// Greets a name of spaces or line breaks only as a stranger too.
    public static func treatsBlankNamesAsStrangers(
        _ greeting: MutableProperty<String>, to name: Signal<String>
    ) -> any Disposable {
        greeting
            <~ name.map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
                    ? "Hello, stranger!" : "Hello, \($0)!"
            }
    }
}
