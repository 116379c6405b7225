import Foundation
import Testing

/// What Chapter 6 must teach, beyond matching its golden transcript.
@Suite("Chapter 6: MVVM and testing view models")
struct Chapter6Tests {
    let chapter = ChapterProgram(6)

    /// The lines of section `number` as printed.
    private func lines(ofSection number: Int) throws -> [String] {
        let run = try chapter.run(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "section \(number) failed: \(run.standardError)")
        return run.standardOutput.split(separator: "\n", omittingEmptySubsequences: false)
            .map(String.init)
    }

    @Test("its sections follow the book's, with the testing section in three parts, then the app")
    func sections() throws {
        #expect(
            try chapter.sectionTitles() == [
                "What is MVVM · 什么是MVVM",
                "Revisiting the Pixels app · 重温FunctionalReactivePixels",
                "MVVM in practice · MVVM的具体实践", "Testing view models · 测试ViewModels",
                "Testing the pager and pages · 测试ViewModels",
                "Testing login and voting · 测试ViewModels", "Final thoughts · 终稿",
                "The MVVM app · 运行 MVVM 应用", "Glossary · 术语表",
                "Exercises for this chapter · 本章练习",
            ])
    }

    @Test("the fake's contract is printed as FakeImporter.answer's doc comment has it")
    func fakeContract() throws {
        let documented = try ContractNotes.declarations(inChapter: 6)
            .filter { $0.name == "answer" }.compactMap(\.contract)
        let printed = ContractNotes.printed(in: try chapter.plainRun().standardOutput)
        try #require(documented.count == 1 && printed.count == 1, "\(documented) \(printed)")
        #expect(printed[0].function == "each FakeImporter operation")
        #expect(printed[0].lines == documented[0])
    }

    @Test("the MVC and MVVM screens show the same labels at every tick, and the button greys")
    func beforeAndAfter() throws {
        let rows = try lines(ofSection: 1).map(cells)
        #expect(rows.contains(["0", "97.90", "[ Vote ]", "97.90", "[ Vote ]"]))
        #expect(rows.contains(["1", "97.90", "( Vote )", "97.90", "( Vote )"]))
        #expect(rows.contains(["3", "97.90", "( Voted For! )", "97.90", "( Voted For! )"]))
        #expect(try lines(ofSection: 1).contains("  ▸ [next(Vote)@0, next(Voted For!)@3]"))
    }

    @Test("the walk through the app: each request comes from the view model that made it")
    func walk() throws {
        let output = outputLines(try lines(ofSection: 2).joined(separator: "\n"))
        #expect(
            output == [
                "1. the gallery appears",
                "   GalleryViewModel shows 14 photos, first \"Astronaut Eileen Collins\"",
                "   asked the model: importPhotos",
                "2. photo 2 opens in the pager",
                "   FullSizePhotoViewModel shows \"Chelsea the Cat\", 2 of 14",
                "   PhotoViewModel shows a 240×160 image",
                "   asked the model: fetchDetails 1002, downloadFullSize 1002",
                "3. its details open",
                "   PhotoDetailViewModel shows 97.90, 37 comments, Vote",
                "   asked the model: nothing",
                "4. Vote, while logged out",
                "   PhotoDetailViewModel shows a login form: LoginViewModel",
                "   asked the model: nothing",
                "5. demo/demo, Log in",
                "   LoginViewModel shows valid: true",
                "   asked the model: logIn demo",
                "6. the login answers",
                "   PhotoDetailViewModel shows 97.90, 37 comments, Voted For!",
                "   asked the model: vote 1002 token-1",
            ])
        #expect(
            try lines(ofSection: 2).contains { $0.hasPrefix("View models of 5 kinds took part") })
    }

    @Test("the active lifecycle's marbles are what the narration says of them")
    func lifecycleMarbles() throws {
        let lines = try lines(ofSection: 3)
        // Shown at 2, again at 3 (no change), hidden at 6, shown at 9, closed at 12.
        #expect(lines.contains("    screen             --ss--h--s--x"))
        #expect(lines.contains("    isActiveSignal     f-t---f--t--|"))
        #expect(lines.contains("    didBecomeActive    --a------a--|"))
        #expect(lines.contains("    didBecomeInactive  i-----i-----|"))
        // forwardWhileActive: subscribed at each activation, disposed at 4 halfway,
        // the source's completion at 12 not forwarded, completed when freed at 14.
        #expect(lines.contains("    download   -^--!"))
        #expect(lines.contains("    download   -------^----!"))
        #expect(lines.contains("    forwarded  ---d-----d-i--|"))
        // throttleWhileInactive: a and d at once while active; b replaced by c,
        // which goes out at 9 after two quiet ticks.
        #expect(lines.contains("    ratings  -a---b-c-------d-|"))
        #expect(lines.contains("    shown    -a-------c-----d-|"))
    }

    @Test("the page cancels its download when hidden; the pager keeps one page active")
    func pagesInPractice() throws {
        let lines = try lines(ofSection: 3)
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
        let lines = try lines(ofSection: 3)
        #expect(lines.contains("    hidden at 2: book loading  ft-f--"))
        #expect(lines.contains("      book downloadFullSize    ---^-!"), "the leaked download")
        #expect(lines.contains("    hidden at 2: app loading   ftf---"))
        #expect(lines.contains("      app fetchDetails         -^!"), "cancelled when hidden")
        #expect(lines.contains("    failing: book loading      ft----"), "the stuck spinner")
        #expect(lines.contains("    failing: app loading       ft-f--"))
    }

    @Test("throttleWhileInactive sends a value once, where RVM repeats it on each activity change")
    func throttleSendsOnce() throws {
        let shown = outputLines(try lines(ofSection: 3).joined(separator: "\n"))
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

    @Test(
        "the tests of the brief run live: activation, name, details, validity, votes, loading, errors"
    )
    func testedScenarios() throws {
        let transcript = try chapter.plainRun().standardOutput
        for check in [
            "✔ importer.requests == [\"importPhotos\"]",
            "✔ photos.events.last?.time == 6",
            "✔ spy.asked == [3]",
            "✔ name.events == [.next(0, \"Chelsea the Cat\")]",
            "✔ importer.requests == [\"fetchDetails 1002\"]",
            "✔ valid.values == [false, true, false]",
            "✔ title.events == [.next(0, \"Vote\"), .next(3, \"Voted For!\")]",
            "✔ title.events == [.next(0, \"Vote\"), .next(8, \"Voted For!\")]",
            "✔ Marbles.render(loading.events, symbol: letter) == \"ft---f--t---f\"",
            "✔ empty.values.last == \"No photos: \\(reason)\"",
        ] {
            #expect(transcript.contains("  ▸ \(check)\n"), "missing: \(check)")
        }
        #expect(
            transcript.contains("  ▸   next(No photos: HTTP 500 from http://fake/v1/photos)@3\n"))
    }

    @Test("the login command refuses a second press while running; its error arrives as a value")
    func loginCommand() throws {
        let lines = try lines(ofSection: 7)
        #expect(lines.contains("    login.isEnabled  tf-t-f-t"))
        #expect(lines.contains("    isLoggingIn      ft-f-t-f"))
        #expect(lines.contains("    errorMessage     n--e-n--"))
        #expect(lines.contains("    done             -------d"))
        #expect(lines.contains("  ▸ [\"wrong username or password\"]"))
    }

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
            #expect(Set(imports).isSubset(of: ["Foundation", "Reactive"]), "\(file): \(imports)")
        }
    }

    @Test("the book's gallery test wants the import in init; this app's wants it on activation")
    func galleryTestsSideBySide() throws {
        let output = outputLines(try lines(ofSection: 4).joined(separator: "\n"))
        let start = try #require(output.firstIndex { $0.hasPrefix("the book's test") })
        #expect(
            Array(output[start..<start + 12]) == [
                "the book's test, importsInInit, on the book's view model:",
                #"✔ importer.requests == ["importPhotos"]"#,
                "the book's test, importsInInit, on GalleryViewModel:",
                #"✘ importer.requests == ["importPhotos"]"#,
                "this app's test, importsOnActivation, on the book's view model:",
                "✘ importer.requests == []", #"✔ importer.requests == ["importPhotos"]"#,
                "✘ photos.events.last?.time == 6",
                "this app's test, importsOnActivation, on GalleryViewModel:",
                "✔ importer.requests == []", #"✔ importer.requests == ["importPhotos"]"#,
                "✔ photos.events.last?.time == 6",
            ])
        let text = try lines(ofSection: 4).joined(separator: " ")
        #expect(!text.contains("replaces the photo importer with OCMock"))
        #expect(text.contains("The photo importer it leaves alone"))
    }

    @Test("initialPhoto asks photo(at:) for the initial index: the book's refactor, with a spy")
    func initialPhotoDelegates() throws {
        #expect(try lines(ofSection: 5).contains("  ▸ ✔ spy.asked == [3]"))
    }

    @Test("one list screen draws three view models behind one protocol")
    func viewModelsBehindAProtocol() throws {
        let output = outputLines(try lines(ofSection: 7).joined(separator: "\n"))
        #expect(
            Array(output.dropFirst()) == [
                "Popular (14)", "  Astronaut Eileen Collins", "  Chelsea the Cat",
                "Search: Cat (1)", "  Chelsea the Cat", "Featured (1)", "  Chelsea the Cat",
            ])
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
