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
    Signal.combineLatest(pager.isActiveSignal, current)
        .take(during: pager.lifetime)
        .subscribeNext { pagerIsActive, index in
            // Every other page off. The page on show is left out of this
            // loop: switching it off to switch it on again would make it
            // cancel and restart its download.
            for (offset, page) in pages.enumerated() where offset != index {
                page.isActive = false
            }
            // Then the page on show follows the pager. Setting a view
            // model's isActive to the value it has does nothing at all.
            if pages.indices.contains(index) {
                pages[index].isActive = pagerIsActive
            }
        }
}
