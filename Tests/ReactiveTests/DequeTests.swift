import Reactive
import Testing

@Suite("Deque: the ring buffer behind the library's queues")
struct DequeTests {
    @Test("a deque gives its elements back first in, first out, across growth and wrap-around")
    func firstInFirstOut() {
        var queue = Deque<Int>()
        var expected: [Int] = []
        var taken: [Int] = []
        // Interleave appends and removals so the head wraps around the buffer
        // while it grows from 8 places to 128.
        for value in 0..<100 {
            queue.append(value)
            expected.append(value)
            if value % 3 == 0, let first = queue.popFirst() { taken.append(first) }
        }
        #expect(queue.count == 100 - taken.count)
        while let first = queue.popFirst() { taken.append(first) }
        #expect(taken == expected)
        #expect(queue.isEmpty)
        #expect(queue.popFirst() == nil)
    }
}
