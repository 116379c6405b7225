import Chapter5Calls
import ExerciseGrading
import ExerciseHarness
import Foundation
import Pixels
import PixelsExerciseSupport
import ReactiveTesting
import Testing

@testable import ExerciseGraders

/// Chapter 5's graders try the whole domain: these tests read the inputs
/// they make, and check that shrinking a failing input always moves.
@Suite("Chapter 5's inputs")
struct Chapter5Inputs {
    @Test("5.1 asks for every size an Int holds, among URLs of any text and lists of thousands")
    func imageQueriesCoverTheDomain() {
        let queries = Inputs<ImageQuery>.imageQueries(examples: []).all(seed: Seed(1), count: 300)
        let sizes = Set(queries.map(\.size))
        #expect(sizes.isSuperset(of: [0, -1, Int.min, Int.max, 3, 4]))
        #expect(queries.contains { $0.images.count >= 3000 })
        #expect(queries.contains { $0.images.contains { $0.url.isEmpty && $0.size == $0.size } })
        #expect(queries.contains { query in query.images.contains { $0.url.contains("😀") } })
        let generated = queries.dropFirst(
            Inputs<ImageQuery>.imageQueries(examples: []).edgeCases.count)
        #expect(generated.contains { (13...199).contains($0.images.count) }, "lists of 13 to 199")
        #expect(
            generated.contains { query in
                query.images.contains { (1001...(1 << 40)).contains($0.size.magnitude) }
            }, "sizes of every magnitude")
    }

    @Test("5.2's listings hold ratings of 100 and more, negative ones, extreme ids, empty names")
    func listingsCoverTheDomain() {
        let calls = Inputs<ListingCall>.listingCalls(examples: []).all(seed: Seed(1), count: 200)
        let entries = calls.flatMap(\.listing.photos)
        #expect(entries.contains { $0.rating >= 100 })
        #expect(entries.contains { $0.rating < 0 })
        #expect(entries.contains { $0.id == Int.min } && entries.contains { $0.id == Int.max })
        #expect(entries.contains { $0.name.isEmpty })
        #expect(entries.contains { entry in entry.images.contains { $0.url == "http://[::1" } })
        #expect(calls.contains { $0.listing.photos.count >= 100 })
        #expect(entries.contains { $0.rating.isNaN })
        #expect(entries.contains { $0.rating.isInfinite })
        #expect(entries.contains { $0.rating == 0 && $0.rating.sign == .minus })
        #expect(entries.contains { $0.rating.isSubnormal })
    }

    @Test("5.2's calls travel to the answer program with every rating's bits, NaN and -0.0 too")
    func listingCallsKeepTheirBits() throws {
        let calls = Inputs<ListingCall>.listingCalls(examples: []).all(seed: Seed(4), count: 100)
        let data = try Wire.encoder().encode(calls)
        let back = try Wire.decoder().decode([ListingCall].self, from: data)
        #expect(back == calls)
        #expect(
            zip(back, calls).allSatisfy { read, made in
                read.listing.photos.map(\.rating.bitPattern)
                    == made.listing.photos.map(\.rating.bitPattern)
            })
    }

    @Test(
        "5.2's photos compare as values: a URL relative to a base is not its absolute twin, -0.0 is not 0.0"
    )
    func photoListsCompareExactly() throws {
        let base = URL(string: "http://127.0.0.1:8080/api/")!
        let relative = URL(string: "/images/1-3.ppm", relativeTo: base)!
        func list(_ url: URL, rating: Double = 98.4) -> PhotoList {
            PhotoList([
                Photo(id: 1, name: "a", photographer: "b", rating: rating, thumbnailURL: url)
            ])
        }
        #expect(relative.absoluteString == relative.absoluteURL.absoluteString)
        #expect(list(relative) != list(relative.absoluteURL))
        #expect(list(relative) == list(relative))
        #expect(list(base, rating: -0.0) != list(base, rating: 0.0))
        #expect(list(base, rating: .nan) == list(base, rating: .nan))
        let nan = list(base, rating: .nan)
        #expect(try Wire.decoder().decode(PhotoList.self, from: Wire.encoder().encode(nan)) == nan)
    }

    @Test(
        "5.4's stories have one to 41 screens, eleven and more too, and shrink without losing the last one"
    )
    func screenStoriesHaveScreensPastTen() {
        let inputs = Inputs<SharingStory>.screenStories
        let stories = inputs.all(seed: Seed(2), count: 200)
        #expect(stories.allSatisfy { (1...41).contains($0.subscribers.count) })
        #expect(stories.contains { $0.subscribers.count == 10 })
        #expect(stories.contains { $0.subscribers.count == 11 })
        #expect(
            stories.dropFirst(inputs.examples.count + inputs.edgeCases.count)
                .contains { $0.subscribers.count > 20 })
        #expect(stories.contains { $0.request.compactMap(\.event.value).count == 2 })
        for story in stories {
            let smaller = inputs.smaller(story)
            #expect(smaller.allSatisfy { !$0.subscribers.isEmpty && $0 != story })
        }
    }

    @Test("5.5's stories show photos in order, more than eight too, some sending a thumbnail again")
    func cellStoriesAreOrdered() {
        let inputs = Inputs<CellStory>.cellStories
        let stories = inputs.all(seed: Seed(3), count: 200)
        for story in stories {
            #expect(story.moves.map(\.tick) == story.moves.map(\.tick).sorted())
            let photos = story.moves.filter { $0.step != .reuse && $0.step != .letGo }.count
            #expect(photos <= CellStory.letters.count)
            #expect(inputs.smaller(story).allSatisfy { $0 != story })
        }
        let configured = stories.dropFirst(inputs.examples.count + inputs.edgeCases.count).map {
            $0.moves.filter { $0.step != .reuse && $0.step != .letGo }.count
        }
        #expect(configured.contains { $0 > 9 }, "more photos than the task mentions")
        #expect(
            stories.contains { story in
                story.moves.contains { move in
                    guard case .configure(let script) = move.step else { return false }
                    return script.compactMap(\.event.value).count > 1
                }
            })
    }

    @Test("5.6's stories send the details twice now and then, for photos of every kind")
    func detailsStoriesRepeatTheDetails() {
        let inputs = Inputs<DetailsStory>.detailsStories
        let stories = inputs.all(seed: Seed(4), count: 200)
        #expect(stories.contains { $0.details.compactMap(\.event.value) == ["d", "e"] })
        #expect(stories.contains { $0.listed.id == Int.min })
        #expect(stories.contains { $0.listed.rating >= 100 })
        for story in stories {
            #expect(inputs.smaller(story).allSatisfy { $0 != story })
        }
    }
}

