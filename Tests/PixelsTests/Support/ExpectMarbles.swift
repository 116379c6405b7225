import Reactive
import ReactiveTesting
import Testing

/// Records a test failure, with both timelines aligned, unless `recorder` saw `marbles`.
func expectMarbles(
    _ recorder: TestObserver<String>, _ marbles: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = Marbles.mismatch(expected: marbles, actual: recorder.events) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}

extension Signal where Value == Bool {
    /// `t` for true and `f` for false, for marbles.
    var letters: Signal<String> {
        map { $0 ? "t" : "f" }
    }
}
