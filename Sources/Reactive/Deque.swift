/// A first-in, first-out queue on a ring buffer: append at the back, take
/// from the front, both in O(1).
///
/// `Array.removeFirst()` moves every remaining element, so a queue that is
/// long while it drains (events waiting at a busy serial gate, inner signals
/// waiting for `concat`) costs time in proportion to its length squared.
/// This one keeps a head index into a buffer whose size is a power of two,
/// and wraps around.
///
/// ```swift
/// var queue = Deque<Int>()
/// queue.append(1)
/// queue.append(2)
/// print(queue.popFirst() ?? 0)   // prints 1
/// ```
package struct Deque<Element> {
    private var buffer: [Element?] = []
    private var head = 0
    package private(set) var count = 0
    /// Elements copied to a larger buffer so far: the only work that is not
    /// O(1) per call, and O(1) per element appended, amortised.
    package private(set) var moves = 0

    /// An empty queue.
    package init() {}

    package var isEmpty: Bool { count == 0 }

    /// Adds `element` at the back, doubling the buffer when it is full.
    package mutating func append(_ element: Element) {
        if count == buffer.count { grow() }
        buffer[(head + count) & (buffer.count - 1)] = element
        count += 1
    }

    /// Removes and returns the element at the front, or `nil` if there is none.
    package mutating func popFirst() -> Element? {
        guard count > 0 else { return nil }
        let element = buffer[head].take()
        head = (head + 1) & (buffer.count - 1)
        count -= 1
        return element
    }

    private mutating func grow() {
        var larger = [Element?](repeating: nil, count: Swift.max(8, buffer.count * 2))
        for offset in 0..<count {
            larger[offset] = buffer[(head + offset) & (buffer.count - 1)].take()
        }
        buffer = larger
        head = 0
        moves += count
    }
}

extension Deque: Sequence {
    /// The elements from front to back.
    package func makeIterator() -> Iterator {
        Iterator(queue: self)
    }

    /// Walks a copy of the queue from front to back.
    package struct Iterator: IteratorProtocol {
        fileprivate let queue: Deque
        fileprivate var offset = 0

        package mutating func next() -> Element? {
            guard offset < queue.count else { return nil }
            defer { offset += 1 }
            return queue.buffer[(queue.head + offset) & (queue.buffer.count - 1)]
        }
    }
}

extension Deque: Sendable where Element: Sendable {}
