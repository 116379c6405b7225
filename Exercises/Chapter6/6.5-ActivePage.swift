import ExerciseSupport
import Reactive

/// Exercise 6.5 · Keep exactly one page of the pager active
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
/// generated ones (0 to 10 pages; indices that repeat, or fall just past the
/// end, at -1, `Int.min` or `Int.max`; the function called after the first
/// events), the grader compares with the reference solution every page's
/// activity and its tick, the subscription to `current`, and whether the
/// pager is freed when it goes away.
///
/// ```
/// pager:     --t-------f--t--       t = becomes active, f = inactive; gone at 16
/// current:   0----1-17---0----1     7 is out of bounds; the second 1 is the same page
/// page 0:    f-t--f-------t         each page's isActive
/// page 1:    f----t--f
/// ```
///
/// Book: chapter 6, MVVM in practice (the page view controllers of FRPFullSizePhotoViewController
/// setting `viewModel.active`)
public func activateCurrentPage(of pages: [ViewModel], in pager: ViewModel, current: Signal<Int>) {
    // TODO(6.5): combine the pager's activity with the index, until the pager goes away.
    notAttempted("6.5")
}
