import Reactive

/// Wrong answers to exercise 6.5 that its grader must catch.
public enum Mutants6_5 {
    /// Activates the page on show whether or not the pager is active.
    public static func ignoresThePager(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        current.take(during: pager.lifetime).subscribeNext { index in
            for (offset, page) in pages.enumerated() {
                page.isActive = offset == index
            }
        }
    }

    /// Waits for the pager to become active, then follows only the index:
    /// when the pager becomes inactive, its page stays active.
    public static func ignoresThePagerGoingInactive(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        Signal.combineLatest(pager.didBecomeActive, current)
            .take(during: pager.lifetime)
            .subscribeNext { _, index in
                for (offset, page) in pages.enumerated() where offset != index {
                    page.isActive = false
                }
                if pages.indices.contains(index) {
                    pages[index].isActive = true
                }
            }
    }

    /// Activates the new page but leaves the old one active.
    public static func leavesOldPagesOn(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                if pages.indices.contains(index) {
                    pages[index].isActive = pagerIsActive
                }
            }
    }

    /// Switches every page off, then the one on show on: it flickers.
    public static func flickers(of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>) {
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                for page in pages {
                    page.isActive = false
                }
                if pages.indices.contains(index) {
                    pages[index].isActive = pagerIsActive
                }
            }
    }

    /// Wraps an index out of bounds round to a page.
    public static func wrapsTheIndex(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                let shown = index % pages.count
                for (offset, page) in pages.enumerated() where offset != shown {
                    page.isActive = false
                }
                pages[shown].isActive = pagerIsActive
            }
    }

    /// Never stops: goes on listening to `current` after the pager has gone.
    public static func neverStops(of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>)
    {
        Signal.combineLatest(pager.isActiveSignal, current)
            .subscribeNext { pagerIsActive, index in
                for (offset, page) in pages.enumerated() where offset != index {
                    page.isActive = false
                }
                if pages.indices.contains(index) {
                    pages[index].isActive = pagerIsActive
                }
            }
    }

    /// Clamps an index out of bounds to the nearest page: -1 shows the first
    /// page, and an index past the end the last one.
    public static func clampsTheIndex(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                guard !pages.isEmpty else { return }
                let shown = min(max(index, 0), pages.count - 1)
                for (offset, page) in pages.enumerated() where offset != shown {
                    page.isActive = false
                }
                pages[shown].isActive = pagerIsActive
            }
    }

    /// Written for the three pages of every example: a fourth page is never
    /// switched on or off.
    public static func assumesThreePages(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                for offset in 0..<min(3, pages.count) where offset != index {
                    pages[offset].isActive = false
                }
                if (0..<min(3, pages.count)).contains(index) {
                    pages[index].isActive = pagerIsActive
                }
            }
    }

    /// Looks after the first ten pages only, as if no pager held more: an
    /// eleventh page is never switched on.
    public static func looksAfterTenPages(
        of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>
    ) {
        let handled = Array(pages.prefix(10))
        Signal.combineLatest(pager.isActiveSignal, current)
            .take(during: pager.lifetime)
            .subscribeNext { pagerIsActive, index in
                for (offset, page) in handled.enumerated() where offset != index {
                    page.isActive = false
                }
                if handled.indices.contains(index) {
                    handled[index].isActive = pagerIsActive
                }
            }
    }
}
