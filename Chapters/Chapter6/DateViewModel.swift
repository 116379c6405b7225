import Foundation
import Reactive
import Synchronization

/// A model with the date it was added: the book's example of a model
/// property that a view model turns into text.
///
/// Book: the model with `dateAdded` in 什么是MVVM
final class Upload: Sendable {
    /// When it was added.
    let dateAdded: MutableProperty<Date>

    /// An upload added at `date`.
    init(dateAdded date: Date) {
        dateAdded = MutableProperty(date)
    }
}

/// The view model of a screen that shows when something was added: it maps
/// the model's date to text with one formatter, made once and shared.
///
/// ```swift
/// let viewModel = DateViewModel(model: Upload(dateAdded: Date(timeIntervalSince1970: 0)))
/// print(viewModel.dateAdded.value)   // prints 1 January 1970
/// ```
///
/// Book: the `dateAdded` view model of 什么是MVVM, with its class method `+dateFormatter`
final class DateViewModel: ViewModel, @unchecked Sendable {
    // snippet.dateViewModel
    let dateAdded = MutableProperty("")

    init(model: Upload) {
        super.init(model: model)
        dateAdded
            <~ model.dateAdded.signal.map { date in
                Self.dateFormatter.withLock { $0.string(from: date) }
            }
    }

    /// Made once, on first use: making a DateFormatter is slow.
    static let dateFormatter: Mutex<DateFormatter> = {
        formattersMade.withLock { $0 += 1 }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "d MMMM yyyy"
        return Mutex(formatter)
    }()
    // snippet.end

    /// How many formatters were made, for the narration to show that it is one.
    static let formattersMade = Mutex(0)
}

/// A label on the screen: its text, as a binding sets it.
///
/// Book: UILabel
final class Label: Sendable {
    private let shown = Mutex("")

    /// The text shown.
    var text: String {
        get { shown.withLock { $0 } }
        set { shown.withLock { $0 = newValue } }
    }
}
