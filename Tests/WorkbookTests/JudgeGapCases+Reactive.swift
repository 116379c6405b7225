extension JudgeGapCase {
    /// Wrong answers to the reactive chapters: the taught operator is there,
    /// a decoy, while something else does the work.
    static let wrongReactive: [JudgeGapCase] = [
        JudgeGapCase(
            id: "3.3", name: "a hand-made signal, a silent subject merged in",
            text: """
                import Reactive
                import Synchronization

                public func rings(
                    onRing: (@escaping @Sendable (String) -> Void) -> Void,
                    onUnplug: (@escaping @Sendable () -> Void) -> Void
                ) -> Signal<String> {
                    let unused = Subject<String>()
                    let replay = ReplaySubject<String>(capacity: 0)
                    onRing { replay.sendNext($0) }
                    onUnplug { replay.sendCompleted(); unused.sendCompleted() }
                    let mine = Signal<String> { observer in replay.signal.subscribe(observer) }
                    return Signal.merge([mine, unused.signal])
                }
                """, refusedWith: "got:      a call to Signal { … }"),
        JudgeGapCase(
            id: "4.2", name: "a cache of one's own, an empty replay merged in",
            text: """
                import Reactive

                public func cachedFetch(_ fetch: Signal<String>) -> Signal<String> {
                    let shared = fetch.replayLazily()
                    let mine = Signal<String> { observer in shared.subscribe(observer) }
                    return Signal.merge([mine, Signal<String>.empty.replayLazily()])
                }
                """, refusedWith: "got:      a call to Signal { … }"),
        JudgeGapCase(
            id: "5.5", name: "switchToLatest ends the binding, takeUntil waits on never",
            text: """
                import Pixels
                import PixelsExerciseSupport
                import Reactive

                public func configure(_ cell: GalleryCell, thumbnail: Signal<Image>) {
                    let images: Signal<Image?> = thumbnail.map { image -> Image? in image }
                    let ending = cell.prepareForReuse.take(1).map { _ in Signal<Image?>.empty }
                    cell.image <~ ending.startWith(images).switchToLatest().takeUntil(Signal<Void>.never)
                }
                """, refusedWith: "got:      a call to switchToLatest"),
        JudgeGapCase(
            id: "6.2", name: "rounding half away from zero by hand",
            text: """
                import Foundation
                import Reactive

                public func liveRatingText(of model: ViewModel, ratings: Signal<Double>) -> Signal<String> {
                    model.forwardWhileActive(ratings)
                        .map { rating in String(format: "%.2f", (rating * 100).rounded() / 100) }
                }
                """, refusedWith: "97.12"),
    ]

    /// Right answers an earlier judge refused.
    static let right: [JudgeGapCase] = [
        JudgeGapCase(
            id: "2.3", name: "a cache behind Synchronization's Mutex",
            text: """
                import Synchronization

                private final class Memo: Sendable {
                    let cached = Mutex<Int?>(nil)
                }

                public func memoized(_ compute: @escaping () -> Int) -> () -> Int {
                    let memo = Memo()
                    return {
                        memo.cached.withLock { cached in
                            if let cached { return cached }
                            let value = compute()
                            cached = value
                            return value
                        }
                    }
                }
                """, refusedWith: nil),
        JudgeGapCase(
            id: "1.3", name: "a running total in reduce(into:), its own parameter changed",
            text: """
                public func total(of numbers: [Int]) -> Int {
                    numbers.reduce(into: 0) { sum, number in sum += number }
                }
                """, refusedWith: nil),
    ]
}
