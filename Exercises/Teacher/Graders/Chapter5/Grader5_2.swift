import Chapter5Calls
import ExerciseGrading
import Foundation
import Pixels
import PixelsExerciseSupport

extension Graders {
    /// 5.2: `photos(from:relativeTo:)` makes the same photo models as the
    /// reference from the app's own listing and a few hundred generated ones:
    /// every value a field can hold (ids from Int.min to Int.max, empty and
    /// very long names, ratings of 100 and more, negative or -0.0), base URLs
    /// with a path, relative, absolute and scheme-relative image URLs, URLs
    /// that do not parse, photos with no thumbnail or two, listings of hundreds.
    static let photos = Grader("5.2") { judge in
        var examples: [ListingCall] = []
        do {
            let file = try FixtureStore.bundled().directory
                .appendingPathComponent("v1/popular.json")
            let bundled = try ListingEntry.decode(from: Data(contentsOf: file))
            examples.append(
                ListingCall(listing: bundled, base: "http://127.0.0.1:8080", name: "popular.json"))
        } catch {
            throw GraderFault("the bundled listing cannot be read: \(error)")
        }
        try compare(
            judge.answer(Chapter5Calls.photos), with: judge.reference(Chapter5Calls.photos),
            on: .listingCalls(examples: examples), seed: judge.seed, count: 200, maxSize: 6,
            call: \.description, hint: 2, diagnose: diagnosePhotos)
    }

    /// What a wrong list of photos usually means.
    static func diagnosePhotos(_ call: ListingCall, expected: PhotoList, got: PhotoList)
        -> Diagnosis?
    {
        let want = expected.photos
        let have = got.photos
        if want.count == have.count, Set(want.map(\.id)) == Set(have.map(\.id)),
            want.map(\.id) != have.map(\.id)
        {
            return Diagnosis(
                hint: 1, en: "Keep the listing's order: it is the API's.",
                zh: "保持列表原来的顺序：那是 API 给的顺序。")
        }
        if want.map(\.id) != have.map(\.id) {
            let entries = call.listing.photos
            let missing = entries.filter { entry in
                want.contains { $0.id == entry.id } && !have.contains { $0.id == entry.id }
            }
            let extra = entries.filter { entry in
                have.contains { $0.id == entry.id } && !want.contains { $0.id == entry.id }
            }
            if let entry = missing.first, entry.name.isEmpty {
                return Diagnosis(
                    hint: 2,
                    en: "Photo \(entry.id) has an empty name, and it is a photo all the same: keep "
                        + "every entry that has a thumbnail, whatever its name.",
                    zh: "照片 \(entry.id) 的名字是空的，但它照样是一张照片：保留每个有缩略图的条目，不管它叫什么。")
            }
            if let entry = extra.first, entry.images.contains(where: { $0.size == 3 }) {
                return Diagnosis(
                    hint: 2,
                    en: "The thumbnail URL of photo \(entry.id) does not parse "
                        + "(URL(string: url, relativeTo: baseURL) gives nil): leave such a photo "
                        + "out, as one without a thumbnail.",
                    zh: "照片 \(entry.id) 的缩略图 URL 解析不了（URL(string: url, relativeTo: baseURL) 返回 nil）"
                        + "：把这样的照片当成没有缩略图的，去掉它。")
            }
            return Diagnosis(
                hint: 2,
                en:
                    "Make one photo per entry whose first image of size 3 has a URL that parses, and "
                    + "leave out the others (don't fall back to another size).",
                zh: "对每个条目，如果它第一张尺寸为 3 的图片有一个能解析的 URL，就生成一张照片；其他的去掉（不要退而求其次用别的尺寸）。")
        }
        guard let (wanted, found) = zip(want, have).first(where: { $0 != $1 }) else { return nil }
        if wanted.photographer != found.photographer {
            return Diagnosis(
                hint: 2, en: "The photographer is the user's full name, user.fullname.",
                zh: "摄影师是用户的全名，user.fullname。")
        }
        if wanted.thumbnailURL != found.thumbnailURL,
            wanted.thumbnailURL.absolute == found.thumbnailURL.absolute,
            found.thumbnailURL.isRelative
        {
            return Diagnosis(
                hint: 2,
                en: "Photo \(found.id)'s thumbnail URL reads \(found.thumbnailURL.absolute), as it "
                    + "should, but it is still relative to \(found.thumbnailURL.bases[0]): a URL "
                    + "with a base is another value than the absolute URL it reads as, and == "
                    + "tells them apart. The task asks for the resolved, absolute URL.",
                zh: "照片 \(found.id) 的缩略图 URL 读出来是 \(found.thumbnailURL.absolute)，这没错，"
                    + "但它仍然是相对于 \(found.thumbnailURL.bases[0]) 的：带 base 的 URL 和它读出来的那个绝对 URL "
                    + "不是同一个值，== 能分辨出来。题目要的是解析好的绝对 URL。")
        }
        if wanted.thumbnailURL != found.thumbnailURL {
            return Diagnosis(
                hint: 2,
                en: "Resolve the thumbnail's URL with URL(string: url, relativeTo: baseURL)?"
                    + ".absoluteURL: gluing strings together, or appending a path, goes wrong "
                    + "when the base URL has a path of its own or the image's URL is absolute.",
                zh: "用 URL(string: url, relativeTo: baseURL)?.absoluteURL 解析缩略图的 URL："
                    + "把字符串拼在一起、或者追加路径，在 base URL 自带路径、或图片的 URL 是绝对路径时都会出错。")
        }
        if wanted.rating != found.rating, wanted.rating.value.isNaN || found.rating.value.isNaN {
            return Diagnosis(
                hint: 2,
                en:
                    "The rating was \(wanted.rating) and came back as \(found.rating): a Double may "
                    + "hold NaN, and a rating that is NaN stays that very NaN. Hand the rating over "
                    + "untouched.",
                zh: "评分本来是 \(wanted.rating)，回来时成了 \(found.rating)：Double 可以是 NaN，"
                    + "评分是 NaN 时就保持那个 NaN 不变。把评分原样交出去，不要动它。")
        }
        if wanted.rating != found.rating, wanted.rating.value == found.rating.value {
            return Diagnosis(
                hint: 2,
                en: "The rating was \(wanted.rating) and came back as \(found.rating): they are == "
                    + "as numbers, but not the same value (the sign of zero shows in 1 / rating, "
                    + "in printing and in sorting). Hand the rating over untouched.",
                zh: "评分本来是 \(wanted.rating)，回来时成了 \(found.rating)：作为数它们用 == 比较相等，"
                    + "但不是同一个值（零的符号会在 1 / rating、打印和排序中显现）。把评分原样交出去，不要动它。")
        }
        if wanted.rating != found.rating {
            return Diagnosis(
                hint: 2,
                en: "Keep the rating exactly as the JSON gives it: \(wanted.rating) stays "
                    + "\(wanted.rating), whether it is 100 or more, or below 0.",
                zh: "评分要和 JSON 给的完全一样：\(wanted.rating) 就是 \(wanted.rating)，"
                    + "不管它是 100 以上，还是小于 0。")
        }
        return Diagnosis(
            hint: 2, en: "Keep each entry's id, name and rating as they are.",
            zh: "保持每个条目的 id、name 和 rating 原样不变。")
    }
}

