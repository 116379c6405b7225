import Foundation
import Testing

/// What Chapter 5 must teach, beyond matching its golden transcript.
@Suite("Chapter 5: ReactiveCocoa in practice, the app built with view controllers")
struct Chapter5Tests {
    let chapter = ChapterProgram(5)

    /// The `▸` output lines of section `number`, without their marker.
    private func output(ofSection number: Int) async throws -> [String] {
        try await section(number).split(separator: "\n").compactMap { line in
            line.hasPrefix("  ▸ ") ? String(line.dropFirst(4)) : nil
        }
    }

    /// Section `number` as printed, its wrapped prose joined with single spaces.
    private func prose(ofSection number: Int) async throws -> String {
        try await section(number).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private func section(_ number: Int) async throws -> String {
        let run = try await chapter.runAwaiting(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "section \(number) failed: \(run.standardError)")
        #expect(run.standardError.isEmpty)
        return run.standardOutput
    }

    @Test("its sections are the book's steps, in the book's order, with the translation's headings")
    func sections() async throws {
        let titles = try await onOwnThread { [chapter] in try chapter.sectionTitles() }
        #expect(
            titles == [
                "The gallery and its layout · FunctionalReactivePixels的基础知识：画廊与布局",
                "The model and the importer · FunctionalReactivePixels的基础知识：数据模型与导入器",
                "Reading the listing · FunctionalReactivePixels的基础知识：解析列表",
                "Loading the photos · FunctionalReactivePixels的基础知识：加载照片",
                "The cell · FunctionalReactivePixels的基础知识：单元格",
                "Adding the full-size view · 添加FunctionalReactivePixels：高清图",
                "The photo page · 添加FunctionalReactivePixels：照片页面",
                "Delegate callbacks as signals · 和FunctionalReactivePixels一起实践：把代理回调变成信号",
                "Catching errors · 和FunctionalReactivePixels一起实践：捕获错误",
                "Cell bindings and reuse · 和FunctionalReactivePixels一起实践：单元格的绑定与复用",
                "The network layer revisited · 网络层回访",
                "Summary · 总结",
                "The app · ReactiveCocoa的实践：运行应用",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: only the latest task · 如今：只留最新的 Task（增补）",
            ])
    }

    @Test("the chapter carries the translation's chapter title, not one of the workbook's own")
    func chapterTitle() throws {
        let first = try chapter.plainRun().standardOutput.split(separator: "\n").first
        #expect(first == "Chapter 5 · ReactiveCocoa in practice · ReactiveCocoa的实践")
    }

