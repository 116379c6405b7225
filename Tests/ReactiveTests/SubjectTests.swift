import Foundation
import Reactive
import ReactiveTesting
import Testing

@Suite("Subjects")
struct SubjectTests {
    let scheduler = TestScheduler()

    @Test("a subject delivers each event once to everyone subscribed at that moment")
    func subjectIsHot() {
        let subject = Subject<String>()
        let early = scheduler.record(subject.signal)
        scheduler.schedule(at: 1) { subject.sendNext("a") }
        let late = scheduler.record(subject.signal, subscribeAt: 2)
        scheduler.schedule(at: 3) { subject.sendNext("b") }
        scheduler.schedule(at: 4) { subject.sendCompleted() }
        scheduler.run()
        #expect(early.events == [.next(1, "a"), .next(3, "b"), .completed(4)])
        #expect(late.events == [.next(3, "b"), .completed(4)])
    }

    @Test("a late subscriber to an ended subject gets the terminal event at once")
    func endedSubjectEndsLateSubscribers() {
        let subject = Subject<String>()
        subject.sendError(TestError("gone"))
        let late = scheduler.record(subject.signal)
        #expect(late.events == [.error(0, TestError("gone"))])
    }

    @Test("a disposed subscriber receives nothing more, and the others carry on")
    func disposedSubscriberStops() {
        let subject = Subject<String>()
        let leaving = scheduler.record(subject.signal)
        let staying = scheduler.record(subject.signal)
        subject.sendNext("a")
        leaving.dispose()
        subject.sendNext("b")
        #expect(leaving.values == ["a"])
        #expect(staying.values == ["a", "b"])
    }

    @Test("many subscribers can come and go without disturbing the rest")
    func churnKeepsOrder() {
        let subject = Subject<Int>()
        let kept = scheduler.record(subject.signal)
        for round in 0..<100 {
            let passing = subject.signal.subscribeNext { _ in }
            subject.sendNext(round)
            passing.dispose()
        }
        #expect(kept.values == Array(0..<100))
    }

    @Test("signal.subscribe(subject) forwards a signal's events into the subject")
    func forwardingIntoSubject() {
        let subject = Subject<String>()
        let recorder = scheduler.record(subject.signal)
        Signal.from(["x", "y"]).subscribe(subject)
        #expect(recorder.events == [.next(0, "x"), .next(0, "y"), .completed(0)])
    }

    @Test("a replay subject replays its last values to a late subscriber, then goes live")
    func replaySubjectBounded() {
        let subject = ReplaySubject<String>(capacity: 2)
        for value in ["a", "b", "c"] { subject.sendNext(value) }
        let late = scheduler.record(subject.signal)
        subject.sendNext("d")
        #expect(late.values == ["b", "c", "d"])
        #expect(subject.replayedValues == ["c", "d"])
    }

    @Test("an unlimited replay subject replays everything, then the terminal event")
    func replaySubjectUnlimited() {
        let subject = ReplaySubject<String>(capacity: .unlimited)
        for value in ["a", "b", "c"] { subject.sendNext(value) }
        subject.sendCompleted()
        let late = scheduler.record(subject.signal, subscribeAt: 5)
        scheduler.run()
        #expect(late.events == [.next(5, "a"), .next(5, "b"), .next(5, "c"), .completed(5)])
    }

    @Test("a replay subject subscribed from inside its own delivery sees each value exactly once")
    func replayDuringDelivery() {
        let subject = ReplaySubject<Int>(capacity: .unlimited)
        let nested = Box<[Int]>([])
        subject.signal.subscribeNext { value in
            guard value == 2 else { return }
            subject.signal.subscribeNext { inner in nested.modify { $0.append(inner) } }
        }
        for value in 1...4 { subject.sendNext(value) }
        #expect(nested.value == [1, 2, 3, 4])
    }

    @Test("a behaviour subject gives its current value first, then the changes")
    func behaviorSubject() {
        let subject = BehaviorSubject("idle")
        let first = scheduler.record(subject.signal)
        subject.sendNext("busy")
        let second = scheduler.record(subject.signal)
        subject.sendNext("idle")
        #expect(first.values == ["idle", "busy", "idle"])
        #expect(second.values == ["busy", "idle"])
        #expect(subject.value == "idle")
    }

