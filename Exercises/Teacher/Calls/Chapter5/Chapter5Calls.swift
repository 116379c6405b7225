import ExerciseHarness
import Foundation
import Pixels
import PixelsExerciseSupport

/// The calls the judge makes into chapter 5's answers, and how an answer
/// program plays each on its table of functions: the stages, scripted
/// signals and recorders run here, in the answer's program.
public enum Chapter5Calls {
    /// The table the calls play on.
    public typealias Functions = Chapter5Functions

    /// 5.1: `imageURL(ofSize:in:)`, wrapped so that nil travels as a value of its own.
    public static let imageURL = Call<Functions, ImageQuery, FoundURL>("5.1") { functions, query in
        FoundURL(functions.imageURL(query.size, query.images))
    }

    /// 5.2: `photos(from:relativeTo:)`, each photo's fields written down.
    public static let photos = Call<Functions, ListingCall, PhotoList>("5.2") { functions, call in
        PhotoList(functions.photos(call.listing, call.baseURL))
    }

    /// 5.3: `thumbnail(from:decode:deliveringOn:)` played in a story of the
    /// body and of the moments the main scheduler runs.
    public static let thumbnail = Call<Functions, Story, Trace>("5.3") { functions, story in
        playThumbnail(story, functions)
    }

    /// 5.4: `sharedPhotos(request:decode:)` played in a story of screens.
    public static let sharedPhotos = Call<Functions, SharingStory, Trace>("5.4") {
        functions, story in
        playSharing(story, functions)
    }

    /// 5.4: `sharedPhotos(request:decode:)` against the real photo server.
    public static let sharedPhotosOnTheServer = Call<Functions, ServerCheck, ServerRun>(
        "5.4/server"
    ) { functions, check in
        playServer(check, functions)
    }

    /// 5.5: `configure(_:thumbnail:)` played on one cell the grid reuses.
    public static let configure = Call<Functions, CellStory, Trace>("5.5") { functions, story in
        playCell(story, functions)
    }

    /// 5.6: `fullSizePhoto(_:fetchDetails:downloadFullSize:)` played in a story of requests.
    public static let fullSizePhoto = Call<Functions, DetailsStory, Trace>("5.6") {
        functions, story in
        playDetails(story, functions)
    }

    /// 5.7: a `SearchBox` typed into, on a test clock, as a story says.
    public static let searchBox = Call<Functions, SearchStory, SearchRun>("5.7") {
        functions, story in
        story.played(functions.searchBox)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        imageURL.served, photos.served, thumbnail.served, sharedPhotos.served,
        sharedPhotosOnTheServer.served, configure.served, fullSizePhoto.served,
        searchBox.served,
    ]
}
