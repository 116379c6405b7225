/// The work a `TestScheduler` has waiting, earliest first: a binary heap.
///
/// Work is ordered by its due tick, then by the order it was scheduled in,
/// so work due at the same tick runs first-in, first-out. Adding, taking
/// the earliest and removing any one piece (a disposed action) each cost
/// O(log n): each piece's place in the heap is kept by its number.
///
/// ```swift
/// var queue = VirtualTimeQueue<String>()
/// queue.insert("b", due: 2, number: 0)
/// queue.insert("a", due: 1, number: 1)
/// print(queue.popFirst(dueBy: 5)?.element ?? "")   // prints a
/// ```
///
/// Book: none; RACTestScheduler keeps its blocks in a sorted array
package struct VirtualTimeQueue<Element> {
    private var heap: [(due: Int, number: Int, element: Element)] = []
    private var place: [Int: Int] = [:]  // number -> index in `heap`

    /// Comparisons of two entries made so far (for tests of the complexity).
    package private(set) var comparisons = 0

    package init() {}

    package var count: Int { heap.count }

    /// Adds `element`, due at tick `due`; `number` must be new and larger
    /// than every number added before.
    package mutating func insert(_ element: Element, due: Int, number: Int) {
        heap.append((due, number, element))
        place[number] = heap.count - 1
        siftUp(heap.count - 1)
    }

    /// Removes and returns the earliest entry if it is due by `limit`.
    package mutating func popFirst(dueBy limit: Int) -> (due: Int, element: Element)? {
        guard let first = heap.first, first.due <= limit else { return nil }
        remove(at: 0)
        return (first.due, first.element)
    }

    /// Removes the entry numbered `number`, if it is still waiting.
    package mutating func remove(number: Int) {
        guard let index = place[number] else { return }
        remove(at: index)
    }

    private mutating func remove(at index: Int) {
        place[heap[index].number] = nil
        let last = heap.removeLast()
        guard index < heap.count else { return }
        heap[index] = last
        place[last.number] = index
        siftDown(index)
        siftUp(index)
    }

    private mutating func precedes(_ a: Int, _ b: Int) -> Bool {
        comparisons += 1
        return (heap[a].due, heap[a].number) < (heap[b].due, heap[b].number)
    }

    private mutating func swapAt(_ a: Int, _ b: Int) {
        heap.swapAt(a, b)
        place[heap[a].number] = a
        place[heap[b].number] = b
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard precedes(child, parent) else { return }
            swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var first = parent
            let left = 2 * parent + 1
            let right = left + 1
            if left < heap.count && precedes(left, first) { first = left }
            if right < heap.count && precedes(right, first) { first = right }
            guard first != parent else { return }
            swapAt(parent, first)
            parent = first
        }
    }
}

extension VirtualTimeQueue: Sendable where Element: Sendable {}
