import Chapter5Calls
import Chapter5Reference

extension Chapter5Functions {
    /// Every wrong answer of chapter 5 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter5Functions> = [
        "5.1/takesTheLast": reference.with { $0.imageURL = Mutants5_1.takesTheLast },
        "5.1/ignoresTheSize": reference.with { $0.imageURL = Mutants5_1.ignoresTheSize },
        "5.1/acceptsLarger": reference.with { $0.imageURL = Mutants5_1.acceptsLarger },
        "5.1/readsTheSizeFromTheURL": reference.with {
            $0.imageURL = Mutants5_1.readsTheSizeFromTheURL
        },
        "5.1/hardCodesTheExamples": reference.with {
            $0.imageURL = Mutants5_1.hardCodesTheExamples
        },
        "5.1/looksAtTheFirstHundred": reference.with {
            $0.imageURL = Mutants5_1.looksAtTheFirstHundred
        },
        "5.1/skipsEmptyURLs": reference.with { $0.imageURL = Mutants5_1.skipsEmptyURLs },
        "5.1/assumesPositiveSizes": reference.with {
            $0.imageURL = Mutants5_1.assumesPositiveSizes
        },
        "5.2/keepsURLsRelative": reference.with { $0.photos = Mutants5_2.keepsURLsRelative },
        "5.2/keepsTheBase": reference.with { $0.photos = Mutants5_2.keepsTheBase },
        "5.2/dropsTheSignOfZero": reference.with { $0.photos = Mutants5_2.dropsTheSignOfZero },
        "5.2/usesTheUsername": reference.with { $0.photos = Mutants5_2.usesTheUsername },
        "5.2/fallsBackToTheFullSize": reference.with {
            $0.photos = Mutants5_2.fallsBackToTheFullSize
        },
        "5.2/concatenatesStrings": reference.with { $0.photos = Mutants5_2.concatenatesStrings },
        "5.2/appendsThePath": reference.with { $0.photos = Mutants5_2.appendsThePath },
        "5.2/sortsByRating": reference.with { $0.photos = Mutants5_2.sortsByRating },
        "5.2/capsTheRatingAtAHundred": reference.with {
            $0.photos = Mutants5_2.capsTheRatingAtAHundred
        },
        "5.2/skipsUnnamedPhotos": reference.with { $0.photos = Mutants5_2.skipsUnnamedPhotos },
        "5.2/fallsBackToTheBaseURL": reference.with {
            $0.photos = Mutants5_2.fallsBackToTheBaseURL
        },
        "5.3/deliversAtOnce": reference.with { $0.thumbnail = Mutants5_3.deliversAtOnce },
        "5.3/decodesOnMain": reference.with { $0.thumbnail = Mutants5_3.decodesOnMain },
        "5.3/subscribesOnMain": reference.with { $0.thumbnail = Mutants5_3.subscribesOnMain },
        "5.3/dropsBrokenImages": reference.with { $0.thumbnail = Mutants5_3.dropsBrokenImages },
        "5.3/stopsAtTheFirstImage": reference.with {
            $0.thumbnail = Mutants5_3.stopsAtTheFirstImage
        },
        "5.3/skipsEmptyBodies": reference.with { $0.thumbnail = Mutants5_3.skipsEmptyBodies },
        "5.3/endsQuietlyOnBadBytes": reference.with {
            $0.thumbnail = Mutants5_3.endsQuietlyOnBadBytes
        },
        "5.4/unshared": reference.with { $0.sharedPhotos = Mutants5_4.unshared },
        "5.4/decodesForEachSubscriber": reference.with {
            $0.sharedPhotos = Mutants5_4.decodesForEachSubscriber
        },
        "5.4/feedsASubjectAtOnce": reference.with {
            $0.sharedPhotos = Mutants5_4.feedsASubjectAtOnce
        },
        "5.4/replaysLazily": reference.with { $0.sharedPhotos = Mutants5_4.replaysLazily },
        "5.4/connectsAtOnce": reference.with { $0.sharedPhotos = Mutants5_4.connectsAtOnce },
        "5.4/swallowsDecodingErrors": reference.with {
            $0.sharedPhotos = Mutants5_4.swallowsDecodingErrors
        },
        "5.4/sharesAmongTheFirstFour": reference.with {
            $0.sharedPhotos = Mutants5_4.sharesAmongTheFirstFour
        },
        "5.5/neverLetsGo": reference.with { $0.configure = Mutants5_5.neverLetsGo },
        "5.5/hidesLateThumbnails": reference.with { $0.configure = Mutants5_5.hidesLateThumbnails },
        "5.5/keepsTheCellAlive": reference.with { $0.configure = Mutants5_5.keepsTheCellAlive },
        "5.5/cancelsAtTheNextConfigure": reference.with {
            $0.configure = Mutants5_5.cancelsAtTheNextConfigure
        },
        "5.5/holdsTheCellWeakly": reference.with { $0.configure = Mutants5_5.holdsTheCellWeakly },
        "5.5/takesTheFirstThumbnail": reference.with {
            $0.configure = Mutants5_5.takesTheFirstThumbnail
        },
        "5.6/downloadsAtOnce": reference.with { $0.fullSizePhoto = Mutants5_6.downloadsAtOnce },
        "5.6/skipsTheDetails": reference.with { $0.fullSizePhoto = Mutants5_6.skipsTheDetails },
        "5.6/losesTheDetails": reference.with { $0.fullSizePhoto = Mutants5_6.losesTheDetails },
        "5.6/swallowsDownloadErrors": reference.with {
            $0.fullSizePhoto = Mutants5_6.swallowsDownloadErrors
        },
        "5.6/keepsDownloadingWhenClosed": reference.with {
            $0.fullSizePhoto = Mutants5_6.keepsDownloadingWhenClosed
        },
        "5.6/takesTheFirstDetails": reference.with {
            $0.fullSizePhoto = Mutants5_6.takesTheFirstDetails
        },
        "5.6/switchesToTheLatestDetails": reference.with {
            $0.fullSizePhoto = Mutants5_6.switchesToTheLatestDetails
        },
        "5.6/waitsForEachDownload": reference.with {
            $0.fullSizePhoto = Mutants5_6.waitsForEachDownload
        },
        "5.7/neverCancels": reference.with { $0.searchBox = { Mutants5_7.neverCancels($0) } },
        "5.7/showsCancelledResults": reference.with {
            $0.searchBox = { Mutants5_7.showsCancelledResults($0) }
        },
        "5.7/searchesForAnEmptyQuery": reference.with {
            $0.searchBox = { Mutants5_7.searchesForAnEmptyQuery($0) }
        },
        "5.7/clearsOnFailure": reference.with { $0.searchBox = { Mutants5_7.clearsOnFailure($0) } },
        "5.7/clearsAtEachKeystroke": reference.with {
            $0.searchBox = { Mutants5_7.clearsAtEachKeystroke($0) }
        },
    ]
}
