import Chapter6Calls

extension Chapter6Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter6Functions(
        loginValidity: { Chapter6Reference.loginValidity(username: $0, password: $1) },
        liveRatingText: { Chapter6Reference.liveRatingText(of: $0, ratings: $1) },
        loadingFlag: { Chapter6Reference.loadingFlag(of: $0, download: $1) },
        popularPhotos: { importer in
            let model = Chapter6Reference.PopularPhotosViewModel(importer: importer)
            return (model, model.photos, model.errorMessage)
        },
        activateCurrentPage: {
            Chapter6Reference.activateCurrentPage(of: $0, in: $1, current: $2)
        },
        testPhotoPage: { Chapter6Reference.testPhotoPage($0) },
        observableGallery: { importPhotos in
            let gallery = Chapter6Reference.ObservableGallery(importPhotos: importPhotos)
            return GalleryModelParts(
                load: { await gallery.load() },
                state: {
                    GalleryModelState(
                        photos: gallery.photos, isLoading: gallery.isLoading,
                        errorMessage: gallery.errorMessage)
                })
        })
}
