import ExerciseHarness
import Foundation
import Pixels
import Reactive
import ReactiveTesting

/// A story for exercise 5.6: the photo the page shows, what fetching its
/// details answers (once, or twice, as a response sent again), what each
/// download of its image answers (each counted from its own start, later
/// downloads playing the last script), and when the page subscribes,
/// closes, and is joined by a second subscriber.
public struct DetailsStory: Codable, Sendable, Equatable, CustomStringConvertible {
    /// The photo from the listing: any id, name, photographer and rating.
    public struct Listed: Codable, Sendable, Equatable {
        /// The id.
        public var id: Int
        /// The title.
        public var name: String
        /// Who took it.
        public var photographer: String
        /// The rating.
        public var rating: Double

        /// A listed photo with these fields.
        public init(id: Int, name: String, photographer: String, rating: Double) {
            self.id = id
            self.name = name
            self.photographer = photographer
            self.rating = rating
        }

        /// The photo as the listing gives it: no details, no images.
        public var photo: Photo {
            Photo(
                id: id, name: name, photographer: photographer, rating: rating,
                thumbnailURL: URL(string: "http://127.0.0.1:8080/images/\(id)-3.ppm")!)
        }
    }

    /// The photo the page shows.
    public var listed: Listed
    /// What `fetchDetails` answers from its subscription: `d` (the details),
    /// `e` (the details again, with one more comment), then `|` or `#`.
    public var details: [Recorded<String>]
    /// What each download answers from its start: `i` (the image), then `|`
    /// or `#`; later downloads play the last script.
    public var downloads: [[Recorded<String>]]
    /// When the page subscribes to the result.
    public var subscribeAt: Int
    /// When the page closes, disposing its subscription, if it does.
    public var disposeAt: Int?
    /// When a second subscriber subscribes, if one does.
    public var lateSubscriberAt: Int?

    /// A story of these parts.
    public init(
        listed: Listed, details: [Recorded<String>], downloads: [[Recorded<String>]],
        subscribeAt: Int = 0, disposeAt: Int? = nil, lateSubscriberAt: Int? = nil
    ) {
        self.listed = listed
        self.details = details
        self.downloads = downloads
        self.subscribeAt = subscribeAt
        self.disposeAt = disposeAt
        self.lateSubscriberAt = lateSubscriberAt
    }

    /// What download `index` (from 0) answers.
    public func download(_ index: Int) -> [Recorded<String>] {
        downloads.isEmpty ? [] : downloads[min(index, downloads.count - 1)]
    }

    /// The last tick at which anything is scheduled to happen.
    public var lastTick: Int {
        let starts = [subscribeAt, disposeAt ?? 0, lateSubscriberAt ?? 0].max() ?? 0
        let slowest = downloads.compactMap { $0.last?.time }.max() ?? 0
        return starts + (details.last?.time ?? 0) + slowest
    }

    /// What the letters of a 5.6 story stand for.
    public static let legend = """
        where d = the photo with its details, e = the details sent again (one more comment),
          i = the full-size image, f = d with the image, g = e with the image;
          p = the listing's photo, l = p with the image
        """

    /// The story, one line per part.
    public var description: String {
        func drawn(_ script: [Recorded<String>]) -> String {
            script.isEmpty ? "(sends nothing)" : Marbles.render(script)
        }
        let scripts = downloads.enumerated().map { index, script in
            let name =
                downloads.count == 1
                ? "each download"
                : index == downloads.count - 1 ? "later ones" : "download \(index + 1)"
            return "\(name) \(drawn(script))"
        }
        var subscription = "subscribed at \(subscribeAt)"
        if let disposeAt { subscription += ", disposed at \(disposeAt) (the page closes)" }
        if let lateSubscriberAt { subscription += ", a second subscriber at \(lateSubscriberAt)" }
        return [
            "photo: \(listed.id) \(describeText(listed.name)) by \(describeText(listed.photographer)), "
                + "rating \(listed.rating), from the listing",
            "fetchDetails(photo) (cold): \(drawn(details))",
            "downloadFullSize(details) (cold): " + scripts.joined(separator: ", "),
            subscription,
        ].joined(separator: "\n")
    }
}

