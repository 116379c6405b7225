import Dispatch
import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("PullSequence: lazy, pull-driven, memoized sequences")
struct PullSequenceTests {
    let scheduler = TestScheduler()

    @Test("nothing runs until a pull; the head runs only its own work; a second walk runs nothing")
    func lazinessAndMemoization() {
        let reads = Box(0)
        let mapRuns = Box(0)
        let squares = PullSequence(Counting(upTo: 5, reads: reads)).map { n in
            mapRuns.increment()
            return n * n
        }
        #expect(reads.value == 0)
        #expect(mapRuns.value == 0)

        #expect(squares.head == 1)
        #expect(reads.value == 1)
        #expect(mapRuns.value == 1)

        #expect(squares.array == [1, 4, 9, 16, 25])
        #expect(reads.value == 6)  // five elements, then one read that found the end
        #expect(mapRuns.value == 5)

        #expect(squares.array == [1, 4, 9, 16, 25])
        var walked: [Int] = []
        for square in squares { walked.append(square) }
        #expect(walked == [1, 4, 9, 16, 25])
        #expect(squares.head == 1)
        #expect(reads.value == 6)
        #expect(mapRuns.value == 5)
    }

    @Test("filter tests each element once, and only as far as the pull needs")
    func filterIsLazy() {
        let tests = Box<[Int]>([])
        let evens = PullSequence(1...10).filter { n in
            tests.modify { $0.append(n) }
            return n.isMultiple(of: 2)
        }
        #expect(tests.value == [])
        #expect(evens.head == 2)
        #expect(tests.value == [1, 2])
        #expect(evens.tail.head == 4)
        #expect(tests.value == [1, 2, 3, 4])
        #expect(evens.array == [2, 4, 6, 8, 10])
        #expect(evens.array == [2, 4, 6, 8, 10])
        #expect(tests.value == Array(1...10))
    }

    @Test("tail pulls only the first element, and the tail of the last element is empty")
    func headAndTail() {
        let reads = Box(0)
        let numbers = PullSequence(Counting(upTo: 3, reads: reads))
        let rest = numbers.tail
        #expect(reads.value == 1)
        #expect(rest.head == 2)
        #expect(rest.tail.tail.isEmpty)
        #expect(rest.tail.tail.tail.head == nil)
        #expect(PullSequence<Int>([]).head == nil)
        #expect(PullSequence<Int>([]).tail.array == [])
    }

    @Test("a single-pass Swift sequence is read once, however often the pull sequence is walked")
    func singlePassSource() {
        let reads = Box(0)
        let remaining = Box([10, 20, 30])
        let once = AnyIterator<Int> {
            reads.increment()
            return remaining.modify { $0.isEmpty ? nil : $0.removeFirst() }
        }
        let numbers = PullSequence(once)
        #expect(numbers.array == [10, 20, 30])
        #expect(numbers.array == [10, 20, 30])
        #expect(numbers.map { $0 + 1 }.array == [11, 21, 31])
        #expect(reads.value == 4)
    }

    @Test("description shows what has been pulled so far, without pulling")
    func descriptionShowsProgress() {
        let numbers = PullSequence(1...3)
        #expect(numbers.description == "PullSequence(…)")
        _ = numbers.head
        #expect(numbers.description == "PullSequence(1, …)")
        _ = numbers.array
        #expect(numbers.description == "PullSequence(1, 2, 3)")
        #expect(PullSequence<Int>([]).tail.description == "PullSequence()")
    }

    @Test("foldLeft combines from the first element to the last")
    func foldLeft() {
        let numbers = PullSequence(["a", "b", "c"])
        #expect(numbers.foldLeft("start") { "(\($0) \($1))" } == "(((start a) b) c)")
        #expect(PullSequence<String>([]).foldLeft("start") { "(\($0) \($1))" } == "start")
    }

