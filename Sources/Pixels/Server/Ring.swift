/// The last `capacity` elements appended, oldest first: a ring buffer.
///
/// Appending to a full ring drops its oldest element (and returns it), so
/// the memory it holds never grows past `capacity` elements. The server keeps
/// its request log and its login tokens in rings.
///
/// ```swift
/// var recent = Ring<Int>(capacity: 2)
/// recent.append(1)
/// recent.append(2)
/// print(recent.append(3) as Any, recent.elements)   // prints Optional(1) [2, 3]
/// ```
///
/// Book: none; the book's app keeps no logs
struct Ring<Element: Sendable>: Sendable {
    /// The most elements kept (at least one).
    let capacity: Int
    private var storage: [Element] = []
    /// Where the oldest element is, once the ring is full.
    private var start = 0

    /// An empty ring that keeps at most `capacity` elements.
    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// How many elements are kept.
    var count: Int { storage.count }

    /// The elements kept, oldest first.
    var elements: [Element] {
        Array(storage[start...] + storage[..<start])
    }

    /// Adds `element` as the newest; returns the oldest if it had to go.
    @discardableResult
    mutating func append(_ element: Element) -> Element? {
        guard storage.count == capacity else {
            storage.append(element)
            return nil
        }
        let dropped = storage[start]
        storage[start] = element
        start = (start + 1) % capacity
        return dropped
    }
}
