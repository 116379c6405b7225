import Foundation
import Narration
import Pixels
import PixelsTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Section {
    /// The book's preparation for the refactoring: one place that configures
    /// the photo API, ready for a login.
    static let revisitingPixels = Section(
        "Revisiting the Pixels app", "重温FunctionalReactivePixels"
    ) { page in
        let print = page.printer
        page.say(
            """
            Before the refactoring, the book prepares the app. The 500px login does \
            not work with the way Chapter 5 used the 500px SDK: an API helper made \
            with the consumer key and secret and kept on the app delegate. So the \
            app drops that property, sets the key and secret once on PXRequest \
            instead, asks PXRequest for its shared apiHelper wherever it built a \
            request, and moves to version 1.0.5 of the SDK.
            """)
        page.say(
            """
            The workbook has no SDK to update, and its photo API wants no key. What \
            the preparation secures, one place that knows how to talk to the API, \
            is PhotoAPI here: made from the API's address, it builds every request \
            the app sends, the login and the vote that need one included. Every \
            importer in Chapter 5 built its requests from it, so nothing moves:
            """)
        page.code(.apiRequests)
        // snippet.apiRequests
        let api = PhotoAPI(baseURL: PhotoLibrary.baseURL)
        let token = AuthToken("token-1", username: "demo")
        let requests = [
            api.popularPhotos(), api.photoDetails(id: 1002),
            api.login(username: "demo", password: "demo"),
            api.vote(photoID: 1002, token: token),
        ]
        for request in requests {
            let path = request.url?.path ?? ""
            let signed = request.value(forHTTPHeaderField: "Authorization") != nil
            let note = signed ? " with the token" : ""
            print(request.httpMethod ?? "GET", path + note)
        }
        // snippet.end
        page.say(
            """
            The login gives a token, which the app keeps in an AuthSession and each \
            vote carries; the login and voting screens that use them are the \
            FunctionalReactivePixels repository's, not the book's, and appear here \
            only in "Testing login and voting" and in the finished app.
            """)
        page.book(
            "+[PXRequest setConsumerKey:consumerSecret:]", "+[PXRequest apiHelper]",
            "500px-iOS-api 1.0.5")
        page.differs(
            """
            no SDK. The book's app reaches 500px through the 500px SDK and its \
            consumer key; the workbook's importers build plain HTTP requests with \
            PhotoAPI, for a photo API that needs no key.
            """)
    }
}
