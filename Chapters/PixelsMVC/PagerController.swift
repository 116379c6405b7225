import PixelsTerminal

/// A controller that shows one page at a time, paged with ← and →, under a
/// title bar with the page's place: what hosts the full-size photos.
///
/// A subclass says how to make the page for an index (`page(at:)`) and what
/// to do once a page has turned (`didTurnPage()`). The page on show appears
/// and disappears with the pager; turning makes the new page appear and the
/// old one disappear. Esc goes back.
///
/// ```swift
/// final class Photos: PagerController, @unchecked Sendable {
///     override func page(at index: Int) -> ViewController? { … }
/// }
/// ```
///
/// Book: UIPageViewController, with its data source and its delegate's
/// `-pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:`
open class PagerController: ViewController, @unchecked Sendable {
    /// The page on show, if any.
    public private(set) var page: ViewController?
    /// The index of the page on show.
    public private(set) var pageIndex = 0
    /// How many pages there are, for the title bar.
    open var pageCount: Int { 0 }

    /// Shows the page for `index`, if there is one, without turning to it.
    public final func showPage(at index: Int) {
        guard let made = page(at: index) else { return }
        page = made
        pageIndex = index
    }

    /// The page for `index`, or nil if there is none. Book: the data source's
    /// `-pageViewController:viewControllerBeforeViewController:` and `…After…`
    open func page(at index: Int) -> ViewController? {
        nil
    }

    /// Called once a page has turned. Book: `-pageViewController:didFinishAnimating:…`
    open func didTurnPage() {}

    /// Turns to the page `offset` away, if there is one.
    public final func turnPage(by offset: Int) {
        guard let old = page, let new = page(at: pageIndex + offset) else { return }
        old.disappear()
        page = new
        pageIndex += offset
        new.appear()
        didTurnPage()
        setNeedsDisplay()
    }

    /// The page on show appears with the pager.
    open override func viewWillAppear() {
        page?.appear()
    }

    /// The page on show disappears with the pager.
    open override func viewDidDisappear() {
        page?.disappear()
    }

    /// The full-size photo.
    open override var kind: ScreenKind { .photo }

    /// ←→ and Esc.
    open override var keyHelp: [KeyHelp] {
        [
            KeyHelp("←→", context.text(en: "page", zh: "翻页")),
            KeyHelp("Esc", context.text(en: "back", zh: "返回")),
        ]
    }

    /// Once the page on show has nothing on its way.
    open override var isSettled: Bool {
        page?.isSettled ?? true
    }

    /// ← and → turn the page; Esc goes back.
    open override func handle(_ key: Key) -> Bool {
        switch key {
        case .left: turnPage(by: -1)
        case .right: turnPage(by: 1)
        case .escape: navigationController.pop(self)
        default: return false
        }
        return true
    }

    /// The title bar, with the page's place, then the page on show.
    open override func draw(into frame: inout Frame) {
        let place =
            page == nil
            ? ""
            : context.text(
                en: "\(pageIndex + 1) of \(pageCount)", zh: "\(pageIndex + 1)/\(pageCount)")
        frame.titleBar("‹ \(title) ›", right: place)
        page?.draw(into: &frame)
    }
}