/// A text as a learner writes it, a long one cut short.
func describeText(_ text: String) -> String {
    text.count > 40
        ? String(text.prefix(20)).debugDescription + " + … (\(text.count) characters)"
        : text.debugDescription
}

extension Chapter5Calls {
    /// Plays a 5.6 story; writes down what the subscribers received, when
    /// each request ran, and which photo each download was given.
    static func playDetails(_ story: DetailsStory, _ functions: Chapter5Functions) -> Trace {
        let scheduler = TestScheduler()
        let photo = story.listed.photo
        let details = detailed(photo, comments: Int(photo.id.magnitude % 100))
        let again = detailed(photo, comments: Int(photo.id.magnitude % 100) + 1)
        let shade = UInt8(truncatingIfNeeded: photo.id)
        let image = Image(width: 4, height: 4, filledWith: RGB(shade, 255 &- shade, 128))
        let fetches = Locked<[TestableSignal<Photo>]>([])
        let downloads = Locked<[TestableSignal<Image>]>([])
        let given = Locked<[String]>([])
        let fetchDetails: @Sendable (Photo) -> Signal<Photo> = { asked in
            let answer = scheduler.coldSignal(
                story.details.map { record in
                    Recorded(
                        time: record.time,
                        event: record.event.map { $0 == "e" ? again : details }
                            .map { asked.updated(with: $0) })
                })
            fetches.withLock { $0.append(answer) }
            return answer.signal
        }
        let downloadFullSize: @Sendable (Photo) -> Signal<Image> = { asked in
            guard asked.fullSizeURL != nil else {
                given.withLock { $0.append("the listing's photo, without a full-size URL") }
                return .error(PixelsError.missingImageSize(photoID: asked.id, size: 4))
            }
            given.withLock {
                $0.append(
                    asked.commentsCount == again.commentsCount ? "the details e" : "the details d")
            }
            let script = story.download(downloads.withLock { $0.count })
            let answer = scheduler.coldSignal(
                script.map { Recorded(time: $0.time, event: $0.event.map { _ in image }) })
            downloads.withLock { $0.append(answer) }
            return answer.signal
        }
        let result = functions.fullSizePhoto(photo, fetchDetails, downloadFullSize)
        let page = scheduler.record(
            result, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let second = story.lateSubscriberAt.map { scheduler.record(result, subscribeAt: $0) }
        scheduler.advance(to: story.lastTick + 6)

        func with(_ photo: Photo) -> Photo {
            var complete = photo
            complete.fullSize = image
            return complete
        }
        let letters: [(String, Photo)] = [
            ("d", details), ("e", again), ("f", with(details)), ("g", with(again)), ("p", photo),
            ("l", with(photo)),
        ]
        func label(_ sent: Photo) -> String {
            letters.first { $0.1.isExactly(sent) }?.0 ?? "?"
        }
        var trace = Trace()
        trace.timeline("the page receives", page.events, label: label)
        if let second {
            trace.timeline("the second subscriber receives", second.events, label: label)
        }
        trace.spans("fetchDetails(photo)", fetches.withLock { $0 }.flatMap(\.subscriptions))
        trace.spans("downloadFullSize(details)", downloads.withLock { $0 }.flatMap(\.subscriptions))
        let photos = given.withLock { $0 }
        trace.fact(
            "downloadFullSize was given",
            photos.isEmpty ? "nothing (never called)" : photos.joined(separator: ", then "))
        return trace
    }

    /// `photo` with the details the story's fetch gives: a full-size URL and `comments`.
    private static func detailed(_ photo: Photo, comments: Int) -> Photo {
        var details = photo
        details.fullSizeURL = URL(string: "http://127.0.0.1:8080/images/\(photo.id)-4.ppm")
        details.commentsCount = comments
        return details
    }
}
