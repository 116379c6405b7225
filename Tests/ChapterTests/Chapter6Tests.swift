import Foundation
import Testing

/// What Chapter 6 must teach, beyond matching its golden transcript.
@Suite("Chapter 6: MVVM on iOS, Chapter 5's screens refactored and tested")
struct Chapter6Tests {
    let chapter = ChapterProgram(6)

    /// The lines of section `number` as printed.
    private func lines(ofSection number: Int) throws -> [String] {
        let run = try chapter.run(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "section \(number) failed: \(run.standardError)")
        return run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    /// Section `number`'s prose, its wrapped lines joined with single spaces.
    private func prose(ofSection number: Int) throws -> String {
        try lines(ofSection: number).joined(separator: " ").split(whereSeparator: \.isWhitespace)
            .joined(separator: " ")
    }

    @Test("its sections follow the book's, with the translation's headings, then the app and Today")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "MVVM on iOS · MVVM On iOS",
                "What is MVVM · 什么是MVVM",
                "Revisiting the Pixels app · 重温FunctionalReactivePixels",
                "The full-size view model · MVVM的具体实践：高清图视图模型",
                "The gallery view model · MVVM的具体实践：画廊视图模型",
                "The photo view model · MVVM的具体实践：照片视图模型",
                "MVVM in practice · MVVM的具体实践：激活的生命周期",
                "Testing view models · 测试ViewModels：高清图与画廊",
                "Testing the photo page · 测试ViewModels：照片视图模型",
                "Testing login and voting · 登录模块：测试登录与投票（出自《iOS-OpenSource-ReactiveCocoa》）",
                "Final thoughts · 终稿",
                "The MVVM app · MVVM On iOS：运行 MVVM 应用",
                "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
                "Today: @Observable view models · 如今：@Observable 视图模型（增补）",
            ])
    }

    @Test("the chapter carries the translation's chapter title, not one of the workbook's own")
    func chapterTitle() throws {
        let first = try chapter.plainRun().standardOutput.split(separator: "\n").first
        #expect(first == "Chapter 6 · MVVM on iOS · MVVM On iOS")
    }

    @Test("MVVM on iOS: beginner's mind, Microsoft, and Chapter 5's gallery doing everything")
    func mvvmOnIOS() throws {
        let prose = try prose(ofSection: 1)
        #expect(prose.contains("the beginner's mind"))
        #expect(prose.contains("an architecture that comes from Microsoft, whose engineers"))
        #expect(
            outputLines(try lines(ofSection: 1).joined(separator: "\n")) == [
                "photos: 14", "on show: FullSizeController",
            ])
        let rows = try lines(ofSection: 1).map(cells)
        #expect(rows.contains(["downloadThumbnail", "14"]))
    }

    @Test("what is MVVM: the KVO flow, MVVCVM, and the book's dateAdded with one cached formatter")
    func whatIsMVVM() throws {
        let prose = try prose(ofSection: 2)
        #expect(prose.contains("usually by key-value observing"))
        #expect(prose.contains("not called MVVCVM"))
        #expect(prose.contains("Three dates, 1 formatter."))
        #expect(
            outputLines(try lines(ofSection: 2).joined(separator: "\n")) == [
                "the view shows 240×160", "1 January 2014", "1 February 2014", "1 March 2014",
                "text: [next(1 January 2014)@0, next(1 February 2014)@1]",
                #"✔ text.values == ["1 January 2014", "1 February 2014"]"#,
            ])
    }

    @Test(
        "revisiting the app: the book's SDK preparation, and the one PhotoAPI that builds requests")
    func revisiting() throws {
        let prose = try prose(ofSection: 3)
        #expect(prose.contains("sets the key and secret once on PXRequest"))
        #expect(prose.contains("version 1.0.5 of the SDK"))
        #expect(
            outputLines(try lines(ofSection: 3).joined(separator: "\n")) == [
                "GET /v1/photos", "GET /v1/photos/1002", "POST /v1/users/login",
                "POST /v1/photos/1002/vote with the token",
            ])
        // The section is the book's preparation, not a tour of the app's view models.
        #expect(!prose.contains("View models of 5 kinds"))
    }

    @Test("each refactoring runs Chapter 5's screen and its view-model version side by side")
    func beforeAndAfter() throws {
        let fullSize = try lines(ofSection: 4).map(cells)
        #expect(fullSize.contains(["opened", "Chelsea the Cat", "Chelsea the Cat"]))
        #expect(fullSize.contains(["←", "Cup of Coffee", "Cup of Coffee"]))
        #expect(try lines(ofSection: 4).contains("  ▸ after scrolled to 3"))
        let gallery = try lines(ofSection: 5).map(cells)
        #expect(gallery.contains(["before", "4", "importPhotos", "15", "Chelsea the Cat"]))
        #expect(gallery.contains(["after", "4", "importPhotos", "15", "Chelsea the Cat"]))
        let photo = try lines(ofSection: 6).map(cells)
        #expect(photo.contains(["2", "up", "-", "up", "-"]))
        #expect(photo.contains(["5", "down", "240×160", "down", "240×160"]))
        // The "before" listings are Chapter 5's own code, from PixelsMVC.
        #expect(try lines(ofSection: 4).contains("    public let photoModelArray: [PhotoModel]"))
        #expect(try lines(ofSection: 6).contains("        hud.show()"))
    }

    @Test("the view models keep their model as RVMViewModel's do, and say where Swift differs")
    func viewModelsKeepAModel() throws {
        #expect(try lines(ofSection: 4).contains("        super.init(model: photoArray)"))
        #expect(try prose(ofSection: 4).contains("Differs from RAC2: the model is read through"))
        #expect(try prose(ofSection: 5).contains("Differs from RAC2: the gallery's photos are"))
    }

    @Test("the active lifecycle's marbles are what the narration says of them")
    func lifecycleMarbles() throws {
        let lines = try lines(ofSection: 7)
        // Shown at 2, again at 3 (no change), hidden at 6, shown at 9, closed at 12.
        #expect(lines.contains("    screen             --ss--h--s--x"))
        #expect(lines.contains("    isActiveSignal     f-t---f--t--|"))
        #expect(lines.contains("    didBecomeActive    --*------*--|"))
        #expect(lines.contains("    didBecomeInactive  *-----*-----|"))
        // forwardWhileActive: subscribed at each activation, disposed at 4 halfway,
        // the source's completion at 12 not forwarded, completed when freed at 14.
        #expect(lines.contains("    download   -^--!"))
        #expect(lines.contains("    download   -------^----!"))
        #expect(lines.contains("    forwarded  ---d-----d-i--|"))
        // throttleWhileInactive: 1 and 4 at once while active; 2 replaced by 3,
        // which goes out at 9 after two quiet ticks.
        #expect(lines.contains("    ratings  -1---2-3-------4-|"))
        #expect(lines.contains("    shown    -1-------3-----4-|"))
    }

    @Test("the app's page cancels its download when hidden; its pager keeps one page active")
    func pagesInPractice() throws {
        let lines = try lines(ofSection: 7)
        #expect(lines.contains("    isLoading         ft--f-t---f"))
        #expect(lines.contains("    image             n---------i"))
        let rows = lines.map(cells)
        #expect(rows.contains(["downloadFullSize 1002", "sent at 3, cancelled at 4"]))
        #expect(rows.contains(["downloadFullSize 1002", "sent at 8, answered at 10"]))
        #expect(lines.contains { $0.hasSuffix("and the image arrived at tick 10.") })
        #expect(lines.contains("    page 1 active  ft----f------"))
        #expect(lines.contains("    page 2 active  f-----t--f---"))
        #expect(lines.contains("    page 3 active  f--------t--f"))
        #expect(rows.contains(["downloadFullSize 1001", "sent at 3, answered at 5"]))
        #expect(rows.contains(["downloadFullSize 1002", "sent at 8, cancelled at 9"]))
    }

    @Test("the book's photo view model downloads after its page hides and spins after an error")
    func booksPhotoViewModel() throws {
        let lines = try lines(ofSection: 7)
        #expect(lines.contains("    hidden at 2: book loading  ft-f--"))
        #expect(lines.contains("      book downloadFullSize    ---^-!"), "the leaked download")
        #expect(lines.contains("    hidden at 2: app loading   ftf---"))
        #expect(lines.contains("      app fetchDetails         -^!"), "cancelled when hidden")
        #expect(lines.contains("    failing: book loading      ft----"), "the stuck spinner")
        #expect(lines.contains("    failing: app loading       ft-f--"))
    }

    @Test("throttleWhileInactive sends a value once, where RVM repeats it on each activity change")
    func throttleSendsOnce() throws {
        let shown = outputLines(try lines(ofSection: 7).joined(separator: "\n"))
            .filter { $0.contains("shown") }
        #expect(shown == ["tick 0: shown 4.5"])
    }

    @Test("every test's check holds in the run, and each is an expect(…) shown in its listing")
    func checksHoldAndAreShown() throws {
        let transcript = try chapter.plainRun().standardOutput
        let lines = transcript.split(separator: "\n").map(String.init)
        // The only failures are the two gallery tests run on each other's view model.
        let failed = lines.filter { $0.hasPrefix("  ▸ ✘ ") }
        #expect(
            failed == [
                #"  ▸ ✘ importer.requests == ["importPhotos"]"#,
                "  ▸ ✘ importer.requests == []", "  ▸ ✘ photos.events.last?.time == 6",
            ])
        var checks = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("  ▸ ✔ ") {
            checks += 1
            let claim = String(line.dropFirst("  ▸ ✔ ".count))
            let listing = lines[..<index].reversed().drop { !$0.hasPrefix("    ") }
                .prefix { $0.hasPrefix("    ") }
            #expect(
                listing.contains { $0.trimmingCharacters(in: .whitespaces) == "expect(\(claim))" },
                "✔ \(claim) has no expect(…) in the listing before it")
        }
        #expect(checks >= 25, "only \(checks) checks were printed")
    }

    @Test("the book's tests run live on the refactored view models, with spies for its mocks")
    func booksTests() throws {
        let transcript = try chapter.plainRun().standardOutput
        for check in [
            "✔ empty.initialPhotoIndex == 1337", "✔ one.photoModel(at: -1) == nil",
            "✔ one.photoModel(at: 0) === photoModel", "✔ spy.asked.withLock { $0 } == [0]",
            "✔ spy.imports.withLock { $0 } == 1", "✔ fake.requests.isEmpty",
            #"✔ viewModel.photoName == "Chelsea the Cat""#,
            "✔ spy.downloads.withLock { $0 } == 1", "✔ viewModel.photoImage.value == image",
        ] {
            #expect(transcript.contains("  ▸ \(check)\n"), "missing: \(check)")
        }
    }

    @Test("the tests that are not the book's are credited to the repository or the workbook")
    func creditsTheTests() throws {
        let login = try prose(ofSection: 10)
        #expect(!login.contains("The book's login tests"))
        #expect(login.contains("added in February 2014 by another contributor, not by the book"))
        #expect(login.contains("Voting has no tests in the book or the repository"))
        #expect(login.contains("Book: none (FRPLoginViewModelTests is the repository's)"))
        // The book checks the call after activation only, not that nothing runs before.
        let page = try prose(ofSection: 9)
        #expect(page.contains("The book's test looks only after the view model becomes active"))
        #expect(!page.contains("(and nothing does before)"))
        for check in [
            "✔ valid.values == [false, true, false]",
            "✔ title.events == [.next(0, \"Vote\"), .next(3, \"Voted For!\")]",
            "✔ Marbles.render(loading.events, symbol: letter) == \"ft---f--t---f\"",
        ] {
            #expect(try chapter.plainRun().standardOutput.contains("  ▸ \(check)\n"))
        }
    }

    @Test("the fake's contract is printed as FakeImporter.answer's doc comment has it")
    func fakeContract() throws {
        let documented = try ContractNotes.declarations(inFolder: ContractNotes.pixelsTesting)
            .filter { $0.name == "answer" }.compactMap(\.contract)
        let printed = ContractNotes.printed(in: try chapter.plainRun().standardOutput)
        try #require(documented.count == 1 && printed.count == 1, "\(documented) \(printed)")
        #expect(printed[0].function == "each FakeImporter operation")
        #expect(printed[0].lines == documented[0])
    }

    @Test("final thoughts: protocols, sharing, other languages, then RACCommand as the last word")
    func finalThoughts() throws {
        let lines = try lines(ofSection: 11)
        #expect(lines.contains("    login.isEnabled  tf-t-f-t"))
        #expect(lines.contains("    isLoggingIn      ft-f-t-f"))
        #expect(lines.contains("    errorMessage     n--e-n--"))
        #expect(lines.contains("    done             -------*"))
        #expect(lines.contains("  ▸ [\"wrong username or password\"]"))
        let prose = try prose(ofSection: 11)
        #expect(!prose.contains("The book closes on a point about sharing"))
        #expect(prose.contains("The book ends on what it did not cover: RACCommand"))
        #expect(prose.contains("Objective-C, C#, Ruby or Java"))
        let order = [
            "Search: Cat (1)", "iOS app and an OS X app", "four steps", "go and have a look",
        ]
        .map { prose.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(zip(order, order.dropFirst()).allSatisfy { $0! < $1! }, "not in the book's order")
    }

    @Test("one list screen draws three view models behind one protocol")
    func viewModelsBehindAProtocol() throws {
        let output = outputLines(try lines(ofSection: 11).joined(separator: "\n"))
        #expect(
            Array(output.prefix(7)) == [
                "Popular (14)", "  Astronaut Eileen Collins", "  Chelsea the Cat",
                "Search: Cat (1)", "  Chelsea the Cat", "Featured (1)", "  Chelsea the Cat",
            ])
    }

    /// WorkbookKit is allowed beside them for one type, `Bilingual`: a view
    /// model's messages come in English and Chinese. It holds no screen.
    @Test("the view models import only the library and Foundation, as Final thoughts says")
    func viewModelsImportNoFrontEnd() throws {
        let folder = ContractNotes.folder(ofChapter: 6).deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/Pixels/ViewModels")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".swift") }
        #expect(files.count >= 5)
        for file in files {
            let text = try String(
                contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            let imports = text.split(separator: "\n").filter { $0.hasPrefix("import ") }
                .map { String($0.dropFirst("import ".count)) }
            #expect(
                Set(imports).isSubset(of: ["Foundation", "Reactive", "WorkbookKit"]),
                "\(file): \(imports)")
        }
    }

    @Test("the book's gallery test wants the import in init; the app's wants it on activation")
    func galleryTestsSideBySide() throws {
        let output = outputLines(try lines(ofSection: 8).joined(separator: "\n"))
        let start = try #require(output.firstIndex { $0.hasPrefix("the book's test") })
        #expect(
            Array(output[start..<start + 12]) == [
                "the book's test, importsInInit, on the book's GalleryViewModel:",
                #"✔ importer.requests == ["importPhotos"]"#,
                "the book's test, importsInInit, on the app's GalleryViewModel:",
                #"✘ importer.requests == ["importPhotos"]"#,
                "the app's test, importsOnActivation, on the book's GalleryViewModel:",
                "✘ importer.requests == []", #"✔ importer.requests.first == "importPhotos""#,
                "✘ photos.events.last?.time == 6",
                "the app's test, importsOnActivation, on the app's GalleryViewModel:",
                "✔ importer.requests == []", #"✔ importer.requests.first == "importPhotos""#,
                "✔ photos.events.last?.time == 6",
            ])
        let text = try prose(ofSection: 8)
        #expect(!text.contains("replaces the photo importer with OCMock"))
        #expect(text.contains("The importer itself it leaves untested"))
    }

    @Test("the whole chapter prints the same on every run")
    func deterministic() throws {
        let first = try chapter.run(["--plain"])
        let second = try chapter.run(["--plain"])
        #expect(first.exitCode == 0)
        #expect(
            Golden.firstDifference(expected: first.standardOutput, actual: second.standardOutput)
                == nil)
    }
}

/// The cells of a table row: the pieces between runs of two or more spaces.
private func cells(_ line: String) -> [String] {
    line.split(separator: "  ").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
}
