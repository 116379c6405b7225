import Foundation
import Narration
import Pixels
import PixelsMVC

extension Section {
    /// configurePhotoModel and urlForImageSize: map, filter and first over the JSON.
    static let readingTheListing = Section(
        "Reading the listing", ChineseTitle.of("FunctionalReactivePixels的基础知识", "解析列表")
    ) { page in
        let print = page.printer
        page.say(
            en: """
                The importer above turns the listing into models with map: one model for \
                each photo's dictionary, configured and sent off for its thumbnail, the \
                simple map of the chapters before. Configuring a model is plain code, \
                except for the image URLs. The API lists each photo's images as an array \
                of sizes and URLs, and the book picks one with a chain of filter, map and \
                first:
                """,
            zh: """
                上面的导入器用 map 把列表变成数据模型：每张照片的字典对应一个数据模型，\
                配置好之后就去下载它的缩略图，这正是前几章那种简单的 map。配置数据模型是普通代码，\
                只有图片的 URL 例外。API 把每张照片的图片列成一个数组，每项是尺寸和 URL，\
                书中用 filter、map、first 组成的一条链挑出其中一个：
                """)
        page.code(.urlForImageSize)
        page.code(.configurePhotoModel)
        page.say(
            en: """
                Chains like this, filter into map into a result, are everywhere in \
                ReactiveCocoa code; the book builds this one on rac_sequence, and a Swift \
                array has filter and map of its own. There is error handling hidden in \
                it: when no image has the size, the filtered array is empty and first is \
                nil. The listing names only the thumbnail (size 3); the full-size image \
                (size 4) comes with the photo's details, so the model's fullsizeURL stays \
                nil until then:
                """,
            zh: """
                这样的链，filter 接 map 再得出结果，在 ReactiveCocoa 代码里随处可见；\
                书中在 rac_sequence 上搭这条链，而 Swift 数组自带 filter 和 map。\
                链里还藏着错误处理：没有哪张图片是这个尺寸时，过滤后的数组为空，first 就是 nil。\
                列表只给出缩略图（尺寸 3）；高清图（尺寸 4）随照片的详情一起来，所以在那之前，\
                数据模型的 fullsizeURL 一直是 nil：
                """)
        guard let data = bundledListing(page) else { return }
        page.code(.imageSizes)
        // snippet.imageSizes
        let listing = try? JSONDecoder().decode(
            PhotoDictionary.Listing.self, from: data)
        let images = listing?.photos[0].images ?? []
        print("size 3:", urlForImageSize(3, in: images) ?? "nil")
        print("size 4:", urlForImageSize(4, in: images) ?? "nil")
        // snippet.end
        page.say(
            en: """
                None of this is reactive, and it still gains from functional \
                programming: the book's summary says as much of its importer.
                """,
            zh: """
                这里没有一处是反应式的，却照样得益于函数式编程：书中在总结里谈到导入器时也是这么说\
                的。
                """)
        page.book(
            "+[FRPPhotoImporter configurePhotoModel:withDictionary:]",
            "+[FRPPhotoImporter urlForImageSize:inArray:]", "-[RACSequence filter:]",
            "-[RACSequence map:]", "-[NSArray firstObject]")
    }

    /// The bundled listing's JSON, as the photo API sends it, or nil after
    /// saying on `page` why it could not be read.
    private static func bundledListing(_ page: Narrator) -> Data? {
        do {
            let store = try FixtureStore.bundled()
            return try Data(contentsOf: store.directory.appendingPathComponent("v1/popular.json"))
        } catch {
            let reason = failureReason(error)
            page.output(
                page.text(
                    en: "the photo fixtures could not be read: \(reason.en)",
                    zh: "无法读取照片的测试数据：\(reason.zh)"))
            return nil
        }
    }
}