    @Test("a behaviour subject that ended gives its last value and the terminal event")
    func endedBehaviorSubject() {
        let subject = BehaviorSubject(1)
        subject.sendNext(2)
        subject.sendCompleted()
        let late = scheduler.record(subject.signal)
        #expect(late.events == [.next(0, 2), .completed(0)])
    }
}

/// The three kinds of subject, for the tests every kind must pass.
enum SubjectKind: String, CaseIterable, Sendable, Codable, CustomTestStringConvertible {
    case plain = "Subject"
    case replay = "ReplaySubject"
    case behavior = "BehaviorSubject"

    func make() -> any SubjectProtocol<String> {
        switch self {
        case .plain: Subject()
        case .replay: ReplaySubject(capacity: .unlimited)
        case .behavior: BehaviorSubject("")
        }
    }

    var testDescription: String { rawValue }
}

@Suite("Contract 10: a subject used as a subscriber owns its upstream subscriptions")
struct SubjectAsSubscriberTests {
    let scheduler = TestScheduler()

    @Test(
        "Contract 10: a subject that completes disposes every subscription feeding it",
        arguments: SubjectKind.allCases)
    func completingDisposesUpstreams(kind: SubjectKind) {
        let subject = kind.make()
        let first = scheduler.hotSignal("-a---c---|")
        let second = scheduler.hotSignal("---b---d-|")
        first.signal.subscribe(subject)
        second.signal.subscribe(subject)
        scheduler.schedule(at: 4) { subject.sendCompleted() }
        scheduler.run()
        #expect(first.subscriptions == [SubscriptionSpan(0, 4)])
        #expect(second.subscriptions == [SubscriptionSpan(0, 4)])
    }

    @Test(
        "Contract 10: an error from one upstream ends the subject and disposes the others",
        arguments: SubjectKind.allCases)
    func upstreamErrorDisposesOthers(kind: SubjectKind) {
        let subject = kind.make()
        let failing = scheduler.hotSignal("-a-#")
        let other = scheduler.hotSignal("---b---d-|")
        let recorder = scheduler.record(subject.signal)
        other.signal.subscribe(subject)
        failing.signal.subscribe(subject)
        scheduler.run()
        #expect(recorder.events.last == .error(3, TestError()))
        #expect(other.subscriptions == [SubscriptionSpan(0, 3)])
        #expect(failing.subscriptions == [SubscriptionSpan(0, 3)])
    }

    @Test(
        "Contract 10: subscribing a subject that has ended disposes the new subscription at once",
        arguments: SubjectKind.allCases)
    func lateUpstreamDisposedAtOnce(kind: SubjectKind) {
        let subject = kind.make()
        subject.sendCompleted()
        let late = scheduler.hotSignal("-a-|")
        scheduler.schedule(at: 2) { late.signal.subscribe(subject) }
        scheduler.run()
        #expect(late.subscriptions == [SubscriptionSpan(2, 2)])
    }

    @Test(
        "Contract 10: a subject that ends disposes every subscription it was given, even ones nothing else holds",
        arguments: SubjectKind.allCases)
    func endingDisposesColdFeeds(kind: SubjectKind) {
        let subject = kind.make()
        let disposed = Box<[String]>([])
        for name in ["first", "second"] {
            Signal<String> { _ in ActionDisposable { disposed.append(name) } }.subscribe(subject)
        }
        #expect(disposed.value.isEmpty)
        subject.sendCompleted()
        #expect(disposed.value == ["first", "second"])
    }

    @Test(
        "Contract 10: a disposed feed is let go of at once, and does not keep the subject alive",
        arguments: SubjectKind.allCases)
    func disposedFeedsAreLetGo(kind: SubjectKind) async {
        // In a process of its own: the count of live subscriptions is global,
        // and other tests subscribe meanwhile.
        await #expect(processExitsWith: .success) { [kind = kind as SubjectKind] in
            let before = Diagnostics.liveSubscriptions
            weak var released: (any SubjectProtocol<String>)?
            do {
                let subject = kind.make()
                released = subject
                Signal<String>.never.subscribe(subject).dispose()
                guard Diagnostics.liveSubscriptions == before else { exit(2) }
            }
            exit(released == nil && Diagnostics.liveSubscriptions == before ? 0 : 1)
        }
    }
}
