import ExerciseSupport
import Foundation
import Reactive

/// Exercise 6.2 · Listen to live ratings only while the screen shows them
/// 练习 6.2 · 只在界面显示时收听实时评分
///
/// The detail screen shows a photo's rating as it changes. `ratings` is a
/// live feed of it (hot, and listening costs a connection), and `model` is
/// the screen's view model. Return the rating as the screen shows it, with
/// two decimals (`"97.25"`), taken from the feed only while `model` is
/// active: subscribe to `ratings` each time the view model becomes active,
/// and dispose that subscription each time it becomes inactive. The result
/// completes when the view model goes away. Don't keep the view model alive.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (with ratings of every kind: 97.256 and 99.999, which show
/// as "97.26" and "100.00"; 150.5, 1234567.89, negative ones, -0.0, 1e300,
/// infinity and NaN, each as `String(format: "%.2f", rating)` shows it), the
/// grader compares with the reference solution every text and its tick,
/// when the feed is subscribed, and whether the view model is freed when it
/// goes away.
///
/// 任务：详情界面显示一张照片不断变化的评分。`ratings` 是它的实时推送（热的，收
/// 听要占一条连接），`model` 是这个界面的视图模型。返回界面上显示的评分，保留两
/// 位小数（`"97.25"`），并且只在 `model` 处于激活状态时才从推送里取：视图模型每
/// 次变为激活，就订阅 `ratings`；每次变为未激活，就释放那个订阅。视图模型消失时，
/// 结果完成。不要让视图模型一直活着。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（各种各样
/// 的评分：97.256 和 99.999，分别显示为 "97.26" 和 "100.00"；150.5、1234567.89、
/// 负数、-0.0、1e300、无穷大和 NaN，每个都按 `String(format: "%.2f", rating)`
/// 的样子显示），与参考答案对比每段文字和它的时刻、推送何时被订阅，以及视图模型
/// 消失时是否被释放。
///
/// ```
/// active:    --t---f-t---     t = becomes active, f = becomes inactive; gone at 12
/// ratings:   -a-b-c-d-e-f-g   a = 97.00, b = 97.25, … each one quarter more
/// text:      ---b-c---e-f|    b = "97.25", …
/// ratings subscribed from 2 to 6 and from 8 to 12
/// ```
/// 图中：t = 变为激活，f = 变为未激活，视图模型在第 12 刻消失；a = 97.00，
/// b = 97.25，……每个比前一个多 0.25；`ratings` 在第 2 到第 6 刻、
/// 第 8 到第 12 刻被订阅。
///
/// 书中：第 6 章“MVVM的具体实践：
/// 激活的生命周期”（`-[RVMViewModel forwardSignalWhileActive:]`）
/// Book: chapter 6, MVVM in practice (`-[RVMViewModel forwardSignalWhileActive:]`)
public func liveRatingText(of model: ViewModel, ratings: Signal<Double>) -> Signal<String> {
    // TODO(6.2): forward the ratings while the model is active, each formatted with "%.2f".
    notAttempted("6.2")
}
