import Foundation
import Pixels
import ReactiveTesting
import Testing

@Suite("PPM (P6) decoding")
struct PPMTests {
    func ppm(_ header: String, _ raster: [UInt8]) -> [UInt8] {
        Array(header.utf8) + raster
    }

    @Test("a tiny image decodes to exact pixels, row by row")
    func tiny() throws {
        let image = try PPM.decode(
            ppm("P6\n2 2\n255\n", [255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 8, 7]))
        #expect(image.width == 2 && image.height == 2)
        #expect(image.pixel(x: 0, y: 0) == RGB(255, 0, 0))
        #expect(image.pixel(x: 1, y: 0) == RGB(0, 255, 0))
        #expect(image.pixel(x: 0, y: 1) == RGB(0, 0, 255))
        #expect(image.pixel(x: 1, y: 1) == RGB(9, 8, 7))
        #expect(image.pixel(x: 5, y: -3) == RGB(0, 255, 0))  // clamped to the edge
    }

    @Test("an image refuses sizes that do not match its pixels, and never overflows")
    func imageInvariants() {
        #expect(Image(width: 2, height: 1, pixels: [1, 2, 3]) == nil)
        #expect(Image(width: -1, height: -1, pixels: [1, 2, 3]) == nil)
        #expect(Image(width: Int.max, height: 2, pixels: []) == nil)
        #expect(Image(width: 0, height: 5, pixels: [])?.pixel(x: 0, y: 0) == RGB(0, 0, 0))
        #expect(Image(width: 2, height: 1, filledWith: RGB(7, 8, 9)).pixels == [7, 8, 9, 7, 8, 9])
        #expect(Image(width: -3, height: 2, filledWith: RGB(7, 8, 9)).pixels.isEmpty)
    }

    @Test("comments and any whitespace may separate the header's fields")
    func headerWhitespace() throws {
        let image = try PPM.decode(ppm("P6 # made by hand\n1\t# width\n\r1 255 ", [1, 2, 3]))
        #expect(image.pixels == [1, 2, 3])
    }

    @Test("bytes after the raster are ignored")
    func trailingBytes() throws {
        #expect(try PPM.decode(ppm("P6\n1 1\n255\n", [1, 2, 3, 4, 5])).pixels == [1, 2, 3])
    }

    @Test("samples with a maxval other than 255 are scaled to 0–255, 16-bit ones too")
    func scaling() throws {
        #expect(try PPM.decode(ppm("P6 1 1 15\n", [15, 0, 5])).pixels == [255, 0, 85])
        let wide = try PPM.decode(ppm("P6 1 1 65535\n", [0xFF, 0xFF, 0x00, 0x00, 0x80, 0x00]))
        #expect(wide.pixels == [255, 0, 127])
        #expect(try PPM.decode(ppm("P6 1 1 15\n", [200, 0, 0])).pixels == [255, 0, 0])
    }

    @Test("encoding then decoding gives the same image")
    func roundTrip() throws {
        let image = try #require(Image(width: 3, height: 1, pixels: [1, 2, 3, 4, 5, 6, 7, 8, 9]))
        let data = PPM.encode(image)
        #expect(data.prefix(11) == Data("P6\n3 1\n255\n".utf8))
        #expect(try PPM.decode(data) == image)
    }

