import Chapter6Calls
import Chapter6Reference

extension Chapter6Functions {
    /// Every wrong answer of chapter 6 by "exercise/name": the reference's
    /// table with that one answer in its place.
    public static let mutants: KeyValuePairs<String, Chapter6Functions> = [
        "6.1/readsTheValuesOnce": reference.with {
            $0.loginValidity = Mutants6_1.readsTheValuesOnce
        },
        "6.1/zipsTheFields": reference.with { $0.loginValidity = Mutants6_1.zipsTheFields },
        "6.1/eitherField": reference.with { $0.loginValidity = Mutants6_1.eitherField },
        "6.1/repeatsItself": reference.with { $0.loginValidity = Mutants6_1.repeatsItself },
        "6.1/samplesThePassword": reference.with {
            $0.loginValidity = Mutants6_1.samplesThePassword
        },
        "6.1/trimsSpaces": reference.with { $0.loginValidity = Mutants6_1.trimsSpaces },
        "6.1/limitsTheLength": reference.with { $0.loginValidity = Mutants6_1.limitsTheLength },
        "6.2/alwaysListens": reference.with { $0.liveRatingText = Mutants6_2.alwaysListens },
        "6.2/filtersByActivity": reference.with {
            $0.liveRatingText = Mutants6_2.filtersByActivity
        },
        "6.2/forgetsTheEnd": reference.with { $0.liveRatingText = Mutants6_2.forgetsTheEnd },
        "6.2/keepsTheModelAlive": reference.with {
            $0.liveRatingText = Mutants6_2.keepsTheModelAlive
        },
        "6.2/truncatesTheRating": reference.with {
            $0.liveRatingText = Mutants6_2.truncatesTheRating
        },
        "6.2/formatsAsAFloat": reference.with { $0.liveRatingText = Mutants6_2.formatsAsAFloat },
        "6.2/capsAtAHundred": reference.with { $0.liveRatingText = Mutants6_2.capsAtAHundred },
        "6.3/followsTheActivity": reference.with { $0.loadingFlag = Mutants6_3.followsTheActivity },
        "6.3/failsWithTheDownload": reference.with {
            $0.loadingFlag = Mutants6_3.failsWithTheDownload
        },
        "6.3/neverCancels": reference.with { $0.loadingFlag = Mutants6_3.neverCancels },
        "6.3/repeatsItself": reference.with { $0.loadingFlag = Mutants6_3.repeatsItself },
        "6.3/stopsAtTheFirstImage": reference.with {
            $0.loadingFlag = Mutants6_3.stopsAtTheFirstImage
        },
        "6.4/importsInInit": reference.with { $0.popularPhotos = Mutants6_4.importsInInit },
        "6.4/importsOnEveryActivation": reference.with {
            $0.popularPhotos = Mutants6_4.importsOnEveryActivation
        },
        "6.4/importsForEachSubscriber": reference.with {
            $0.popularPhotos = Mutants6_4.importsForEachSubscriber
        },
        "6.4/endsOnError": reference.with { $0.popularPhotos = Mutants6_4.endsOnError },
        "6.4/keepsItselfAlive": reference.with { $0.popularPhotos = Mutants6_4.keepsItselfAlive },
        "6.4/neverClearsTheError": reference.with {
            $0.popularPhotos = Mutants6_4.neverClearsTheError
        },
        "6.4/remembersItImported": reference.with {
            $0.popularPhotos = Mutants6_4.remembersItImported
        },
        "6.4/takesTheFirstList": reference.with { $0.popularPhotos = Mutants6_4.takesTheFirstList },
        "6.5/ignoresThePager": reference.with {
            $0.activateCurrentPage = Mutants6_5.ignoresThePager
        },
        "6.5/ignoresThePagerGoingInactive": reference.with {
            $0.activateCurrentPage = Mutants6_5.ignoresThePagerGoingInactive
        },
        "6.5/leavesOldPagesOn": reference.with {
            $0.activateCurrentPage = Mutants6_5.leavesOldPagesOn
        },
        "6.5/flickers": reference.with { $0.activateCurrentPage = Mutants6_5.flickers },
        "6.5/wrapsTheIndex": reference.with { $0.activateCurrentPage = Mutants6_5.wrapsTheIndex },
        "6.5/neverStops": reference.with { $0.activateCurrentPage = Mutants6_5.neverStops },
        "6.5/clampsTheIndex": reference.with { $0.activateCurrentPage = Mutants6_5.clampsTheIndex },
        "6.5/assumesThreePages": reference.with {
            $0.activateCurrentPage = Mutants6_5.assumesThreePages
        },
        "6.5/looksAfterTenPages": reference.with {
            $0.activateCurrentPage = Mutants6_5.looksAfterTenPages
        },
        "6.6/checksNothing": reference.with { $0.testPhotoPage = Mutants6_6.checksNothing },
        "6.6/checksOnlyTheName": reference.with { $0.testPhotoPage = Mutants6_6.checksOnlyTheName },
        "6.6/checksOnlyTheEnd": reference.with { $0.testPhotoPage = Mutants6_6.checksOnlyTheEnd },
        "6.6/forgetsToWait": reference.with { $0.testPhotoPage = Mutants6_6.forgetsToWait },
        "6.6/checksTheType": reference.with { $0.testPhotoPage = Mutants6_6.checksTheType },
        "6.6/ignoresTheTicks": reference.with { $0.testPhotoPage = Mutants6_6.ignoresTheTicks },
        "6.6/checksTheNameOnlyAtTheStart": reference.with {
            $0.testPhotoPage = Mutants6_6.checksTheNameOnlyAtTheStart
        },
        "6.6/hardCodesThePhotoID": reference.with {
            $0.testPhotoPage = Mutants6_6.hardCodesThePhotoID
        },
        "6.6/hardCodesTheName": reference.with { $0.testPhotoPage = Mutants6_6.hardCodesTheName },
        "6.6/comparesTheRequestsAsASet": reference.with {
            $0.testPhotoPage = Mutants6_6.comparesTheRequestsAsASet
        },
        "6.7/staysLoadingAfterAFailure": reference.with {
            $0.observableGallery = { Mutants6_7.staysLoadingAfterAFailure($0) }
        },
        "6.7/reportsCancellationAsAFailure": reference.with {
            $0.observableGallery = { Mutants6_7.reportsCancellationAsAFailure($0) }
        },
        "6.7/keepsTheOldError": reference.with {
            $0.observableGallery = { Mutants6_7.keepsTheOldError($0) }
        },
        "6.7/clearsThePhotosOnAFailure": reference.with {
            $0.observableGallery = { Mutants6_7.clearsThePhotosOnAFailure($0) }
        },
        "6.7/isNotObservable": reference.with {
            $0.observableGallery = { Mutants6_7.isNotObservable($0) }
        },
    ]
}