    @Test("foldRight combines from the last element to the first")
    func foldRight() {
        let numbers = PullSequence(["a", "b", "c"])
        #expect(
            numbers.foldRight("end") { value, rest in "(\(value) \(rest()))" } == "(a (b (c end)))")
        #expect(
            PullSequence<String>([]).foldRight("end") { value, rest in value + rest() } == "end")
    }

    @Test(
        "foldRight pulls nothing past the element where combine stops, even on an endless sequence")
    func foldRightShortCircuits() {
        let reads = Box(0)
        let endless = PullSequence(Counting(upTo: .max, reads: reads))
        let firstOverTwo = endless.foldRight(-1) { n, rest in n > 2 ? n : rest() }
        #expect(firstOverTwo == 3)
        #expect(reads.value == 3)
    }

    @Test("foldRight's rest is folded once, however often combine calls it")
    func foldRightRestIsMemoized() {
        let combines = Box(0)
        let total = PullSequence(1...4).foldRight(0) { n, rest in
            combines.increment()
            return n + rest() + rest() - rest()
        }
        #expect(total == 10)
        #expect(combines.value == 4)
    }

    @Test("a signal's sequence subscribes at the first pull and holds the values in order")
    func fromSignal() {
        let subscriptions = Box(0)
        let signal = Signal.deferred {
            subscriptions.increment()
            return Signal.from([1, 2, 3]).map { $0 * 10 }
        }
        let numbers = signal.sequence
        #expect(subscriptions.value == 0)
        #expect(numbers.head == 10)
        #expect(subscriptions.value == 1)
        #expect(numbers.array == [10, 20, 30])
        #expect(numbers.array == [10, 20, 30])
        #expect(subscriptions.value == 1)
    }

    @Test("a signal's sequence ends early, without the error, when the signal fails")
    func fromFailingSignal() {
        let failing = Signal<Int> { observer in
            observer.sendNext(1)
            observer.sendError(TestError())
            return nil
        }
        #expect(failing.sequence.array == [1])
    }

    @Test("pulling from a signal fed by another thread blocks until each value arrives")
    func fromAsynchronousSignal() {
        // A thread of its own sends the values slowly, so each pull must wait.
        // (Not a Dispatch timer: the test must not depend on Dispatch's pool,
        // which this very test blocks one thread of.)
        let ticks = Signal<Int> { observer in
            let sender = Thread {
                for value in 0..<10 where !observer.isDisposed {
                    Thread.sleep(forTimeInterval: 0.002)
                    observer.sendNext(value)
                }
                observer.sendCompleted()
            }
            sender.start()
            return nil
        }
        let firstThree = ticks.sequence
        #expect(firstThree.head == 0)
        #expect(firstThree.tail.tail.head == 2)
        #expect(firstThree.description == "PullSequence(0, 1, 2, …)")
    }

    @Test("freeing a signal's sequence disposes its subscription")
    func fromSignalDisposesWhenFreed() {
        let subject = ReplaySubject<Int>(capacity: 10)
        let disposed = Box(false)
        let source = Signal<Int> { observer in
            let inner = subject.signal.subscribe(observer)
            return ActionDisposable {
                inner.dispose()
                disposed.modify { $0 = true }
            }
        }
        subject.sendNext(7)
        do {
            let numbers = source.sequence
            #expect(numbers.head == 7)
            #expect(!disposed.value)
        }
        #expect(disposed.value)
    }

    @Test("threads pulling the same sequence at once still run each element's work once")
    func concurrentPulls() {
        let runs = Box(0)
        let doubled = PullSequence(0..<200).map { n in
            runs.increment()
            return n * 2
        }
        let sums = Box<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let sum = doubled.foldLeft(0, +)
            sums.modify { $0.append(sum) }
        }
        #expect(sums.value == Array(repeating: 39_800, count: 8))
        #expect(runs.value == 200)
    }

    @Test("a long pulled sequence is freed without running out of stack")
    func longSequenceIsFreed() {
        do {
            let long = PullSequence(0..<100_000).map { $0 + 1 }
            #expect(long.foldLeft(0) { count, _ in count + 1 } == 100_000)
        }
    }
}

/// 1, 2, 3, … up to `upTo`, counting each call of the iterator's `next()`.
struct Counting: Sequence, Sendable {
    let upTo: Int
    let reads: Box<Int>

    func makeIterator() -> AnyIterator<Int> {
        var current = 0
        return AnyIterator {
            reads.increment()
            guard current < upTo else { return nil }
            current += 1
            return current
        }
    }
}
