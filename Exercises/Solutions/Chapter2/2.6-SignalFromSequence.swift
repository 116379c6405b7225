import Reactive

/// Exercise 2.6 · Turn a sequence into a signal: the reference solution.
///
/// Book: chapter 2, Sequences and signals (`-[RACSequence signal]`)
public func signal<Elements: Sequence & Sendable>(
    from elements: Elements
) -> Signal<Elements.Element> where Elements.Element: Sendable {
    // The body runs once per subscription, so nothing is read before someone
    // subscribes, and each subscriber gets the whole sequence from the start.
    Signal { observer in
        var iterator = elements.makeIterator()
        // Check for disposal before pulling, so a subscriber that leaves
        // early stops the reading too, not just the sending.
        while !observer.isDisposed, let element = iterator.next() {
            observer.sendNext(element)
        }
        observer.sendCompleted()
        return nil  // everything happened during subscribe: nothing to release
    }
}
