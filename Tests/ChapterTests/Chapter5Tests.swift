import Foundation
import Testing

/// What Chapter 5 must teach, beyond matching its golden transcript.
@Suite("Chapter 5: the Pixels app")
struct Chapter5Tests {
    let chapter = ChapterProgram(5)

    /// The `▸` output lines of section `number`, without their marker.
    private func output(ofSection number: Int) async throws -> [String] {
        let run = try await chapter.runAwaiting(["--plain", "--section", "\(number)"])
        try #require(run.exitCode == 0, "section \(number) failed: \(run.standardError)")
        #expect(run.standardError.isEmpty)
        return run.standardOutput.split(separator: "\n").compactMap { line in
            line.hasPrefix("  ▸ ") ? String(line.dropFirst(4)) : nil
        }
    }

    @Test("its sections follow the book's order, ending with the app")
    func sections() async throws {
        let titles = try await onOwnThread { [chapter] in try chapter.sectionTitles() }
        #expect(
            titles == [
                "The basics · FunctionalReactivePixels的基础知识",
                "Observing properties · FunctionalReactivePixels的基础知识",
                "Adding the full-size view · 添加FunctionalReactivePixels",
                "Delegate callbacks as signals · 和FunctionalReactivePixels一起实践",
                "Catching errors · 和FunctionalReactivePixels一起实践",
                "Cell bindings and reuse · 和FunctionalReactivePixels一起实践",
                "The network layer revisited · 网络层回访", "The app · 运行应用",
                "Glossary · 术语表", "Exercises for this chapter · 本章练习",
            ])
    }

    @Test("the basics: the listing over HTTP, then one thumbnail request per cell on show")
    func basics() async throws {
        let output = try await output(ofSection: 1)
        #expect(
            Array(output.prefix(4)) == [
                "14 photos, the first three:", "Astronaut Eileen Collins by NASA",
                "Chelsea the Cat by Stefan van der Walt", "Cup of Coffee by Rachel Michetti",
            ])
        #expect(
            Array(output.dropFirst(4)) == [
                "GET /v1/photos?feature=popular&rpp=20&page=1", "GET /images/1001-3.ppm",
                "GET /images/1002-3.ppm", "GET /images/1003-3.ppm", "GET /images/1004-3.ppm",
            ])
    }

    @Test("where it uses Chapter 6's view models, it points ahead to where they are explained")
    func pointsAheadToChapter6() async throws {
        var prose: [String] = []
        for number in [1, 3] {
            let run = try await chapter.runAwaiting(["--plain", "--section", "\(number)"])
            prose.append(
                run.standardOutput.split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        #expect(prose[0].contains("Chapter 6 explains them: what a view model is"))
        #expect(prose[0].contains("its active switch, and `forwardWhileActive`"))
        #expect(prose[1].contains("(Both are Chapter 6's subject, in \"MVVM in practice\""))
    }

    @Test("the full-size view: each page loads its details, then its image, only on show")
    func fullSizeView() async throws {
        #expect(
            try await output(ofSection: 3) == [
                "title: Chelsea the Cat", "GET /v1/photos/1002", "GET /images/1002-4.ppm",
                "title: Cup of Coffee", "GET /v1/photos/1003", "GET /images/1003-4.ppm",
            ])
    }

    @Test("keys as a signal: the gallery's selection follows the pager and stays on return")
    func delegateCallbacks() async throws {
        #expect(
            try await output(ofSection: 4) == [
                "selected: photo 1", "key: enter", "key: right", "selected: photo 2",
                "key: right", "selected: photo 3", "key: escape",
                // Without selector interception, the delegate method sends itself.
                "scroll to photo 3",
            ])
        let run = try await chapter.runAwaiting(["--plain", "--section", "4"])
        #expect(run.standardOutput.contains(" >Cup of Coffee "))
    }

    @Test("the request counts: the subject sends unasked, cold per subscriber, autoconnect once")
    func networkLayer() async throws {
        let run = try await chapter.runAwaiting(["--plain", "--section", "7"])
        for row in [
            "  ReplaySubject (first)    1      1", "  cold signal              0      3",
            "  publish().autoconnect()  0      1",
        ] {
            #expect(run.standardOutput.contains(row + "\n"), "no row \(row)")
        }
        #expect(
            try await output(ofSection: 7) == [
                "first: 14 photos", "late: completed", "map: [14 photos]",
                "reduceEach: [14 photos]",
            ])
        // The late subscriber's "completed" is this library's subject, not RAC2's.
        #expect(run.standardOutput.contains("In RAC2 the late subscriber would hear"))
    }

    @Test("observing: own property, another object's, and a chain that follows the cell's photo")
    func observingProperties() async throws {
        #expect(
            try await output(ofSection: 2) == [
                "reload the grid: 0", "reload the grid: 2",
                "Astronaut Eileen Collins has nothing",
                "Astronaut Eileen Collins has 32×32 thumbnail",
                "the cell shows nothing", "the cell shows 32×32 thumbnail",
                "the cell shows nothing",
                // The first photo changes after the cell moved on: the chain ignores it.
                "Astronaut Eileen Collins has nothing", "the cell shows 32×32 thumbnail",
            ])
    }

    @Test("catch, doCompleted, logError, catchTo and a signal's name, on success and failure")
    func catchingErrors() async throws {
        #expect(
            try await output(ofSection: 5) == [
                "could not fetch the photos: HTTP 500 from http://fake/v1/photos", "photos: []",
                "reload the grid", #"photos: ["Astronaut", "Cat"]"#,
                "importPhotos error: HTTP 500 from http://fake/v1/photos", "photos: []",
                "listing next: Astronaut", "listing completed",
            ])
    }

    @Test("cell reuse: no ending loses; dispose, the book's key path and takeUntil all win")
    func cellBindings() async throws {
        let run = try await chapter.runAwaiting(["--plain", "--section", "6"])
        #expect(
            try await output(ofSection: 6) == [
                "no ending: shows Astronaut Eileen Collins, wrong; old download finished at 3",
                "dispose: shows Chelsea the Cat, right; old download cancelled at 1",
                "key path: shows Chelsea the Cat, right; old download finished at 3",
                "takeUntil: shows Chelsea the Cat, right; old download cancelled at 1",
            ])
        // The book's code observes a key path; only its summary speaks of takeUntil.
        #expect(run.standardOutput.contains("RACObserve(self, photoModel.thumbnailData)"))
        #expect(run.standardOutput.contains("which the code it shows never does"))
    }

    @Test("off a terminal, the last section prints the default tour, a frame per step")
    func theAppTour() async throws {
        let run = try await chapter.runAwaiting(["--plain", "--section", "8"])
        #expect(run.exitCode == 0)
        let captions = run.standardOutput.split(separator: "\n").filter { $0.hasPrefix("Frame ") }
        #expect(
            captions == [
                "Frame 1, at the start:", "Frame 2, after open 1:", "Frame 3, after next:",
                "Frame 4, after detail:", "Frame 5, after vote:",
                "Frame 6, after login demo ****:", "Frame 7, after back:", "Frame 8, after back:",
            ])
        #expect(run.standardOutput.contains("\n       [ Voted For! ]\n"))
        #expect(run.standardOutput.contains(" >Chelsea the Cat   Cup of Coffee", after: "Frame 8"))
    }

    @Test("every function in the chapter that returns a signal has a contract in its doc comment")
    func everySignalHasAContract() async throws {
        let signals = try ContractNotes.declarations(inChapter: 5).filter(\.returnsSignal)
        #expect(signals.count >= 2, "found only \(signals.map(\.name))")
        for declaration in signals {
            #expect(
                declaration.contract != nil,
                "\(declaration.place): \(declaration.name) has no contract")
        }
    }

    @Test("each contract is printed in the narration exactly as its doc comment has it")
    func contractsMatchTheirDocComments() async throws {
        let printed = ContractNotes.printed(
            in: try await onOwnThread { [chapter] in try chapter.plainRun() }.standardOutput)
        let documented = try ContractNotes.declarations(inChapter: 5).filter { $0.contract != nil }
        #expect(
            Set(documented.map(\.name)) == [
                "importPhotosWithSubject", "importPhotosCold", "importPhotosShared", "didScroll",
            ])
        for declaration in documented {
            let matches = printed.filter { ContractNotes.baseName($0.function) == declaration.name }
            try #require(
                matches.count == 1,
                "\(declaration.name)'s contract is printed \(matches.count) times")
            #expect(matches[0].lines == declaration.contract)
        }
        #expect(
            printed.count == Set(documented.map(\.name)).count,
            "a printed contract has no doc comment")
    }
}

extension String {
    /// Whether the part of the text after the first `marker` contains `text`.
    fileprivate func contains(_ text: String, after marker: String) -> Bool {
        guard let start = range(of: marker) else { return false }
        return self[start.upperBound...].contains(text)
    }
}
