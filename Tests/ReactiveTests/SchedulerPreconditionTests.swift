import Foundation
import Reactive
import Testing

/// Contract 7: a scheduler that cannot repeat, or a period of zero, stops the
/// program with one clear line instead of spinning or overflowing the stack.
@Suite("Contract 7: repeating needs a scheduler with time and a period longer than zero")
struct SchedulerPreconditionTests {
    static let errorOutput: [any PartialKeyPath<ExitTest.Result> & Sendable] = [
        \.standardErrorContent
    ]

    @Test("Contract 7: interval on the immediate scheduler stops with a clear message")
    func immediateSchedulerCannotRepeat() async {
        let result = await #expect(processExitsWith: .failure, observing: Self.errorOutput) {
            Signal.interval(.milliseconds(1), on: ImmediateScheduler.shared).take(3)
                .subscribeNext { _ in }
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ImmediateScheduler cannot repeat"))
    }

    @Test("Contract 7: a repeating schedule on the immediate scheduler stops with a clear message")
    func immediateSchedulerRefusesToRepeat() async {
        let result = await #expect(processExitsWith: .failure, observing: Self.errorOutput) {
            ImmediateScheduler.shared.schedule(after: .zero, repeatingEvery: .seconds(1)) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("ImmediateScheduler cannot repeat"))
    }

    @Test("Contract 7: interval refuses a period of zero", arguments: ["zero", "negative"])
    func intervalRefusesZeroPeriod(period: String) async {
        let result = await #expect(processExitsWith: .failure, observing: Self.errorOutput) {
            [period = period as String] in
            _ = Signal.interval(period == "zero" ? .zero : .seconds(-1), on: TestScheduler())
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a repeating schedule needs a period longer than zero"))
    }

    @Test(
        "Contract 7: every scheduler refuses to repeat with a period of zero",
        arguments: ["test", "queue", "main"])
    func schedulersRefuseZeroPeriod(kind: String) async {
        let result = await #expect(processExitsWith: .failure, observing: Self.errorOutput) {
            [kind = kind as String] in
            let scheduler: any Scheduler =
                switch kind {
                case "test": TestScheduler()
                case "queue": QueueScheduler(name: "zero")
                default: MainScheduler.shared
                }
            scheduler.schedule(after: .zero, repeatingEvery: .zero) {}
        }
        let message = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(message.contains("a repeating schedule needs a period longer than zero"))
    }
}
