import Foundation
import Pixels

/// The bundled photo fixtures, decoded once: the 14 photos of the listing,
/// each photo's details, and its images.
///
/// A fake importer made with `FakeImporter.Answers.fixtures` answers from it,
/// so view models under test see the same photos the terminal app shows,
/// without a server. A program that needs the fixtures checks `bundled`
/// first and stops with one line if they are missing.
///
/// ```swift
/// let library = PhotoLibrary.shared
/// print(library.photos[1].name)   // prints Chelsea the Cat
/// ```
///
/// Book: the 500px API's answers, which the book's app downloads.
public struct PhotoLibrary: Sendable {
    /// The fixtures, or why they could not be read.
    public static let bundled = Result { () throws(PixelsError) in
        try PhotoLibrary(FixtureStore.bundled())
    }

    /// The fixtures; empty if they could not be read.
    public static var shared: PhotoLibrary {
        (try? bundled.get()) ?? PhotoLibrary(photos: [], details: [:], store: nil)
    }

    /// The address the photos' image URLs are made absolute against.
    public static let baseURL = URL(string: "http://fake")!

    /// The photos as the listing gives them: no details, no images.
    public let photos: [Photo]
    /// Each photo as its details give it, by id.
    public let details: [Int: Photo]
    private let store: FixtureStore?

    private init(photos: [Photo], details: [Int: Photo], store: FixtureStore?) {
        self.photos = photos
        self.details = details
        self.store = store
    }

    private init(_ store: FixtureStore) throws(PixelsError) {
        let v1 = store.directory.appendingPathComponent("v1")
        let photos = try PhotoDecoder.listing(
            from: try Self.read(v1.appendingPathComponent("popular.json")),
            relativeTo: Self.baseURL)
        var details: [Int: Photo] = [:]
        for photo in photos {
            let file = v1.appendingPathComponent("photos/\(photo.id).json")
            details[photo.id] = try PhotoDecoder.details(
                from: try Self.read(file), relativeTo: Self.baseURL)
        }
        self.init(photos: photos, details: details, store: store)
    }

    /// A fake importer's answers from these fixtures: a photo without
    /// details fails with HTTP 404, as the server would answer.
    public var answers: FakeImporter.Answers {
        let details = details
        return FakeImporter.Answers(
            photos: photos,
            details: { photo throws(PixelsError) in
                guard let found = details[photo.id] else {
                    throw .httpStatus(404, url: "\(Self.baseURL)/v1/photos/\(photo.id)")
                }
                return found
            },
            thumbnail: { photo throws(PixelsError) in
                try image(named: "\(photo.id)-\(PhotoDecoder.thumbnailSize).ppm")
            },
            fullSize: { photo throws(PixelsError) in
                try image(named: "\(photo.id)-\(PhotoDecoder.fullSize).ppm")
            })
    }

    /// The image file `name` (e.g. `1002-4.ppm`), decoded.
    public func image(named name: String) throws(PixelsError) -> Image {
        guard let data = store?.imageData(named: name) else {
            throw .fixturesUnavailable(en: "no image \(name)", zh: "没有图片 \(name)")
        }
        return try PPM.decode(data)
    }

    private static func read(_ file: URL) throws(PixelsError) -> Data {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .fixturesUnavailable(
                en: "cannot read \(file.path)", zh: "无法读取 \(file.path)")
        }
        return data
    }
}
