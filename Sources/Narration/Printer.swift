/// A section's `print`: it prints on the page, as live output under the code.
///
/// A section declares `let print = page.printer`, so the `print(…)` calls in
/// its listings are the ones that write the `▸` lines below them. It takes
/// what Swift's `print` takes, apart from a terminator: each call ends a line.
///
/// ```swift
/// let print = page.printer
/// print("A =", 3)   // prints   ▸ A = 3
/// ```
///
/// Book: `NSLog`, with which the book's examples report what happened.
public struct Printer: Sendable {
    private let page: Narrator

    init(_ page: Narrator) {
        self.page = page
    }

    /// Prints `items` as Swift's `print` would, each described and separated by `separator`.
    public func callAsFunction(_ items: Any..., separator: String = " ") {
        page.output(items.map { String(describing: $0) }.joined(separator: separator))
    }
}

extension Narrator {
    /// The page's `print`, for a section to shadow Swift's: `let print = page.printer`.
    public var printer: Printer {
        Printer(self)
    }
}
