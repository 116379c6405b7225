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
        testPhotoPage: { testPhotoPage($0) },  // 6.6
        observableGallery: { importPhotos in  // 6.7
            let gallery = ObservableGallery(importPhotos: importPhotos)  // 6.7
            return GalleryModelParts(  // 6.7
                load: { await gallery.load() },  // 6.7
                state: {  // 6.7
                    GalleryModelState(  // 6.7
                        photos: gallery.photos, isLoading: gallery.isLoading,  // 6.7
                        errorMessage: gallery.errorMessage)  // 6.7
                })  // 6.7
        }
    ),
    calls: Chapter6Calls.all)