    @Test("every bundled image decodes: thumbnails 32×32, full sizes within 240×240")
    func fixtures() throws {
        let store = try Fixtures.store()
        #expect(store.imageNames.count == 28)
        for name in store.imageNames {
            let image = try PPM.decode(try #require(store.imageData(named: name)))
            if name.hasSuffix("-3.ppm") {
                #expect(image.width == 32 && image.height == 32, "\(name)")
            } else {
                #expect(image.width <= 240 && image.height <= 240 && image.width > 32, "\(name)")
            }
        }
    }

    @Test(
        "bad headers throw a one-line badImageHeader",
        arguments: [
            ("", "it does not start with the magic number P6"),
            ("P3\n1 1\n255\n", "it does not start with the magic number P6"),
            ("P61 1 255\n", "it does not start with the magic number P6"),
            ("P6\n", "the header ends before its width"),
            ("P6\n1", "the header ends before its height"),
            ("P6\nx 1 255\n", "its width is not a number"),
            ("P6\n1 -1 255\n", "its height is not a number"),
            ("P6\n0 4 255\n", "its size 0x4 is empty"),
            ("P6\n1 1 0\n", "maxval 0 is not between 1 and 65535"),
            ("P6\n1 1 70000\n", "maxval 70000 is not between 1 and 65535"),
            ("P6\n1234567890 1 255\n", "its width has more than 9 digits"),
            ("P6\n1 1 255", "no single whitespace byte after maxval"),
            ("P6\n1 1 255x", "no single whitespace byte after maxval"),
            ("P6 # a comment that never ends", "the header ends before its width"),
        ])
    func badHeader(header: String, reason: String) {
        let error = #expect(throws: PixelsError.self) { try PPM.decode(Array(header.utf8)) }
        #expect(error?.description == "not a binary PPM image: \(reason)")
        #expect(error.map { englishWords(in: $0.text.zh) } == [], "\(error?.text.zh ?? "")")
    }

    @Test("huge dimensions throw imageTooLarge before allocating anything")
    func huge() {
        #expect(throws: PixelsError.imageTooLarge(width: 100_000, height: 100_000, maximum: 4096)) {
            try PPM.decode(Array("P6\n100000 100000\n255\n".utf8) + [0, 0, 0])
        }
        #expect(
            throws: PixelsError.imageTooLarge(
                width: 999_999_999, height: 999_999_999, maximum: 4096)
        ) {
            try PPM.decode(Array("P6 999999999 999999999 255\n".utf8))
        }
        #expect(throws: PixelsError.imageTooLarge(width: 4097, height: 4096, maximum: 4096)) {
            try PPM.decode(Array("P6 4097 4096 255\n".utf8))
        }
    }

    @Test("the caller may ask for less: a side over maximumSide throws, however few the pixels")
    func callerLimit() throws {
        #expect(throws: PixelsError.imageTooLarge(width: 513, height: 1, maximum: 512)) {
            try PPM.decode(
                Array("P6 513 1 255\n".utf8) + Array(repeating: 0, count: 1539), maximumSide: 512)
        }
        let fits = try PPM.decode(
            Array("P6 512 1 255\n".utf8) + Array(repeating: 0, count: 1536), maximumSide: 512)
        #expect(fits.width == 512)
        #expect(
            PixelsError.imageTooLarge(width: 513, height: 1, maximum: 512).description
                == "PPM image too large: 513x1 (at most 512x512)")
    }

    @Test("a truncated raster says how many bytes were expected and found")
    func truncated() {
        #expect(throws: PixelsError.truncatedImage(expectedBytes: 12, actualBytes: 5)) {
            try PPM.decode(ppm("P6\n2 2\n255\n", [1, 2, 3, 4, 5]))
        }
        #expect(throws: PixelsError.truncatedImage(expectedBytes: 6, actualBytes: 5)) {
            try PPM.decode(ppm("P6 1 1 1000\n", [1, 2, 3, 4, 5]))
        }
        #expect(throws: PixelsError.truncatedImage(expectedBytes: 3, actualBytes: 0)) {
            try PPM.decode(ppm("P6 1 1 255\n", []))
        }
    }

    @Test("every prefix of a real thumbnail throws rather than crashes")
    func everyPrefix() throws {
        let bytes = [UInt8](try #require(try Fixtures.store().imageData(named: "1001-3.ppm")))
        var failures = 0
        for length in 0..<bytes.count {
            if (try? PPM.decode(Array(bytes[..<length]))) == nil { failures += 1 }
        }
        #expect(failures == bytes.count)
        #expect(try PPM.decode(bytes).width == 32)
    }

    @Test("random garbage, with or without a P6 header, never crashes the decoder")
    func garbage() {
        var generator = SplitMix64(seed: 42)
        var decoded = 0
        for round in 0..<2_000 {
            let length = Int.random(in: 0..<64, using: &generator)
            var bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }
            if round.isMultiple(of: 2) { bytes = Array("P6\n".utf8) + bytes }
            if let image = try? PPM.decode(bytes) {
                decoded += 1
                #expect(image.pixels.count == image.width * image.height * 3)
            }
        }
        #expect(decoded < 2_000)
    }
}
