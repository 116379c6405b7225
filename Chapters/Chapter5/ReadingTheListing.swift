import Foundation
import Narration
import Pixels
import PixelsMVC

extension Section {
    /// configurePhotoModel and urlForImageSize: map, filter and first over the JSON.
    static let readingTheListing = Section(
        "Reading the listing", "FunctionalReactivePixels的基础知识"
    ) { page in
        let print = page.printer
        page.say(
            """
            The importer above turns the listing into models with map: one model for \
            each photo's dictionary, configured and sent off for its thumbnail, the \
            simple map of the chapters before. Configuring a model is plain code, \
            except for the image URLs. The API lists each photo's images as an array \
            of sizes and URLs, and the book picks one with a chain of filter, map and \
            first:
            """)
        page.code(.urlForImageSize)
        page.code(.configurePhotoModel)
        page.say(
            """
            Chains like this, filter into map into a result, are everywhere in \
            ReactiveCocoa code; the book builds this one on rac_sequence, and a Swift \
            array has filter and map of its own. There is error handling hidden in \
            it: when no image has the size, the filtered array is empty and first is \
            nil. The listing names only the thumbnail (size 3); the full-size image \
            (size 4) comes with the photo's details, so the model's fullsizeURL stays \
            nil until then:
            """)
        guard let data = bundledListing(page) else { return }
        page.code(.imageSizes)
        // snippet.imageSizes
        let listing = try? JSONDecoder().decode(
            PhotoDictionary.Listing.self, from: data)
        let images = listing?.photos[0].images ?? []
        print("size 3:", urlForImageSize(3, in: images) ?? "nil")
        print("size 4:", urlForImageSize(4, in: images) ?? "nil")
        // snippet.end
        page.say(
            """
            None of this is reactive, and it still gains from functional \
            programming: the book's summary says as much of its importer.
            """)
        page.book(
            "+[FRPPhotoImporter configurePhotoModel:withDictionary:]",
            "+[FRPPhotoImporter urlForImageSize:inArray:]", "-[RACSequence filter:]",
            "-[RACSequence map:]", "-[NSArray firstObject]")
    }

    /// The bundled listing's JSON, as the photo API sends it, or nil after
    /// saying on `page` why it could not be read.
    private static func bundledListing(_ page: Narrator) -> Data? {
        do {
            let store = try FixtureStore.bundled()
            return try Data(contentsOf: store.directory.appendingPathComponent("v1/popular.json"))
        } catch {
            page.output("the photo fixtures could not be read: \(error)")
            return nil
        }
    }
}