/// The mistakes chapter 5's graders once named wrongly: each message must
/// name the mutant's real slip.
@Suite("Chapter 5's diagnoses")
struct Chapter5Diagnoses {
    @Test("5.3: an error turned into a completion is called that, not a delivery off main")
    func decodingErrorTurnedIntoACompletion() async {
        let report = await verdict(on: "5.3", mutant: "endsQuietlyOnBadBytes")
        #expect(report.status == .wrong)
        #expect(report.message.contains("nor turn it into a completion"), "\(report.message)")
    }

    @Test("5.4: a decoding error swallowed is called that, not subscribers leaving")
    func decodingErrorSwallowed() async {
        let report = await verdict(on: "5.4", mutant: "swallowsDecodingErrors")
        #expect(report.status == .wrong)
        #expect(report.message.contains("must end every subscriber's photos with decode's error"))
        #expect(!report.message.contains("Every subscriber left"), "\(report.message)")
    }

    @Test("5.5: a download left running when the cell is freed is blamed on the freeing")
    func downloadLeftRunningAfterTheCellGoes() async {
        let report = await verdict(on: "5.5", mutant: "holdsTheCellWeakly")
        #expect(report.status == .wrong)
        #expect(report.message.contains("When the grid lets the cell go"), "\(report.message)")
    }

    @Test("5.5: a download cancelled after its first thumbnail is not blamed on the reuse")
    func downloadCancelledAfterTheFirstThumbnail() async {
        let report = await verdict(on: "5.5", mutant: "takesTheFirstThumbnail")
        #expect(report.status == .wrong)
        #expect(report.message.contains("not just the first"), "\(report.message)")
        #expect(!report.message.contains("The reuse must cancel"), "\(report.message)")
    }
}
