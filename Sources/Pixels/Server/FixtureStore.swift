import Foundation
import WorkbookKit

/// The photo API's content, loaded into memory once: the listing, each photo's
/// details and the image files.
///
/// The server answers only from these dictionaries and never opens a file
/// while serving, so no request path can reach a file outside the fixtures.
/// The bundled fixtures are 14 public-domain or CC0 photos (see
/// `Fixtures/ATTRIBUTION.md`), each with a 32×32 thumbnail (`ID-3.ppm`) and a
/// full-size image of at most 240×240 (`ID-4.ppm`). Image URLs in the JSON
/// files are relative (`/images/1001-3.ppm`); the server makes them absolute.
///
/// ```swift
/// let fixtures = try FixtureStore.bundled()
/// print(fixtures.photoIDs.count)   // prints 14
/// ```
public struct FixtureStore: Sendable {
    /// The listing, with every photo, in order.
    let listing: PhotoListingJSON
    /// Each photo's details, by id.
    let details: [Int: PhotoJSON]
    /// Each image file's bytes, by file name (e.g. `1001-3.ppm`).
    let images: [String: Data]

    /// The directory the fixtures were read from.
    public let directory: URL

    /// The photos' ids, in the listing's order.
    public var photoIDs: [Int] { listing.photos.map(\.id) }

    /// The image file names, sorted.
    public var imageNames: [String] { images.keys.sorted() }

    /// The bytes of one image file, e.g. `imageData(named: "1001-3.ppm")`.
    public func imageData(named name: String) -> Data? { images[name] }

    /// The fixtures bundled with the `Pixels` module as a package resource.
    public static func bundled() throws(PixelsError) -> FixtureStore {
        guard let directory = Bundle.module.url(forResource: "Fixtures", withExtension: nil)
        else {
            throw .fixturesUnavailable(
                Bilingual(
                    en: "the Fixtures resource is not in the bundle",
                    zh: "资源包里没有名为 \"Fixtures\" 的资源"))
        }
        return try FixtureStore(directory: directory)
    }

    /// Loads fixtures laid out as `v1/popular.json`, `v1/photos/ID.json` and
    /// `images/*.ppm` under `directory`.
    public init(directory: URL) throws(PixelsError) {
        self.directory = directory
        let files = FileManager.default
        let v1 = directory.appendingPathComponent("v1")
        listing = try Self.decode(v1.appendingPathComponent("popular.json"))
        var details: [Int: PhotoJSON] = [:]
        for photo in listing.photos {
            let file = v1.appendingPathComponent("photos/\(photo.id).json")
            let json: PhotoDetailsJSON = try Self.decode(file)
            details[photo.id] = json.photo
        }
        self.details = details
        let imagesDirectory = directory.appendingPathComponent("images")
        guard let names = try? files.contentsOfDirectory(atPath: imagesDirectory.path) else {
            throw .fixturesUnavailable(
                Bilingual(
                    en: "cannot list \(imagesDirectory.path)", zh: "无法列出 \(imagesDirectory.path)"))
        }
        var images: [String: Data] = [:]
        for name in names where name.hasSuffix(".ppm") {
            let file = imagesDirectory.appendingPathComponent(name)
            guard let data = files.contents(atPath: file.path) else {
                throw .fixturesUnavailable(Self.unreadable(file))
            }
            images[name] = data
        }
        self.images = images
    }

    private static func decode<T: Decodable>(_ file: URL) throws(PixelsError) -> T {
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .fixturesUnavailable(unreadable(file))
        }
        let name = file.lastPathComponent
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            let summary = error.summary
            throw .fixturesUnavailable(
                Bilingual(en: "\(name): \(summary.en)", zh: "\(name)：\(summary.zh)"))
        } catch {
            throw .fixturesUnavailable(
                Bilingual(en: "\(name): \(error)", zh: "\(name)：无法解码（\(type(of: error))）"))
        }
    }

    /// Why `file` is missing from the fixtures.
    private static func unreadable(_ file: URL) -> Bilingual {
        Bilingual(en: "cannot read \(file.path)", zh: "无法读取 \(file.path)")
    }
}
