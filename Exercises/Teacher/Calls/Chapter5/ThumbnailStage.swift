import ExerciseHarness
import Foundation
import Pixels
import Reactive
import ReactiveTesting

/// What the body of exercise 5.3's stories sends, by letter: thumbnails of
/// several sizes, and bytes that `decode` rejects.
public enum ThumbnailBodies {
    /// The thumbnails, by letter: two 32×32, one 1×1, one 3×2.
    static let images: [(letter: String, image: Image)] = [
        ("a", gradient(width: 32, height: 32, tint: 40)),
        ("c", gradient(width: 32, height: 32, tint: 200)),
        ("d", gradient(width: 1, height: 1, tint: 90)),
        ("g", gradient(width: 3, height: 2, tint: 150)),
    ]

    /// The bytes each letter of the body sends.
    static let bytes: [String: Data] = {
        var bytes: [String: Data] = [
            "b": Data("P6\n32 32\n255\n".utf8) + Data(repeating: 0, count: 10),
            "e": Data(),
            "f": Data("P3\n1 1\n255\n0 0 0\n".utf8),
        ]
        for (letter, image) in images {
            bytes[letter] = PPM.encode(image)
        }
        return bytes
    }()

    /// The letters of the body, thumbnails and broken bytes alike.
    public static let letters = ["a", "b", "c", "d", "e", "f", "g"]

    /// What the letters of a 5.3 story stand for.
    public static let legend = """
        where body's a, c = 32×32 thumbnails' bytes, d = a 1×1 one, g = a 3×2 one,
          b = bytes cut off, e = no bytes at all, f = a text PPM (P3): decode rejects b, e, f;
          each x of main is a moment when the main scheduler runs its queue;
          the thumbnail's a, c, d, g are the images decoded from the body's a, c, d, g
        """

    /// The letter of the body an image was decoded from, or "?".
    static func label(_ image: Image) -> String {
        images.first { $0.image == image }?.letter ?? "?"
    }

    /// An image of `width` × `height` whose colours change from pixel to pixel.
    private static func gradient(width: Int, height: Int, tint: UInt8) -> Image {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += [
                    UInt8(truncatingIfNeeded: x * 8), UInt8(truncatingIfNeeded: y * 8), tint,
                ]
            }
        }
        return Image(width: width, height: height, pixels: pixels)
            ?? Image(width: width, height: height, filledWith: RGB(tint, tint, tint))
    }
}

extension Chapter5Calls {
    /// Plays a 5.3 story: the body sends bytes, and the main scheduler runs
    /// its queue at each of main's values; writes down what the subscribers
    /// received, where each event was handed over and where `decode` ran.
    static func playThumbnail(_ story: Story, _ functions: Chapter5Functions) -> Trace {
        let stage = Stage(story)
        let main = TestScheduler(name: "main")
        let mainIsRunning = Locked(false)
        stage.source("main").subscribeNext { _ in
            mainIsRunning.withLock { $0 = true }
            main.run()
            mainIsRunning.withLock { $0 = false }
        }
        let places = Locked<[String]>([])
        let decode: @Sendable (Data) throws -> Image = { data in
            let running = mainIsRunning.withLock { $0 }
            places.withLock { $0.append(running ? "on main" : "off main") }
            return try PPM.decode(data)
        }
        let handovers = Locked<[String]>([])
        let body = stage.source("body").map { ThumbnailBodies.bytes[$0] ?? Data() }
        let made = functions.thumbnail(body, decode, main)
        let watched = Signal<Image> { observer in
            made.subscribe(
                Observer { event in
                    let running = mainIsRunning.withLock { $0 }
                    handovers.withLock { $0.append(running ? "on main" : "off main") }
                    observer.send(event)
                })
        }
        let recorder = stage.scheduler.record(
            watched, subscribeAt: story.subscribeAt, disposeAt: story.disposeAt)
        let late = story.lateSubscriberAt.map {
            stage.scheduler.record(watched, subscribeAt: $0, disposeAt: story.lateDisposeAt)
        }
        stage.scheduler.advance(to: story.lastTick + 6)

        var trace = Trace()
        trace.timeline("the thumbnail", recorder.events, label: ThumbnailBodies.label)
        if let late {
            trace.timeline(
                "the late subscriber's thumbnail", late.events, label: ThumbnailBodies.label)
        }
        trace.fact("each event handed over", list(handovers.withLock { $0 }))
        trace.fact("decode called", list(places.withLock { $0 }))
        trace.spans("body", stage.spans(ofSource: "body", in: story))
        return trace
    }

    private static func list(_ places: [String]) -> String {
        places.isEmpty ? "never" : places.joined(separator: ", ")
    }
}
