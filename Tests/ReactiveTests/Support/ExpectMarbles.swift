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

/// The same for non-string values, looked up in `values`.
func expectMarbles<Value: Equatable>(
    _ recorder: TestObserver<Value>, _ marbles: String, values: [Character: Value],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let message = Marbles.mismatch(expected: marbles, actual: recorder.events, values: values) {
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
}
