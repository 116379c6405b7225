import Chapter5Calls

extension Chapter5Functions {
    /// The reference solutions, as the table the reference program answers with.
    public static let reference = Chapter5Functions(
        imageURL: { Chapter5Reference.imageURL(ofSize: $0, in: $1) },
        photos: { Chapter5Reference.photos(from: $0, relativeTo: $1) },
        thumbnail: { Chapter5Reference.thumbnail(from: $0, decode: $1, deliveringOn: $2) },
        sharedPhotos: { Chapter5Reference.sharedPhotos(request: $0, decode: $1) },
        configure: { Chapter5Reference.configure($0, thumbnail: $1) },
        fullSizePhoto: {
            Chapter5Reference.fullSizePhoto($0, fetchDetails: $1, downloadFullSize: $2)
        },
        searchBox: { search in
            let box = Chapter5Reference.SearchBox(search: search)
            return SearchParts(type: { box.type($0) }, results: { box.results })
        })
}
