import Dispatch
import Reactive
import ReactiveTesting
import Testing

@Suite("MutableProperty: a value with a signal of its changes")
struct PropertyTests {
    let scheduler = TestScheduler()

    @Test("its signal sends the current value at subscription, then each change when it is made")
    func currentValueThenChanges() {
        let name = MutableProperty("a")
        scheduler.schedule(at: 2) { name.value = "b" }
        scheduler.schedule(at: 4) { name.value = "c" }
        let early = scheduler.record(name.signal, subscribeAt: 1)
        let late = scheduler.record(name.signal, subscribeAt: 3, disposeAt: 5)
        scheduler.schedule(at: 6) { name.value = "d" }
        scheduler.run()
        #expect(early.events == [.next(1, "a"), .next(2, "b"), .next(4, "c"), .next(6, "d")])
        #expect(late.events == [.next(3, "b"), .next(4, "c")])
        #expect(late.span == SubscriptionSpan(3, 5))
        #expect(name.value == "d")
    }

    @Test("setting the same value again sends it again")
    func sameValueSendsAgain() {
        let count = MutableProperty(1)
        let recorder = scheduler.record(count.signal)
        scheduler.schedule(at: 1) { count.value = 1 }
        scheduler.schedule(at: 2) { count.value = 1 }
        scheduler.run()
        #expect(recorder.events == [.next(0, 1), .next(1, 1), .next(2, 1)])
    }

    @Test("as a property wrapper, the property reads and writes the value and $ gives its signal")
    func propertyWrapper() {
        let form = Form()
        let recorder = scheduler.record(form.$name.map { $0.uppercased() })
        scheduler.schedule(at: 2) { form.name = "ash" }
        scheduler.run()
        #expect(form.name == "ash")
        #expect(recorder.events == [.next(0, ""), .next(2, "ASH")])
    }

    @Test("the signal completes when the property is freed")
    func completesWhenFreed() {
        let owner = Box<MutableProperty<Int>?>(MutableProperty(1))
        let recorder = scheduler.record(owner.value!.signal)
        scheduler.schedule(at: 3) { owner.modify { $0 = nil } }
        scheduler.run()
        #expect(recorder.events == [.next(0, 1), .completed(3)])
    }

    @Test(
        "a value written from inside an observer is read back at once and delivered after the current change"
    )
    func reentrantWrite() {
        let volume = MutableProperty(5)
        let seen = Box<[String]>([])
        volume.signal.subscribeNext { level in
            if level > 10 {
                volume.value = 10
                seen.append("clamped, reads \(volume.value)")
            }
            seen.append("level \(level)")
        }
        volume.value = 15
        #expect(volume.value == 10)
        #expect(seen.value == ["level 5", "clamped, reads 10", "level 15", "level 10"])
    }

    @Test(
        "writes from many threads all arrive, one at a time, and the last one delivered is the value"
    )
    func concurrentWrites() {
        let counter = MutableProperty(0)
        let received = Box<[Int]>([])
        let inside = Box(0)
        let overlapped = Box(false)
        counter.signal.subscribeNext { value in
            if inside.modify({
                $0 += 1
                return $0
            }) > 1 {
                overlapped.modify { $0 = true }
            }
            received.modify { $0.append(value) }
            inside.modify { $0 -= 1 }
        }
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for step in 1...100 { counter.value = thread * 1_000 + step }
        }
        #expect(received.value.count == 801)
        #expect(Set(received.value.dropFirst()).count == 800)
        #expect(received.value.last == counter.value)
        #expect(!overlapped.value)
    }
}

/// A model with a wrapped property, as a learner would write it.
private struct Form {
    @MutableProperty var name = ""
}
