import ExerciseHarness
import Pixels
import PixelsExerciseSupport

/// The calls the judge makes into chapter 6's answers, and how an answer
/// program plays each on its table of functions: the stages, view models,
/// scripted importers, page benches and recorders run here, in the answer's
/// program.
public enum Chapter6Calls {
    /// The table the calls play on.
    public typealias Functions = Chapter6Functions

    /// 6.1: `loginValidity(username:password:)` played in a story of typing.
    public static let loginValidity = Call<Functions, Story, Trace>("6.1") { functions, story in
        playLogin(story, functions)
    }

    /// 6.2: `liveRatingText(of:ratings:)` played in a story of activity and ratings.
    public static let liveRatingText = Call<Functions, Story, Trace>("6.2") { functions, story in
        playRating(story, functions)
    }

    /// 6.3: `loadingFlag(of:download:)` played in a story of activity and downloads.
    public static let loadingFlag = Call<Functions, ActivityStory, Trace>("6.3") {
        functions, story in
        playLoading(story, functions)
    }

    /// 6.4: a `PopularPhotosViewModel` played in a story of activity and imports.
    public static let popularPhotos = Call<Functions, ActivityStory, Trace>("6.4") {
        functions, story in
        playGallery(story, functions)
    }

    /// 6.5: `activateCurrentPage(of:in:current:)` played in a story of a pager.
    public static let activateCurrentPage = Call<Functions, PagerStory, Trace>("6.5") {
        functions, story in
        playPager(story, functions)
    }

    /// 6.6: the test run on one page of the family, correct or broken.
    public static let testOnAFamilyPage = Call<Functions, PageTrial, Verdict>("6.6") {
        functions, trial in
        playTrial(trial, functions)
    }

    /// 6.6: the test run on the app's own `PhotoViewModel`, showing a photo of `PageTrial.photos`.
    public static let testOnTheApp = Call<Functions, Int, Verdict>("6.6/app") { functions, photo in
        playOnTheApp(photo, functions)
    }

    /// 6.7: an `ObservableGallery` whose screen appears and goes, on a test clock.
    public static let observableGallery = Call<Functions, ScreenStory, ScreenRun>("6.7") {
        functions, story in
        story.played(functions.observableGallery)
    }

    /// Every call, as an answer program serves them.
    public static let all: [ServedCall<Functions>] = [
        loginValidity.served, liveRatingText.served, loadingFlag.served, popularPhotos.served,
        activateCurrentPage.served, testOnAFamilyPage.served, testOnTheApp.served,
        observableGallery.served,
    ]
}
