import Chapter5Calls
import ExerciseGrading
import PixelsExerciseSupport

extension Graders {
    /// 5.1: `imageURL(ofSize:in:)` gives what the reference gives on the
    /// task's examples and hundreds of generated image lists: every size an
    /// Int can hold (0, negatives, Int.min, Int.max), sizes that repeat, are
    /// missing or larger, URLs of any text (empty, spaces, emoji, CJK, names
    /// that say another size), lists of thousands.
    static let imageURL = Grader("5.1") { judge in
        let mixed = [
            ImageEntry(size: 4, url: "/images/1001-4.ppm"),
            ImageEntry(size: 3, url: "/images/1001-3.ppm"),
            ImageEntry(size: 3, url: "/images/1001-3-old.ppm"),
        ]
        let examples = [
            ImageQuery(size: 3, images: mixed), ImageQuery(size: 2, images: mixed),
            ImageQuery(size: 4, images: mixed),
        ]
        try compare(
            judge.answer(Chapter5Calls.imageURL), with: judge.reference(Chapter5Calls.imageURL),
            on: .imageQueries(examples: examples), seed: judge.seed, call: \.description, hint: 2,
            diagnose: diagnoseImageURL)
    }

    /// What a wrong URL usually means.
    static func diagnoseImageURL(_ query: ImageQuery, expected: FoundURL, got: FoundURL)
        -> Diagnosis?
    {
        let ofTheSize = query.images.filter { $0.size == query.size }
        guard let url = got.url else {
            guard let first = ofTheSize.first else { return nil }
            if query.size <= 0 {
                return Diagnosis(
                    hint: 2,
                    en:
                        "There is an image of size \(query.size): a size is any Int, 0 and negatives "
                        + "too. Keep the images whose size equals it, whatever it is.",
                    zh: "有一张尺寸为 \(query.size) 的图片：尺寸可以是任何 Int，0 和负数也行。保留尺寸等于它的图片，不管它是多少。")
            }
            if first.url.isEmpty {
                return Diagnosis(
                    hint: 2,
                    en:
                        "There is an image of size \(query.size) whose URL is empty: that is its URL "
                        + "all the same, and the one to return (\"\").",
                    zh: "有一张尺寸为 \(query.size) 的图片，它的 URL 是空的：那也是它的 URL，就该返回它（\"\"）。")
            }
            if let index = query.images.firstIndex(of: first), index >= 20 {
                return Diagnosis(
                    hint: 2,
                    en: "The first image of size \(query.size) is at index \(index) of "
                        + "\(query.images.count): look at every image, however long the list.",
                    zh: "尺寸为 \(query.size) 的第一张图片在 \(query.images.count) 张里的下标 \(index) 处："
                        + "不管列表多长，每张图片都要看。")
            }
            if !first.url.contains("-\(query.size).") {
                return Diagnosis(
                    hint: 2,
                    en: "There is an image of size \(query.size), though its URL does not say so: "
                        + "keep the images whose size field is \(query.size), whatever their URL.",
                    zh: "有一张尺寸为 \(query.size) 的图片，尽管它的 URL 没这么说："
                        + "保留 size 字段为 \(query.size) 的图片，不管它们的 URL 是什么。")
            }
            return Diagnosis(
                hint: 2, en: "There is an image of size \(query.size): return its URL.",
                zh: "有一张尺寸为 \(query.size) 的图片：返回它的 URL。")
        }
        if ofTheSize.count > 1 && url == ofTheSize.last?.url && url != ofTheSize.first?.url {
            return Diagnosis(
                hint: 2,
                en: "That is the last image of the size: the first one is the one to take.",
                zh: "这是这个尺寸的最后一张图片：要取的是第一张。")
        }
        guard let index = query.images.firstIndex(where: { $0.url == url }) else {
            return Diagnosis(
                hint: 2, en: "That URL is none of the images' URLs.", zh: "这个 URL 不是任何一张图片的 URL。")
        }
        let image = query.images[index]
        if image.size != query.size {
            return Diagnosis(
                hint: 2,
                en: "That image has size \(image.size), not \(query.size): keep only the images of "
                    + "the size asked for, whatever their URL says.",
                zh: "那张图片的尺寸是 \(image.size)，不是 \(query.size)：只保留要求的尺寸的图片，不管它们的 URL 怎么说。")
        }
        if let first = ofTheSize.first, first.url != url {
            return Diagnosis(
                hint: 2,
                en: "That is not the first image of the size: the first one is, whatever its URL "
                    + (first.url.isEmpty ? "(an empty one too)." : "says."),
                zh: "那不是这个尺寸的第一张图片：第一张才是，不管它的 URL " + (first.url.isEmpty ? "是什么（空的也算）。" : "怎么说。"))
        }
        return nil
    }
}

