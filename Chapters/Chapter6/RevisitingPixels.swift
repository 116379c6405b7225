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
            en: """
                Before the refactoring, the book prepares the app. The 500px login does \
                not work with the way Chapter 5 used the 500px SDK: an API helper made \
                with the consumer key and secret and kept on the app delegate. So the \
                app drops that property, sets the key and secret once on PXRequest \
                instead, asks PXRequest for its shared apiHelper wherever it built a \
                request, and moves to version 1.0.5 of the SDK.
                """,
            zh: """
                重构之前，书中先为应用做些准备。500px 的登录与第 5 章使用 500px SDK 的方式合不\
                来：那时的 API 助手用 consumer key 和 secret 创建，挂在应用代理（app delegate）上。于\
                是应用去掉这个属性，改为在 PXRequest 上一次性设置 key 和 secret，凡是创建请求\
                的地方都向 PXRequest 索取它共享的 apiHelper，并把 SDK 升级到 1.0.5 版。
                """)
        page.say(
            en: """
                The workbook has no SDK to update, and its photo API wants no key. What \
                the preparation secures, one place that knows how to talk to the API, \
                is PhotoAPI here: made from the API's address, it builds every request \
                the app sends, the login and the vote that need one included. Every \
                importer in Chapter 5 built its requests from it, so nothing moves:
                """,
            zh: """
                本练习册没有 SDK 要升级，它的照片 API 也不需要 key。这项准备工作要保证的，是有\
                一个地方专门知道如何与 API 打交道，在这里就是 PhotoAPI：它由 API 的地址创建，\
                应用发出的每一个请求都由它构造，包括需要它的登录和投票。第 5 章的每个导入器都\
                用它来构造请求，所以什么也不用挪动：
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
            en: """
                The login gives a token, which the app keeps in an AuthSession and each \
                vote carries; the login and voting screens that use them are the \
                FunctionalReactivePixels repository's, not the book's, and appear here \
                only in "Testing login and voting" and in the finished app.
                """,
            zh: """
                登录得到一个 token，应用把它保存在一个 AuthSession 里，每次投票都带上它；使用\
                它们的登录界面和投票界面来自 FunctionalReactivePixels 代码仓库，而不是书中，在\
                这里只出现于“登录模块：测试登录与投票”一节和完成后的应用中。
                """)
        page.book(
            "+[PXRequest setConsumerKey:consumerSecret:]", "+[PXRequest apiHelper]",
            "500px-iOS-api 1.0.5")
        page.differs(
            en: """
                no SDK. The book's app reaches 500px through the 500px SDK and its \
                consumer key; the workbook's importers build plain HTTP requests with \
                PhotoAPI, for a photo API that needs no key.
                """,
            zh: """
                没有 SDK。书中的应用通过 500px SDK 和它的 consumer key 访问 500px；练习册的导\
                入器用 PhotoAPI 构造普通的 HTTP 请求，而这个照片 API 不需要 key。
                """)
    }
}
