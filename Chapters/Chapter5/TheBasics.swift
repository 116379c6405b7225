import Narration
import Pixels
import PixelsMVC
import Reactive

extension Section {
    /// The book's plan, its photo model, and its first importer: a replay subject.
    static let theBasics = Section("The basics", "FunctionalReactivePixels的基础知识") { page in
        let print = page.printer
        page.say(
            """
            The book's practical chapter builds one app, FunctionalReactivePixels: a \
            browser for the popular photos on 500px. It goes in three steps: first the \
            basics, then more view controllers loading more data, and last a second \
            look that takes out more of the state. The app is MVC, with the reactive \
            code inside the view controllers; this chapter builds it the same way, \
            step by step, with screens in the terminal playing the view controllers \
            (the finished screens are in Chapters/PixelsMVC). Chapter 6 then moves \
            their logic into view models.
            """)
        page.say(
            """
            The book talks to the 500px API with a consumer key and secret. Here a \
            small photo API comes with the workbook: a server started in this process \
            on a free port of 127.0.0.1, serving fourteen public-domain photos in the \
            shape of 500px's answers, with no key. The book's importer is a class \
            with class methods; here it is an object each screen is given, so that \
            a later version can take its place. Its importPhotos returns a signal of \
            the photos, and behind it sits a replay subject: it makes the subject, \
            sends the request, returns the subject at once, and sends the answer \
            into it from the request's completion block:
            """)
        page.code(.subjectImportPhotos)
        guard let run = PhotoAPIRun(page) else { return }
        page.say(
            """
            A replay subject remembers what it was sent and sends it again to each new \
            subscriber. So the request goes out once, when the importer is called, and \
            a subscriber who comes after the answer still gets it: there is no race \
            between the answer and the subscription. Two subscribers, the second once \
            the answer is in:
            """)
        page.code(.twoSubscribers)
        let answered = Locked(false)
        // snippet.twoSubscribers
        let photos = run.subjectImporter.importPhotos()  // the request goes out now
        photos.subscribeNext { print("first subscriber:", $0.count, "photos") }
        // snippet.hide
        photos.subscribeCompleted { answered.withLock { $0 = true } }
        runMainLoop { answered.withLock { $0 } }
        // snippet.show
        // … once the answer is in:
        photos.subscribeNext { print("late subscriber:", $0.count, "photos") }
        // snippet.end
        let models = photos.currentModels
        runMainLoop { models.allSatisfy { $0.thumbnailData.value != nil } }
        page.say(
            """
            Each photo is a PhotoModel with the book's eight properties. The listing \
            fills in five; the importer then downloads every thumbnail at once, each \
            into its model when it arrives; the full-size image waits for the photo's \
            details. Here is the first model, once its thumbnail is in:
            """)
        page.table(["property", "value"], modelRows(models.first))
        let listings = run.count("GET /v1/photos")
        let thumbnails = run.count("GET /images/*")
        page.say(
            """
            The server's log: \(listings) listing request for the two subscribers, and \
            \(thumbnails) thumbnail requests, one for every photo, whether it will be \
            seen or not.
            """)
        page.say(
            """
            The book's interface declares a plain signal, not the subject, because \
            ReactiveCocoa's guide advises against handing subjects around: a \
            subject's owner may send on it by hand, which no ordinary signal allows. \
            It also sends the photos as one array, not as a stream of models one by \
            one; a stream would be more reactive, and would suit loading page after \
            page, but the book keeps the array as simpler, and so does this chapter.
            """)
        page.book(
            "FRPPhotoModel", "+[FRPPhotoImporter importPhotos]", "RACReplaySubject",
            "+[NSURLConnection sendAsynchronousRequest:queue:completionHandler:]")
        page.differs(
            """
            `Subject` is not a `Signal`. A RACSubject is a RACSignal, so the book \
            returns the subject itself, typed as a signal; here the importer returns \
            `subject.signal`, and nothing outside can send on it.
            """)
        page.differs(
            """
            the model keeps decoded images. The book's thumbnailData and fullsizeData \
            hold NSData, turned into a UIImage by whoever shows them; here the \
            importer decodes each image once, as it arrives.
            """)
    }

    /// The first model's eight properties as table rows.
    private static func modelRows(_ model: PhotoModel?) -> [[String]] {
        guard let model else { return [] }
        let image: (Image?) -> String = { $0.map { "a \($0.width)×\($0.height) image" } ?? "nil" }
        return [
            ["identifier", "\(model.identifier)"], ["photoName", model.photoName],
            ["photographerName", model.photographerName], ["rating", "\(model.rating)"],
            ["thumbnailURL", model.thumbnailURL.relativePath],
            ["thumbnailData", image(model.thumbnailData.value)],
            ["fullsizeURL", model.fullsizeURL.value?.relativePath ?? "nil"],
            ["fullsizeData", image(model.fullsizeData.value)],
        ]
    }
}

extension Signal where Value == [PhotoModel] {
    /// The models a replaying signal has already sent, or none.
    fileprivate var currentModels: [PhotoModel] {
        let latest = Locked<[PhotoModel]>([])
        subscribeNext { models in latest.withLock { $0 = models } }.dispose()
        return latest.withLock { $0 }
    }
}
