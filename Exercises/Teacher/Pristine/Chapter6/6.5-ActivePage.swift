import ExerciseSupport
import Reactive

/// Exercise 6.5 · Keep exactly one page of the pager active
/// 练习 6.5 · 让翻页器恰好有一页处于激活状态
///
/// The full-size pager is a view model, `pager`, that holds one view model
/// per photo, `pages`, and shows the page at the index `current` sends.
/// Make exactly that page active, and only while the pager itself is
/// active: when the index changes, the page left behind becomes inactive and
/// the new one active; when the pager becomes inactive, so does its page;
/// an index with no page (past the end, or negative) leaves every page
/// inactive. There may be any number of pages, none included. Never
/// switch the page on show off and on again. When the pager goes away, stop:
/// no longer listen to `current`, and leave the pages as they are.
///
/// Graded: on virtual time, in the story below and a couple of hundred
/// generated ones (0 to 40 pages; indices that repeat, or fall just past the
/// end, at -1, `Int.min` or `Int.max`; the function called after the first
/// events), the grader compares with the reference solution every page's
/// activity and its tick, the subscription to `current`, and whether the
/// pager is freed when it goes away.
///
/// 任务：高清图的翻页器是一个视图模型 `pager`，它为每张照片持有一个视图模型，即
/// `pages`，并显示 `current` 发出的下标所对应的那一页。让恰好那一页处于激活状态，
/// 而且只在翻页器本身激活时才如此：下标变化时，离开的那一页变为未激活，新的那一
/// 页变为激活；翻页器变为未激活时，它的那一页也一样；没有对应页面的下标（超过末
/// 尾，或是负数）让所有页面都未激活。页面可以有任意多个，也可以一个都没有。绝不
/// 把正在显示的那一页关掉又打开。翻页器消失时就停下：不再收听 `current`，页面保
/// 持原样。
///
/// 评分：评分器在虚拟时间上，用下面的时间线和两百来个随机生成的时间线（0 到 40
/// 个页面；重复的下标，或者刚好超过末尾、-1、`Int.min` 或 `Int.max` 的下标；在
/// 最初几个事件之后才调用函数），与参考答案对比每一页的激活状态和它的时刻、对
/// `current` 的订阅，以及翻页器消失时是否被释放。
///
/// ```
/// pager:     --t-------f--t--       t = becomes active, f = inactive; gone at 16
/// current:   0----1-17---0----1     7 is out of bounds; the second 1 is the same page
/// page 0:    f-t--f-------t         each page's isActive
/// page 1:    f----t--f
/// ```
/// 图中：t = 变为激活，f = 变为未激活，翻页器在第 16 刻消失；7 超出范围，
/// 第二个 1 是同一页；page 0 和 page 1 两行是各页的 `isActive`。
///
/// 书中：第 6 章“MVVM的具体实践：
/// 激活的生命周期”（FRPFullSizePhotoViewController 的各个页面视图控制器设置
/// `viewModel.active`）
/// Book: chapter 6, MVVM in practice (the page view controllers of FRPFullSizePhotoViewController
/// setting `viewModel.active`)
public func activateCurrentPage(of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>) {
    // TODO(6.5): combine the pager's activity with the index, until the pager goes away.
    notAttempted("6.5")
}
