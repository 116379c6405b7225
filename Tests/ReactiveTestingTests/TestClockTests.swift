import ReactiveTesting
import Testing

@Suite("TestClock: virtual time for async code")
struct TestClockTests {
    /// The instant `seconds` after the clock was made.
    func at(_ seconds: Int) -> TestClock.Instant {
        TestClock.Instant(offset: .seconds(seconds))
    }

    @Test("time starts at zero and moves only when the test advances it, never back")
    func timeMovesOnlyWhenAdvanced() {
        let clock = TestClock()
        #expect(clock.now == at(0))
        clock.advance(by: .seconds(3))
        #expect(clock.now == at(3))
        clock.advance(to: at(1))
        #expect(clock.now == at(3))
        clock.advance(to: at(5))
        #expect(clock.now == at(5))
    }

    @Test("a sleeper wakes when the clock reaches its deadline, not a tick before")
    func sleeperWakesAtItsDeadline() async throws {
        let clock = TestClock()
        let sleeper = Task {
            try await clock.sleep(for: .seconds(2))
            return clock.now
        }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        try #require(clock.sleeperCount == 0)
        #expect(try await sleeper.value == at(2))
    }

    @Test("one advance wakes every sleeper due by then, and only those")
    func advanceWakesTheDueSleepers() async throws {
        let clock = TestClock()
        let sleepers = [3, 1, 2].map { seconds in
            Task {
                try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
                return seconds
            }
        }
        await clock.sleepers(atLeast: 3)
        clock.advance(by: .seconds(2))
        try #require(clock.sleeperCount == 1)
        #expect(try await sleepers[1].value == 1)
        #expect(try await sleepers[2].value == 2)
        clock.advance(by: .seconds(1))
        try #require(clock.sleeperCount == 0)
        #expect(try await sleepers[0].value == 3)
    }

    @Test("a sleep until a moment already passed returns at once")
    func pastDeadlineReturnsAtOnce() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: at(3))
        try await clock.sleep(for: .zero)
        #expect(clock.now == at(5))
        #expect(clock.sleeperCount == 0)
    }

    @Test("cancelling a sleeping task takes it off the clock at once; its sleep throws")
    func cancellingASleeper() async throws {
        let clock = TestClock()
        let sleeper = Task { try await clock.sleep(for: .seconds(10)) }
        await clock.sleepers(atLeast: 1)
        sleeper.cancel()
        try #require(clock.sleeperCount == 0)
        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test("a task cancelled before it sleeps throws at once and never joins the clock")
    func cancelledBeforeSleeping() async {
        let clock = TestClock()
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(10))
        }
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.sleeperCount == 0)
    }

    @Test("sleepers(atLeast:) waits until that many tasks are asleep")
    func waitingForSleepers() async throws {
        let clock = TestClock()
        let counted = Task {
            await clock.sleepers(atLeast: 2)
            return clock.sleeperCount
        }
        let first = Task { try await clock.sleep(for: .seconds(1)) }
        let second = Task { try await clock.sleep(for: .seconds(1)) }
        #expect(await counted.value == 2)
        clock.advance(by: .seconds(1))
        try #require(clock.sleeperCount == 0)
        try await first.value
        try await second.value
    }

    @Test("Task.sleep(for:clock:) sleeps on the test clock too")
    func standardLibrarySleep() async throws {
        let clock = TestClock()
        let sleeper = Task {
            try await Task.sleep(for: .milliseconds(500), clock: clock)
            return clock.now
        }
        await clock.sleepers(atLeast: 1)
        clock.advance(by: .milliseconds(500))
        try #require(clock.sleeperCount == 0)
        #expect(try await sleeper.value == TestClock.Instant(offset: .milliseconds(500)))
    }

    @Test("on the main actor, a sleep called on the clock itself is registered before it yields")
    @MainActor func sleepRegistersOnTheCallersActor() async throws {
        let clock = TestClock()
        var seen: Int?
        // Queued on the main actor now: it runs as soon as the test suspends.
        let checker = Task { @MainActor in
            seen = clock.sleeperCount
            clock.advance(by: .seconds(1))
        }
        try await clock.sleep(until: at(1))
        await checker.value
        #expect(seen == 1)
    }

    @Test("on the main actor, sleepers woken together run there, the earliest deadline first")
    @MainActor func sleepersWakeOnTheCallersActorInOrder() async throws {
        let clock = TestClock()
        var woken: [Int] = []
        let sleepers = [3, 1, 2].map { seconds in
            Task { @MainActor in
                try await clock.sleep(until: TestClock.Instant(offset: .seconds(seconds)))
                MainActor.assertIsolated()
                woken.append(seconds)
            }
        }
        // One turn of the main actor's queue: each task runs up to its sleep.
        await Task.yield()
        #expect(clock.sleeperCount == 3)
        clock.advance(by: .seconds(3))
        // The woken tasks are back on the main actor's queue, ahead of this one.
        await Task.yield()
        #expect(woken == [1, 2, 3])
        for sleeper in sleepers { try await sleeper.value }
    }
}
