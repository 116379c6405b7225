import ExerciseSupport
import Pixels
import Reactive

/// Exercise 6.3 · A loading flag driven by activation
/// 练习 6.3 · 由激活状态驱动的加载标志
///
/// A photo page downloads its image each time it becomes active, and shows a
/// spinner while it does. `download` is cold: subscribing starts it. Return
/// the flag the spinner binds to; while something listens to it, it runs the
/// download at each activation. It is false at first and while the page is
/// inactive; true from each activation until that download completes or
/// fails; false again as soon as the page becomes inactive, which cancels a
/// download still running (disposes its subscription). A download may send
/// its image before it ends: the flag waits for the end. Never send the
/// same value twice in a row, and never fail: a failed download just stops
/// the spinner.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (downloads that send one image or several before they
/// end, fail, or never end; the page switched on and off again and again,
/// twice in one tick, while one runs), the grader compares with the
/// reference solution every value of the flag and its tick, and when each
/// run of the download starts and is cancelled.
///
/// 任务：照片页每次变为激活时都会下载它的图片，下载时显示一个转圈的进度 HUD。
/// `download` 是冷的：订阅它就开始下载。返回进度 HUD 所绑定的标志；只要有东西在
/// 收听它，它就在每次激活时运行下载。一开始以及页面未激活时，它是 false；从每次
/// 激活到那次下载完成或失败，它是 true；页面一变为未激活就再变回 false，这会取
/// 消仍在运行的下载（释放它的订阅）。下载可能在结束前就发出图片：标志要等到结束。
/// 连续两次绝不发送相同的值，也绝不失败：下载失败只是让进度 HUD 停下。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（结束前发
/// 出一张或几张图片、失败或永不结束的下载；页面被一次又一次地打开和关闭，有时在
/// 同一刻里两次，有时在下载进行中），与参考答案对比标志的每个值和它的时刻，以及
/// 每次下载何时开始、何时被取消。
///
/// ```
/// active:    --t-----f-t-f-t--      t = becomes active, f = becomes inactive
/// download:  ---(i|), ---(i|), --#  the 1st, 2nd and 3rd runs, each from its start
/// loading:   f-t--f----t-f-t-f      the 2nd run is cancelled at 12
/// ```
/// 图中：t = 变为激活，f = 变为未激活；download 一行依次是第 1、2、3 次运行，
/// 各自从开始时算起，(i|) 表示 i 和完成事件在同一刻到达；
/// 第 2 次运行在第 12 刻被取消。
///
/// 书中：第 6 章“MVVM的具体实践：激活的生命周期”（FRPPhotoViewModel 的
/// `loading`，在由 `didBecomeActiveSignal` 启动的下载前后设置）
/// Book: chapter 6, MVVM in practice (FRPPhotoViewModel's `loading`, set around the
/// download started by `didBecomeActiveSignal`)
public func loadingFlag(of model: ViewModel, download: Signal<Image>) -> Signal<Bool> {
    // TODO(6.3): map each activity change to a flag signal, switch to the latest, drop repeats.
    notAttempted("6.3")
}