extension Inputs where Input == ImageQuery {
    /// Image lists of lengths that grow with the size, and now and then of
    /// any length up to 3,000 (log-uniform): sizes of every magnitude an Int
    /// holds (mostly 3 and 4), repeated or
    /// missing; relative and absolute URLs, URLs whose name says another
    /// size than the entry has, and URLs of any text (empty, spaces, line
    /// breaks, emoji, CJK, combining marks). The size asked for is now and
    /// then 0, negative, Int.min or Int.max.
    static func imageQueries(examples: [ImageQuery]) -> Inputs<ImageQuery> {
        func image(_ size: Int, _ url: String) -> ImageEntry {
            ImageEntry(size: size, url: url)
        }
        let sizes = [1, 2, 3, 4, 5, 0, -1, -3, 100, Int.min, Int.max]
        let odd = ["", " ", "a b.ppm", "line\nbreak", "日本語.ppm", "😀👍🏽", "e\u{301}.ppm", "?", "-3."]
        /// `count` images of other sizes, then one of `size` at `url`.
        func buried(_ count: Int, size: Int, url: String) -> [ImageEntry] {
            (0..<count).map { image($0 % 2 == 0 ? 4 : 5, "/images/filler-\($0).ppm") }
                + [image(size, url)]
        }
        return Inputs(
            examples: examples,
            edgeCases: [
                ImageQuery(size: 3, images: []),
                ImageQuery(size: 3, images: [image(3, "/images/7-3.ppm")]),
                ImageQuery(size: 3, images: [image(4, "/images/7-4.ppm")]),
                ImageQuery(size: 4, images: [image(3, "/images/7-3.ppm")]),
                ImageQuery(size: 3, images: [image(3, "/a.ppm"), image(3, "/b.ppm")]),
                ImageQuery(size: 3, images: [image(5, "/images/7-5.ppm"), image(3, "/c.ppm")]),
                ImageQuery(size: 4, images: [image(4, "/images/8-3.ppm"), image(3, "/8-4.ppm")]),
                ImageQuery(size: 3, images: [image(4, "https://cdn.example.com/9-3.ppm")]),
                ImageQuery(size: 2, images: [image(2, "/images/9-2.ppm"), image(3, "/d.ppm")]),
                ImageQuery(size: 3, images: [image(3, ""), image(3, "/e.ppm")]),
                ImageQuery(size: 3, images: [image(3, " "), image(3, "日本語 😀\n.ppm")]),
                ImageQuery(size: 0, images: [image(1, "/one.ppm"), image(0, "/zero.ppm")]),
                ImageQuery(size: -1, images: [image(1, "/one.ppm"), image(-1, "/minus.ppm")]),
                ImageQuery(
                    size: Int.min, images: [image(Int.max, "/max"), image(Int.min, "/min")]),
                ImageQuery(
                    size: Int.max, images: [image(Int.min, "/min"), image(Int.max, "/max")]),
                ImageQuery(size: 3, images: buried(150, size: 3, url: "/images/late-3.ppm")),
                ImageQuery(size: 3, images: buried(3000, size: 3, url: "/images/last-3.ppm")),
                ImageQuery(size: 4, images: buried(2000, size: 6, url: "/images/none.ppm")),
            ],
            make: { random, size in
                let id = Int.random(in: 1001...1014, using: &random)
                let count = random.size(growingWith: size, upTo: 3000)
                let images = (0..<count).map { index -> ImageEntry in
                    let entrySize =
                        random.chance(0.7)
                        ? random.pick([3, 4])
                        : random.chance(0.5)
                            ? random.pick(sizes) : random.integer(in: .min ... .max)
                    let named = random.chance(0.2) ? random.pick([3, 4]) : entrySize
                    let url =
                        switch Int.random(in: 0..<5, using: &random) {
                        case 0: "https://cdn.example.com/\(id)/\(index)-\(named).ppm"
                        case 1: "/images/\(id)-\(named)-v\(index).ppm"
                        case 2: random.pick(odd)
                        default: "/images/\(id)-\(named).ppm?copy=\(index)"
                        }
                    return ImageEntry(size: entrySize, url: url)
                }
                let wanted =
                    random.chance(0.75)
                    ? random.pick([3, 4])
                    : random.chance(0.5) ? random.pick(sizes) : random.integer(in: .min ... .max)
                return ImageQuery(size: wanted, images: images)
            },
            smaller: { query in
                let simplerSize = query.size == 3 ? [] : [3]
                return Shrink.list(query.images, element: { _ in [] }).map {
                    ImageQuery(size: query.size, images: $0)
                }
                    + simplerSize.map { ImageQuery(size: $0, images: query.images) }
            })
    }
}