    @Test("the basics: the replay subject sends one request and replays it to a late subscriber")
    func basics() async throws {
        #expect(
            try await output(ofSection: 2) == [
                "first subscriber: 14 photos", "late subscriber: 14 photos",
            ])
        let prose = try await prose(ofSection: 2)
        #expect(prose.contains("1 listing request for the two subscribers, and 14 thumbnail"))
        #expect(prose.contains("thumbnailData a 32×32 image"))
        #expect(prose.contains("fullsizeURL nil"))
        // The book declares a signal; here the subject is not a signal at all.
        #expect(prose.contains("Differs from RAC2: `Subject` is not a `Signal`"))
    }

    @Test("reading the listing: filter, map and first give the thumbnail, and nil for size 4")
    func readingTheListing() async throws {
        #expect(
            try await output(ofSection: 3) == ["size 3: /images/1001-3.ppm", "size 4: nil"])
    }

    @Test("the first gallery observes its photosArray, on a MutableProperty, and shows four cells")
    func gallery() async throws {
        let text = try await section(4)
        #expect(text.contains("photosArray.signal.subscribeNext { [weak self] _ in"))
        #expect(text.contains("func loadPopularPhotos() {"))
        #expect(text.contains(" >Astronaut Eile…   Chelsea the Cat   Cup of Coffee"))
        #expect(
            try await prose(ofSection: 4).contains(
                "The grid made 4 cells, one for each photo on show, out of the 14 photos."))
    }

    @Test("the cell: a late thumbnail lands on a cell without prepareForReuse; setKeyPath ends")
    func cell() async throws {
        #expect(
            try await output(ofSection: 5) == [
                "before: no image", "after: an image",
                "while the image view lives, ended: false", "once it has gone, ended: true",
            ])
        let text = try await section(5)
        #expect(text.contains(".setKeyPath(\\.image, onObject: imageView)"))
        #expect(text.contains("subscription?.dispose()"))
        // The forgetful cell shows the first photo under the second's name; the book's does not.
        #expect(text.contains("\nForgetfulCell shows the first photo's thumbnail over"))
    }

    @Test("the full-size view: the delegate keeps the gallery on the photo viewed")
    func fullSizeView() async throws {
        #expect(
            try await output(ofSection: 6) == [
                "right → Cup of Coffee · gallery on photo 3",
                "right → Falcon 9 at the Pad · gallery on photo 4",
                "escape → the gallery · gallery on photo 4",
                "GET /v1/photos/1002", "GET /images/1002-4.ppm", "GET /v1/photos/1003",
                "GET /images/1003-4.ppm", "GET /v1/photos/1004", "GET /images/1004-4.ppm",
            ])
        #expect(try await section(6).contains(" >Falcon 9 at th…"))
    }

    @Test("the photo page: the spinner around the details, then the image; an error stays up")
    func photoPage() async throws {
        #expect(
            try await output(ofSection: 7) == [
                "spinner: hidden", "spinner: spinning", "spinner: hidden", "image: 240×160",
                "GET /v1/photos/1002", "GET /images/1002-4.ppm",
                "spinner: hidden", "spinner: spinning", "spinner: error: Error", "image: none",
                "GET /v1/photos/1002", "the image binding has ended: true",
            ])
        let text = try await section(7)
        #expect(text.contains("public override func viewWillAppear() {"))
        #expect(text.contains("func download("))
    }

    @Test("delegate callbacks: a proxy hands over a tuple, must be kept, and drives the gallery")
    func delegateCallbacks() async throws {
        #expect(
            try await output(ofSection: 8) == [
                "chosen: item 2", "a proxy nobody keeps: nil", "a kept proxy: set",
                "enter → gallery on photo 1", "right → gallery on photo 2",
                "right → gallery on photo 3", "escape → gallery on photo 3",
                "scroll to photo 3",
            ])
        let prose = try await prose(ofSection: 8)
        // The book's API here is a RACDelegateProxy with -rac_signalForSelector:;
        // -rac_signalForSelector:fromProtocol: on self comes in the MVVM chapter.
        #expect(prose.contains("A RACDelegateProxy stands in as a delegate for a protocol"))
        #expect(!prose.contains("fromProtocol"))
        #expect(prose.contains("EXC_BAD_ACCESS"))
        #expect(prose.contains("self.collectionViewDelegate = collectionViewDelegate // keep it"))
        #expect(prose.contains("Differs from RAC2: a proxy nobody keeps is silent."))
    }

    @Test("catching errors: catch returns an empty signal, logs once per subscriber, one request")
    func catchingErrors() async throws {
        #expect(
            try await output(ofSection: 9) == [
                "reload the grid: 14 photos", "listing requests: 1",
                "Couldn't fetch photos from 500px: HTTP 500 from ‹photo API›/v1/photos",
                "Couldn't fetch photos from 500px: HTTP 500 from ‹photo API›/v1/photos",
                "reload the grid: 0 photos", "listing requests: 1",
                "importPhotos error: HTTP 500 from ‹photo API›/v1/photos", "photos: 0",
                "listing next: Astronaut", "listing completed",
            ])
        #expect(try await section(9).contains("        return Signal.empty\n"))
    }

    @Test("cell reuse: no ending loses; dispose, the book's key path and takeUntil all win")
    func cellBindings() async throws {
        let text = try await section(10)
        #expect(
            try await output(ofSection: 10) == [
                "the cell shows nothing", "the cell shows a thumbnail",
                "no ending: shows Astronaut Eileen Collins, wrong",
                "dispose: shows Chelsea the Cat, right", "key path: shows Chelsea the Cat, right",
                "takeUntil: shows Chelsea the Cat, right",
            ])
        for line in [
            "    no ending: cell shows  n-21", "    dispose: cell shows    n-2-",
            "    key path: cell shows   n-2-", "    takeUntil: cell shows  n-2-",
        ] {
            #expect(text.contains(line + "\n"), "no marble line \(line)")
        }
        // The book's code observes a key path; only its summary speaks of takeUntil.
        #expect(text.contains("RACObserve(self, photoModel.thumbnailData)"))
        #expect(text.contains("which the code it shows never does"))
    }

    @Test("the request counts: the subject sends unasked, cold per subscriber, shared once")
    func networkLayer() async throws {
        let text = try await section(11)
        for row in [
            "  SubjectImporter  1      1", "  cold signal      0      3",
            "  SignalImporter   0      1",
        ] {
            #expect(text.contains(row + "\n"), "no row \(row)")
        }
        #expect(
            try await output(ofSection: 11) == [
                "14 photos, on main: true", "first: 14 photos", "late: completed",
                "map: [14 photos]",
                "reduceEach: [14 photos]",
            ])
        // The late subscriber's "completed" is this library's subject, not RAC2's.
        #expect(text.contains("In RAC2 the late subscriber would hear"))
        #expect(text.contains("model.thumbnailData\n            <~ photos.downloadThumbnail"))
    }

    @Test("the summary: a disposable ends the side effect, and the takeUntil claim is corrected")
    func summary() async throws {
        #expect(
            try await output(ofSection: 12) == [
                "reload the grid: []", #"reload the grid: ["Astronaut Eileen Collins"]"#,
            ])
        #expect(try await prose(ofSection: 12).contains("are not pure, since they have side"))
    }

    @Test("off a terminal, the last section tours the app the chapter built: MVC, not MVVM")
    func theAppTour() async throws {
        let run = try await chapter.runAwaiting(["--plain", "--section", "13"])
        #expect(run.exitCode == 0)
        let captions = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Frame ") }
        #expect(
            captions == [
                "Frame 1, at the start:", "Frame 2, after open 2:", "Frame 3, after next:",
                "Frame 4, after back:",
            ])
        #expect(run.standardOutput.contains("GalleryController(\n"))
        #expect(run.standardOutput.contains("‹ Cup of Coffee ›"))
        #expect(!run.standardOutput.contains("Vote"), "the MVC app has no vote")
        #expect(run.standardOutput.contains(" >Cup of Coffee "))
    }

    @Test("every function in the chapter that returns a signal has a contract in its doc comment")
    func everySignalHasAContract() async throws {
        let signals = try ContractNotes.declarations(inChapter: 5).filter(\.returnsSignal)
        let library = try ContractNotes.declarations(inFolder: ContractNotes.pixelsMVC)
            .filter(\.returnsSignal)
        #expect(signals.count >= 2, "found only \(signals.map(\.name))")
        #expect(library.count >= 6, "found only \(library.map(\.name))")
        for declaration in signals + library {
            #expect(
                declaration.contract != nil,
                "\(declaration.place): \(declaration.name) has no contract")
        }
    }

    @Test("each contract the chapter prints is printed exactly as its doc comment has it")
    func contractsMatchTheirDocComments() async throws {
        let printed = ContractNotes.printed(
            in: try await onOwnThread { [chapter] in try chapter.plainRun() }.standardOutput)
        let documented = try ContractNotes.declarations(inChapter: 5).filter { $0.contract != nil }
        #expect(Set(documented.map(\.name)) == ["importPhotosCold", "didScroll"])
        let shown = printed.filter { ContractNotes.baseName($0.function) == "didScroll" }
        try #require(shown.count == 1, "didScroll's contract is printed \(shown.count) times")
        #expect(shown[0].lines == documented.first { $0.name == "didScroll" }?.contract)
        #expect(printed.count == 1, "a printed contract has no doc comment")
    }
}
