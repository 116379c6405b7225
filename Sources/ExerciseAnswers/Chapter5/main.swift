import Chapter5Calls
import Chapter5Exercises
import ExerciseHarness

// Chapter 5's answer program: the learner's functions, answering the judge's calls.
AnswerProgram.serve(
    Chapter5Functions(
        imageURL: { imageURL(ofSize: $0, in: $1) },  // 5.1
        photos: { photos(from: $0, relativeTo: $1) },  // 5.2
        thumbnail: { thumbnail(from: $0, decode: $1, deliveringOn: $2) },  // 5.3
        sharedPhotos: { sharedPhotos(request: $0, decode: $1) },  // 5.4
        configure: { configure($0, thumbnail: $1) },  // 5.5
        fullSizePhoto: { fullSizePhoto($0, fetchDetails: $1, downloadFullSize: $2) },  // 5.6
        searchBox: { search in  // 5.7
            let box = SearchBox(search: search)  // 5.7
            return SearchParts(type: { box.type($0) }, results: { box.results })  // 5.7
        }
    ),
    calls: Chapter5Calls.all)
