import Chapter6Calls
import Chapter6Exercises
import ExerciseHarness

// Chapter 6's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter6Functions(
        loginValidity: { loginValidity(username: $0, password: $1) },  // 6.1
        liveRatingText: { liveRatingText(of: $0, ratings: $1) },  // 6.2
        loadingFlag: { loadingFlag(of: $0, download: $1) },  // 6.3
        popularPhotos: { importer in  // 6.4
            let model = PopularPhotosViewModel(importer: importer)  // 6.4
            return (model, model.photos, model.errorMessage)  // 6.4
        },
        activateCurrentPage: { activateCurrentPage(of: $0, in: $1, current: $2) },  // 6.5
        testPhotoPage: { testPhotoPage($0) }  // 6.6
    ),
    calls: Chapter6Calls.all)
