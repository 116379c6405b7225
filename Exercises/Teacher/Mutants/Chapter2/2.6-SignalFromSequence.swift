import Reactive

/// Wrong answers to exercise 2.6 that its grader must catch.
public enum Mutants2_6 {
    /// Sends every element but never completes.
    public static func neverCompletes<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        Signal { observer in
            for element in elements { observer.sendNext(element) }
            return nil
        }
    }

    /// Keeps reading the sequence after the subscriber has disposed.
    public static func ignoresDisposal<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        Signal { observer in
            for element in elements { observer.sendNext(element) }
            observer.sendCompleted()
            return nil
        }
    }

    /// Reads the whole sequence when the signal is made, before anyone subscribes.
    public static func readsTooEarly<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        let all = Array(elements)
        return Signal { observer in
            for element in all where !observer.isDisposed { observer.sendNext(element) }
            observer.sendCompleted()
            return nil
        }
    }

    /// Checks for disposal after pulling the next element, so it reads one
    /// element more than the subscriber wanted.
    public static func pullsOneAfterDisposal<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        Signal { observer in
            for element in elements {
                guard !observer.isDisposed else { break }
                observer.sendNext(element)
            }
            observer.sendCompleted()
            return nil
        }
    }

    /// Completes first and sends the elements after, where nobody hears them.
    public static func completesFirst<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        Signal { observer in
            observer.sendCompleted()
            var iterator = elements.makeIterator()
            while !observer.isDisposed, let element = iterator.next() {
                observer.sendNext(element)
            }
            return nil
        }
    }

    /// Sends at most a thousand elements, then completes.
    public static func sendsAtMostAThousand<Elements: Sequence & Sendable>(
        from elements: Elements
    ) -> Signal<Elements.Element> where Elements.Element: Sendable {
        Signal { observer in
            var iterator = elements.prefix(1000).makeIterator()
            while !observer.isDisposed, let element = iterator.next() {
                observer.sendNext(element)
            }
            observer.sendCompleted()
            return nil
        }
    }
}
