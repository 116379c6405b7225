import Narration
import ReactiveTesting

extension Narrator {
    /// What a recorder received, as `label: [next(a)@1, completed@3]`, or
    /// one event per line when that would not fit the page.
    ///
    /// ```swift
    /// page.recorded("title", title)   // prints   ▸ title: [next(Vote)@0]
    /// ```
    ///
    /// Book: no equivalent; the book's tests check values, not their times.
    func recorded<Value>(_ label: String, _ recorder: TestObserver<Value>) {
        list(label, recorder.events.map(\.description))
    }

    /// Items as `label: [a, b]`, or one item per line when that would not fit the page.
    ///
    /// ```swift
    /// page.list("requests", ["logIn demo"])   // prints   ▸ requests: [logIn demo]
    /// ```
    func list(_ label: String, _ items: [String]) {
        let oneLine = "\(label): [\(items.joined(separator: ", "))]"
        guard 4 + oneLine.count > width else { return output(oneLine) }
        output("\(label):")
        for item in items { output("  \(item)") }
    }
}
