import Foundation
import WorkbookKit

/// Turns the API's JSON into `Photo` models and login tokens.
///
/// Image URLs may be absolute (the bundled server makes them absolute) or
/// relative to the API (as in the fixture files); relative ones are resolved
/// against `baseURL`. Every problem throws a `PixelsError`: malformed JSON, a
/// missing field, or a photo without the image size the app needs (3 for the
/// thumbnail in the listing, 4 for the full size in the details). A name
/// or photographer longer than `maximumTextLength` is cut to fit a screen.
///
/// ```swift
/// let photo = try PhotoDecoder.details(from: data, relativeTo: api.baseURL)
/// print(photo.commentsCount ?? 0)   // prints 42
/// ```
///
/// Book: `+[FRPPhotoImporter configurePhotoModel:withDictionary:]`
public enum PhotoDecoder {
    /// The image size of a thumbnail in the 500px API.
    public static let thumbnailSize = 3
    /// The image size of a full-size image in the 500px API.
    public static let fullSize = 4

    /// The most photos the app takes from one page of the listing: 100, the
    /// API's largest page. The rest are dropped, and counted.
    public static let maximumPhotosPerPage = 100

    /// The most Unicode scalars kept of a photo's name or photographer:
    /// 1,024, as many as the widest screen (`TerminalSize.maximumColumns`)
    /// can show on a line. A longer text is cut there and ends with `…`.
    public static let maximumTextLength = 1_024

    /// Decodes the listing (`GET /v1/photos`), which must give each photo a
    /// thumbnail (image size 3): its first `maximumPhotosPerPage` photos.
    public static func listing(from data: Data, relativeTo baseURL: URL) throws(PixelsError)
        -> [Photo]
    {
        try listingPage(from: data, relativeTo: baseURL).photos
    }

    /// Decodes the listing like `listing(from:relativeTo:)`, and says how
    /// many photos past `maximumPhotosPerPage` it dropped without decoding.
    public static func listingPage(from data: Data, relativeTo baseURL: URL)
        throws(PixelsError) -> (photos: [Photo], droppedCount: Int)
    {
        let page: ListingPageJSON = try decodeJSON(data)
        var photos: [Photo] = []
        for json in page.photos {
            photos.append(try photo(from: json, relativeTo: baseURL, requiringFullSize: false))
        }
        return (photos, page.droppedCount)
    }

    /// Decodes a photo's details (`GET /v1/photos/{id}` or a vote's answer),
    /// which must give a full-size image (size 4) as well as a thumbnail.
    public static func details(from data: Data, relativeTo baseURL: URL) throws(PixelsError)
        -> Photo
    {
        let details: PhotoDetailsJSON = try decodeJSON(data)
        return try photo(from: details.photo, relativeTo: baseURL, requiringFullSize: true)
    }

    /// Decodes a login answer (`POST /v1/users/login`) into its token.
    public static func token(from data: Data) throws(PixelsError) -> AuthToken {
        let response: LoginResponseJSON = try decodeJSON(data)
        guard !response.token.isEmpty else {
            throw .malformedJSON(Bilingual(en: "the login token is empty", zh: "登录令牌是空的"))
        }
        return AuthToken(response.token, username: response.user.username)
    }

    static func photo(from json: PhotoJSON, relativeTo baseURL: URL, requiringFullSize: Bool)
        throws(PixelsError) -> Photo
    {
        guard let thumbnail = try imageURL(json, size: thumbnailSize, relativeTo: baseURL) else {
            throw .missingImageSize(photoID: json.id, size: thumbnailSize)
        }
        let full = try imageURL(json, size: fullSize, relativeTo: baseURL)
        if requiringFullSize, full == nil {
            throw .missingImageSize(photoID: json.id, size: fullSize)
        }
        return Photo(
            id: json.id, name: shortened(json.name), photographer: shortened(json.user.fullname),
            rating: json.rating,
            thumbnailURL: thumbnail, fullSizeURL: full, commentsCount: json.commentsCount,
            votedFor: json.voted ?? false)
    }

    /// `text`, or its first `maximumTextLength` - 1 Unicode scalars and `…`
    /// if it has more. Counting scalars, not characters, keeps this cheap
    /// even for one "character" of a million combining marks.
    static func shortened(_ text: String) -> String {
        let scalars = text.unicodeScalars
        guard
            let cut = scalars.index(
                scalars.startIndex, offsetBy: maximumTextLength, limitedBy: scalars.endIndex),
            cut != scalars.endIndex
        else { return text }
        let kept = scalars.index(before: cut)
        return String(Substring(scalars[..<kept])) + "…"
    }

    /// The URL of the first image of `size`, as the book does with filter, map and first.
    private static func imageURL(_ json: PhotoJSON, size: Int, relativeTo baseURL: URL)
        throws(PixelsError) -> URL?
    {
        guard let text = json.images.first(where: { $0.size == size })?.url else { return nil }
        guard let url = URL(string: text, relativeTo: baseURL)?.absoluteURL else {
            throw .malformedJSON(
                Bilingual(
                    en: "photo \(json.id) has an invalid image URL \"\(text)\"",
                    zh: "照片 \(json.id) 的图片 URL \"\(text)\" 无效"))
        }
        return url
    }

    private static func decodeJSON<T: Decodable>(_ data: Data) throws(PixelsError) -> T {
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch let error as DecodingError {
            throw .malformedJSON(error.summary)
        } catch {
            throw .malformedJSON(
                Bilingual(
                    en: error.localizedDescription, zh: "JSON 无法解码（\(type(of: error))）"))
        }
    }
}
