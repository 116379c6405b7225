import Pixels
import Reactive

// snippet.photoListing
/// What one list screen needs from whichever view model it shows.
protocol PhotoListing: Sendable {
    var heading: String { get }
    var rows: Signal<[String]> { get }
}

/// The popular photos, from the photo API.
struct PopularPhotos: PhotoListing {
    let importer: any PhotoImporting
    var heading: String { "Popular" }
    var rows: Signal<[String]> {
        importer.importPhotos().map { photos in photos.map(\.name) }
    }
}

/// The photos whose names contain a search term, from the same API.
struct SearchResultPhotos: PhotoListing {
    let term: String
    let importer: any PhotoImporting
    var heading: String { "Search: \(term)" }
    var rows: Signal<[String]> {
        importer.importPhotos().map { photos in
            photos.map(\.name).filter { $0.contains(term) }
        }
    }
}

/// A list fixed when the app is built: nothing to download.
struct FeaturedPhotos: PhotoListing {
    var heading: String { "Featured" }
    var rows: Signal<[String]> { Signal.just(["Chelsea the Cat"]) }
}
// snippet.end

/// The one list screen: it draws any `PhotoListing` as a heading and its rows.
///
/// Book: the view controller that depends only on its view models' protocol
final class ListScreen: Sendable {
    private let lines = MutableProperty<[String]>([])

    init(_ model: any PhotoListing) {
        let heading = model.heading
        lines
            <~ model.rows.map { rows in
                ["\(heading) (\(rows.count))"] + rows.prefix(2).map { "  \($0)" }
            }
    }

    /// What the screen shows now, one line per row.
    var text: [String] { lines.value }
}
