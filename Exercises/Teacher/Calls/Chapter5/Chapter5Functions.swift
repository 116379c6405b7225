import Foundation
import Pixels
import PixelsExerciseSupport
import Reactive

/// Chapter 5's answers as a table of functions: what an answer program plays
/// the judge's calls on. The learner's program fills it with the learner's
/// functions, the reference program with the reference solutions.
public struct Chapter5Functions: Sendable {
    /// 5.1 `imageURL(ofSize:in:)`.
    public var imageURL: @Sendable (_ size: Int, _ images: [ImageEntry]) -> String?
    /// 5.2 `photos(from:relativeTo:)`.
    public var photos: @Sendable (_ listing: ListingEntry, _ baseURL: URL) -> [Photo]
    /// 5.3 `thumbnail(from:decode:deliveringOn:)`.
    public var thumbnail:
        @Sendable (
            _ body: Signal<Data>, _ decode: @escaping @Sendable (Data) throws -> Image,
            _ main: any Scheduler
        ) -> Signal<Image>
    /// 5.4 `sharedPhotos(request:decode:)`.
    public var sharedPhotos:
        @Sendable (_ request: Signal<Data>, _ decode: @escaping @Sendable (Data) throws -> [Photo])
            -> Signal<[Photo]>
    /// 5.5 `configure(_:thumbnail:)`.
    public var configure: @Sendable (_ cell: GalleryCell, _ thumbnail: Signal<Image>) -> Void
    /// 5.6 `fullSizePhoto(_:fetchDetails:downloadFullSize:)`.
    public var fullSizePhoto:
        @Sendable (
            _ photo: Photo, _ fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
            _ downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
        ) -> Signal<Photo>
    /// 5.7 `SearchBox(search:)`, handing back the parts the grader uses.
    public var searchBox: @MainActor @Sendable (_ search: @escaping Search) -> SearchParts

    /// A table of these functions.
    public init(
        imageURL: @escaping @Sendable (_ size: Int, _ images: [ImageEntry]) -> String?,
        photos: @escaping @Sendable (_ listing: ListingEntry, _ baseURL: URL) -> [Photo],
        thumbnail:
            @escaping @Sendable (
                _ body: Signal<Data>, _ decode: @escaping @Sendable (Data) throws -> Image,
                _ main: any Scheduler
            ) -> Signal<Image>,
        sharedPhotos:
            @escaping @Sendable (
                _ request: Signal<Data>, _ decode: @escaping @Sendable (Data) throws -> [Photo]
            ) -> Signal<[Photo]>,
        configure: @escaping @Sendable (_ cell: GalleryCell, _ thumbnail: Signal<Image>) -> Void,
        fullSizePhoto:
            @escaping @Sendable (
                _ photo: Photo, _ fetchDetails: @escaping @Sendable (Photo) -> Signal<Photo>,
                _ downloadFullSize: @escaping @Sendable (Photo) -> Signal<Image>
            ) -> Signal<Photo>,
        searchBox: @escaping @MainActor @Sendable (_ search: @escaping Search) -> SearchParts
    ) {
        self.imageURL = imageURL
        self.photos = photos
        self.thumbnail = thumbnail
        self.sharedPhotos = sharedPhotos
        self.configure = configure
        self.fullSizePhoto = fullSizePhoto
        self.searchBox = searchBox
    }

    /// The same table with `change` made to it: one function replaced, for a mutant.
    public func with(_ change: (inout Chapter5Functions) -> Void) -> Chapter5Functions {
        var changed = self
        change(&changed)
        return changed
    }
}
