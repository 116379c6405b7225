import Reactive

/// Exercise 6.5 · Keep exactly one page of the pager active: the reference solution.
///
/// Book: chapter 6, MVVM in practice (the page view controllers of FRPFullSizePhotoViewController
/// setting `viewModel.active`)
public func activateCurrentPage(of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>) {
    // Which page is active depends on two things, the pager's activity and
    // the index, so combine the latest of both and decide again whenever
    // either changes. take(during:) ends the subscription when the pager's
    // lifetime ends, which also disposes the one to `current`. (The pager's
    // activity completes then too, but combineLatest would wait for
    // `current` to complete as well.) The closure captures the pages, never
    // the pager, so the pager can go away.
    // 中文：哪一页激活取决于两件事：翻页器是否激活，以及下标，所以合并两者最新
    // 的值，任何一个改变时都重新决定。take(during:) 在翻页器的生命周期结束时结
    // 束订阅，这也会释放对 `current` 的订阅。（翻页器的激活状态那时也会完成，但
    // combineLatest 还会等 `current` 也完成。）闭包捕获的是各个页面，从不捕获翻
    // 页器，所以翻页器可以离开。
    Signal.combineLatest(pager.isActiveSignal, current)
        .take(during: pager.lifetime)
        .subscribeNext { pagerIsActive, index in
            // Every other page off. The page on show is left out of this
            // loop: switching it off to switch it on again would make it
            // cancel and restart its download.
            // 中文：其他每一页都设为未激活。正在显示的那页不在这个循环里：把它
            // 关掉再打开，会让它取消并重新开始下载。
            for (offset, page) in pages.enumerated() where offset != index {
                page.isActive = false
            }
            // Then the page on show follows the pager. Setting a view
            // model's isActive to the value it has does nothing at all.
            // 中文：然后正在显示的那页跟随翻页器。把视图模型的 isActive 设为它
            // 已有的值，什么都不会发生。
            if pages.indices.contains(index) {
                pages[index].isActive = pagerIsActive
            }
        }
}