extension Inputs where Input == ListingCall {
    /// Listings of a few photos against API addresses with and without a
    /// path, and now and then of hundreds: root-relative, path-relative,
    /// absolute and scheme-relative image URLs, URLs that do not parse,
    /// photos with no size-3 image or two of them; ids from all over the Int
    /// range, empty, long and accented names, and ratings that printing or
    /// rounding would change, of 100 and more, negative, -0.0 and the
    /// largest and smallest a Double holds.
    static func listingCalls(examples: [ListingCall]) -> Inputs<ListingCall> {
        let bases = [
            "http://127.0.0.1:8080", "http://127.0.0.1:8080/", "http://127.0.0.1:8080/api/",
            "http://127.0.0.1:8080/api", "https://pixels.example.com/v1/photos/",
        ]
        let users = [
            UserEntry(username: "nasa", fullname: "NASA"),
            UserEntry(username: "ada", fullname: "Ada Lovelace"),
            UserEntry(username: "zoe", fullname: "Zoë Ørsted"),
            UserEntry(username: "", fullname: ""),
            UserEntry(username: "京", fullname: "山田 太郎 👩‍👩‍👧"),
        ]
        let long = String(repeating: "Very long name ", count: 40)
        let names = [
            "Astronaut Eileen Collins", "Été à Paris", "日本の秋", "Cup of Coffee", "", " ",
            "e\u{301}t\u{301}e\u{301}", "🇯🇵🌸", "two\nlines", long,
        ]
        let ratings = [
            97.256, 98.4, 0, 100, 100.5, 150, 1e6, 99.999, -3.5, -0.0, 1e308,
            .leastNonzeroMagnitude, -.leastNonzeroMagnitude, .leastNormalMagnitude,
            Double.greatestFiniteMagnitude, -Double.greatestFiniteMagnitude, .infinity,
            -.infinity, .nan, -.nan, .signalingNaN,
        ]
        let ids = [1, 0, -1, 42, 1001, Int.max, Int.min, Int.max - 1, Int.min + 1]
        let unparsable = ["", "http://[::1", "http://exa mple.com/1-3.ppm"]
        func entry(_ id: Int, _ images: [ImageEntry], rating: Double = 97.256, name: String? = nil)
            -> PhotoEntry
        {
            PhotoEntry(
                id: id, name: name ?? "Photo \(id)", rating: rating, user: users[1],
                images: images)
        }
        func listing(_ base: Int, _ entries: PhotoEntry...) -> ListingCall {
            ListingCall(listing: ListingEntry(photos: entries), base: bases[base])
        }
        func thumbnail(_ url: String) -> [ImageEntry] {
            [ImageEntry(size: 3, url: url)]
        }
        let hundreds = ListingCall(
            listing: ListingEntry(
                photos: (0..<250).map { entry(5000 + $0, thumbnail("/images/\(5000 + $0)-3.ppm")) }
            ), base: bases[0])
        return Inputs(
            examples: examples,
            edgeCases: [
                listing(0),
                listing(2, entry(1, thumbnail("/images/1-3.ppm"))),
                listing(3, entry(1, thumbnail("images/1-3.ppm"))),
                listing(1, entry(1, thumbnail("/images/1-3.ppm"))),
                listing(0, entry(1, thumbnail("https://cdn.example.com/1-3.ppm"))),
                listing(0, entry(1, thumbnail("//cdn.example.com/1-3.ppm"))),
                listing(0, entry(1, [ImageEntry(size: 4, url: "/images/1-4.ppm")])),
                listing(
                    0,
                    entry(
                        1,
                        [
                            ImageEntry(size: 4, url: "/images/1-4.ppm"),
                            ImageEntry(size: 3, url: "/images/1-3.ppm"),
                            ImageEntry(size: 3, url: "/images/1-3-old.ppm"),
                        ])),
                listing(
                    0, entry(1, thumbnail("/1.ppm"), rating: 96.2),
                    entry(2, thumbnail("/2.ppm"), rating: 98.4)),
                listing(
                    0, entry(1, thumbnail("/1.ppm"), rating: 100),
                    entry(2, thumbnail("/2.ppm"), rating: 150.25),
                    entry(3, thumbnail("/3.ppm"), rating: -0.0),
                    entry(4, thumbnail("/4.ppm"), rating: 1e308)),
                listing(
                    0, entry(1, thumbnail("/1.ppm"), rating: .nan),
                    entry(2, thumbnail("/2.ppm"), rating: -.infinity),
                    entry(3, thumbnail("/3.ppm"), rating: -.leastNonzeroMagnitude)),
                listing(
                    0, entry(Int.min, thumbnail("/min.ppm")), entry(Int.max, thumbnail("/max"))),
                listing(0, entry(1, thumbnail("/1.ppm"), name: ""), entry(2, thumbnail("/2.ppm"))),
                listing(0, entry(1, thumbnail("/1.ppm"), name: long)),
                listing(0, entry(1, thumbnail("")), entry(2, thumbnail("/2.ppm"))),
                listing(0, entry(1, thumbnail("http://[::1")), entry(2, thumbnail("日本 1.ppm"))),
                hundreds,
            ],
            make: { random, size in
                let count = random.size(growingWith: size, upTo: 400)
                let entries = (0..<count).map { index -> PhotoEntry in
                    let id =
                        random.chance(0.8)
                        ? 1001 + index
                        : random.chance(0.5) ? random.pick(ids) : random.integer(in: .min ... .max)
                    let images = (0..<Int.random(in: 0...3, using: &random)).map {
                        copy -> ImageEntry in
                        let imageSize = random.chance(0.6) ? 3 : random.pick([2, 4, 0, -3])
                        let file = "\(id)-\(imageSize)\(copy > 0 ? "-\(copy)" : "").ppm"
                        let url =
                            random.chance(0.08)
                            ? random.pick(unparsable)
                            : random.pick([
                                "/images/\(file)", "images/\(file)",
                                "https://cdn.example.com/\(file)", "//cdn.example.com/\(file)",
                                "/images/\(file)", "/画像/\(file)",
                            ])
                        return ImageEntry(size: imageSize, url: url)
                    }
                    let rating =
                        random.chance(0.7)
                        ? random.pick(ratings) : Double(bitPattern: random.next())
                    return PhotoEntry(
                        id: id, name: random.pick(names), rating: rating,
                        user: random.pick(users), images: images)
                }
                return ListingCall(listing: ListingEntry(photos: entries), base: random.pick(bases))
            },
            smaller: { call in
                let fewer = Shrink.list(call.listing.photos) { entry in
                    var simpler: [PhotoEntry] = []
                    if entry.name.count > 8 {
                        var shorter = entry
                        shorter.name = "Photo"
                        simpler.append(shorter)
                    }
                    simpler += Shrink.list(entry.images, element: { _ in [] }).map { images in
                        var fewer = entry
                        fewer.images = images
                        return fewer
                    }
                    return simpler
                }
                return fewer.map { ListingCall(listing: ListingEntry(photos: $0), base: call.base) }
            })
    }
}
