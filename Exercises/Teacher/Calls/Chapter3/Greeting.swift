import ExerciseHarness
import Reactive
import ReactiveTesting
import Synchronization

/// How 3.2's calls play `bindGreeting(_:to:)`.
enum Greeting {
    /// The greeting after binding one name, starting from "?".
    static func after(_ name: String, _ bindGreeting: Chapter3Functions) -> String {
        let greeting = MutableProperty("?")
        bindGreeting.bindGreeting(greeting, Signal.just(name)).dispose()
        return greeting.value
    }

    /// A greeting bound to the story's names, for each subscriber: the
    /// greeting's values. Disposing the subscription disposes the binding;
    /// the greetings stay alive until the story ends, so only disposing what
    /// `bindGreeting` returns can end the binding early.
    static func greetings(_ stage: Stage, _ functions: Chapter3Functions) -> Signal<String> {
        let name = stage.source("name").map { Chapter3Letters.names.text($0) }
        let shelf = Shelf()
        let bindGreeting = functions.bindGreeting
        return Signal { observer in
            let greeting = MutableProperty("?")
            shelf.keep(greeting)
            let shown = greeting.signal.subscribe(observer)
            return CompositeDisposable([bindGreeting(greeting, name), shown])
        }
    }

    /// Binds a greeting to the names `-a--b-|` (a = "Ash", b = "Bo"), then
    /// lets go of the greeting at tick `freedAt`: whether it was freed, and
    /// when the names were subscribed and disposed.
    static func freed(at freedAt: Int, _ functions: Chapter3Functions) -> Trace {
        let scheduler = TestScheduler()
        let name = scheduler.hotSignal("-a--b-|", values: ["a": "Ash", "b": "Bo"])
        var greeting: MutableProperty<String>? = MutableProperty("?")
        weak let watched = greeting
        _ = functions.bindGreeting(greeting!, name.signal)
        scheduler.advance(to: freedAt)
        greeting = nil
        let freed = watched == nil
        scheduler.run()
        var trace = Trace()
        trace.fact(
            "the greeting",
            freed
                ? "freed when the last reference to it went"
                : "still alive after the last reference went: something holds on to it")
        trace.spans("the name signal", name.subscriptions)
        return trace
    }
}

/// Keeps objects alive for as long as the shelf lives.
final class Shelf: Sendable {
    private let objects = Mutex<[any AnyObject & Sendable]>([])

    /// Keeps `object` alive.
    func keep(_ object: any AnyObject & Sendable) {
        objects.withLock { $0.append(object) }
    }
}
