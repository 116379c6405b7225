import Pixels
import Reactive

/// Exercise 6.3 · A loading flag driven by activation: the reference solution.
///
/// Book: chapter 6, MVVM in practice (FRPPhotoViewModel's `loading`, set around the
/// download started by `didBecomeActiveSignal`)
public func loadingFlag(of model: ViewModel, download: Signal<Image>) -> Signal<Bool> {
    // Each change of activity says what the flag does from then on, as a
    // signal of its own. Inactive: just false. Active: true at once, then
    // run the download and, when it ends, false. `then` waits for the
    // download's completion (ignoring the image) and continues with false;
    // catchTo turns a failure into that same false, so the flag never fails.
    //
    // switchToLatest follows only the latest of these signals: when the
    // page becomes inactive, the active one is disposed, and with it the
    // download still running. (flatMap would merge them and let the old
    // download run on.) Becoming inactive after a download has finished
    // sends false again, so distinctUntilChanged drops the repeat.
    // 中文：每次激活状态的改变，都以一个自己的信号说明此后标志怎样变化。未激
    // 活：只有 false。激活：立即 true，然后运行下载，下载结束时 false。`then`
    // 等待下载完成（忽略图片），再接着发送 false；catchTo 把失败也变成同样的
    // false，所以这个标志从不失败。
    //
    // switchToLatest 只跟随这些信号中最新的那个：页面变为未激活时，激活时的那个
    // 信号被释放，仍在进行的下载也随之释放。（flatMap 会把它们合并，让旧的下载
    // 继续下去。）下载结束之后再变为未激活，会再次发送 false，所以由
    // distinctUntilChanged 丢掉这个重复。
    model.isActiveSignal
        .map { isActive -> Signal<Bool> in
            guard isActive else { return .just(false) }
            return Signal.just(true).concat(
                download.then { Signal.just(false) }.catchTo(.just(false)))
        }
        .switchToLatest()
        .distinctUntilChanged()
}
