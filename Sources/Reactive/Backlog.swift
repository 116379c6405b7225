import Dispatch

/// The events waiting at a subject or a serializing gate while another
/// thread delivers, and how many may wait (Contract 15).
///
/// One thread at a time delivers a subject's (or a gate's) events; events
/// sent meanwhile from other threads wait in this queue. Once `limit`
/// events wait, a sender on another thread waits for room before its event
/// joins the queue, so a flood from fast senders into a slow observer
/// holds at most `limit` events, and the delivering thread returns soon
/// after the senders stop.
///
/// A sender never waits on itself: a send from inside a delivery, on the
/// delivering thread, joins the queue even past the limit, and is
/// delivered after the current event, in order. Nor does a thread wait for
/// a thread that is waiting already, so no ring of threads that deliver
/// into each other's queues can wait forever: the sender that would close
/// the ring queues past the limit instead.
///
/// ```swift
/// var backlog = Backlog<Int>()
/// backlog.append(1)
/// print(backlog.isFull)   // prints false: up to `limit` may wait
/// ```
///
/// Book: none; RAC2's subjects queue without bound
struct Backlog<Element> {
    /// Events that may wait before senders on other threads wait for room.
    static var limit: Int { 1_024 }

    private(set) var queue = Deque<Element>()
    private var sleepers = 0
    private var room: DispatchSemaphore?

    var count: Int { queue.count }
    var isFull: Bool { queue.count >= Self.limit }

    mutating func append(_ element: Element) {
        queue.append(element)
    }

    mutating func popFirst() -> Element? {
        queue.popFirst()
    }

    /// Takes every waiting element at once, leaving the queue empty.
    mutating func takeAll(into batch: inout Deque<Element>) {
        swap(&queue, &batch)
    }

    /// Counts the caller among the senders waiting for room and returns
    /// what to wait on, after releasing the lock.
    mutating func park() -> DispatchSemaphore {
        let room = self.room ?? DispatchSemaphore(value: 0)
        self.room = room
        sleepers += 1
        return room
    }

    /// Once there is room, takes the waiting senders, to wake after the
    /// lock with `wake(_:)`.
    mutating func roomMade() -> (DispatchSemaphore, Int)? {
        guard sleepers > 0, !isFull, let room else { return nil }
        defer { sleepers = 0 }
        return (room, sleepers)
    }

    /// Wakes the senders that `roomMade()` took.
    static func wake(_ sleepers: (DispatchSemaphore, Int)?) {
        guard let (room, count) = sleepers else { return }
        for _ in 0..<count { room.signal() }
    }
}

/// Waits on `room`, for a sender that found a backlog full whose role is
/// held by the thread `deliverer`, until there is room. Returns false,
/// without waiting, if waiting could close a ring of waits: the sender then
/// queues past the limit.
///
/// Only a thread that delivers can be waited for, and one waits only for a
/// deliverer that is not waiting itself. The waiting threads are kept in
/// one set, and the check and the joining are one step, so the last thread
/// of a would-be ring always sees the one before it waiting.
func waitForRoom(_ room: DispatchSemaphore, deliverer: UInt) -> Bool {
    let thread = currentThreadIdentity()
    let mayWait = waitingThreads.withLock { waiting in
        guard !waiting.contains(deliverer) else { return false }
        waiting.insert(thread)
        return true
    }
    guard mayWait else { return false }
    room.wait()
    waitingThreads.withLock { _ = $0.remove(thread) }
    return true
}

/// The threads waiting for room in a backlog.
private let waitingThreads = Locked(Set<UInt>())
