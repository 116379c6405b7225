import Foundation
import Reactive

/// Exercise 6.2 · Listen to live ratings only while the screen shows them: the reference solution.
///
/// Book: chapter 6, MVVM in practice (`-[RVMViewModel forwardSignalWhileActive:]`)
public func liveRatingText(of model: ViewModel, ratings: Signal<Double>) -> Signal<String> {
    // forwardWhileActive does the whole dance: it subscribes to the feed at
    // each activation, disposes that subscription at each deactivation, and
    // completes when the view model goes away. It watches the view model's
    // activity without holding on to the view model itself. The formatting
    // comes after it: a plain map, which costs nothing while inactive.
    // 中文：forwardWhileActive 包办了全部步骤：每次激活时订阅信息源，每次变为未
    // 激活时释放那个订阅，视图模型离开时完成。它观察视图模型是否激活，却不持有
    // 视图模型本身。格式化放在它后面：一个普通的 map，未激活时不花任何代价。
    model.forwardWhileActive(ratings)
        .map { rating in String(format: "%.2f", rating) }
}
