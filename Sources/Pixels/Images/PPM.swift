import Foundation
import WorkbookKit

/// Reads and writes binary PPM (P6) images, the photo format of the Pixels app.
///
/// A P6 file is a short text header, `P6 <width> <height> <maxval>`, separated
/// by whitespace (with optional `#` comments), then exactly one whitespace byte
/// and the raster: R, G, B for each pixel, one byte per sample when `maxval` is
/// below 256 and two (big-endian) otherwise. Linux Foundation cannot decode PNG
/// or JPEG, which is why the fixtures are PPM.
///
/// Decoding never crashes: bad magic or numbers, a truncated raster and
/// sizes over the caller's limit all throw a `PixelsError` with a one-line
/// description, before anything is allocated for the pixels.
///
/// ```swift
/// let bytes = Array("P6\n1 1\n255\n".utf8) + [255, 128, 0]
/// let image = try PPM.decode(bytes)
/// print(image.width, image.pixel(x: 0, y: 0))   // prints 1 rgb(255, 128, 0)
/// ```
///
/// Book: `+[UIImage imageWithData:]`, for the one format the app needs.
public enum PPM {
    /// The widest and tallest image `decode` accepts unless told otherwise:
    /// 4096 pixels. The importer asks for less (see `PhotoImporter`).
    public static let maximumSide = 4096

    /// Decodes a binary PPM image at most `maximumSide` pixels wide and tall;
    /// a larger one throws `PixelsError.imageTooLarge`.
    ///
    /// Bytes after the raster are ignored. Samples of 16-bit images (`maxval`
    /// above 255) and of images with a `maxval` below 255 are scaled to 0–255.
    public static func decode(_ data: Data, maximumSide: Int = PPM.maximumSide)
        throws(PixelsError) -> Image
    {
        try decode([UInt8](data), maximumSide: maximumSide)
    }

    /// Decodes a binary PPM image held in a byte array (see `decode(_:maximumSide:)`).
    public static func decode(_ bytes: [UInt8], maximumSide: Int = PPM.maximumSide)
        throws(PixelsError) -> Image
    {
        var header = HeaderScanner(bytes: bytes)
        guard bytes.count >= 3, bytes[0] == UInt8(ascii: "P"), bytes[1] == UInt8(ascii: "6"),
            header.isWhitespace(bytes[2])
        else {
            throw .badImageHeader(
                Bilingual(
                    en: "it does not start with the magic number P6", zh: "开头不是魔数 P6"))
        }
        header.position = 3
        let width = try header.number(named: Bilingual(en: "width", zh: "宽度"))
        let height = try header.number(named: Bilingual(en: "height", zh: "高度"))
        let maxValue = try header.number(named: Bilingual(en: "maxval", zh: "maxval"))
        guard width > 0, height > 0 else {
            throw .badImageHeader(
                Bilingual(
                    en: "its size \(width)x\(height) is empty", zh: "尺寸 \(width)x\(height) 是空的"))
        }
        guard maxValue > 0, maxValue < 65536 else {
            throw .badImageHeader(
                Bilingual(
                    en: "maxval \(maxValue) is not between 1 and 65535",
                    zh: "maxval \(maxValue) 不在 1 到 65535 之间"))
        }
        guard width <= maximumSide, height <= maximumSide else {
            throw .imageTooLarge(width: width, height: height, maximum: maximumSide)
        }
        guard header.position < bytes.count, header.isWhitespace(bytes[header.position]) else {
            throw .badImageHeader(
                Bilingual(
                    en: "no single whitespace byte after maxval", zh: "maxval 后面没有一个空白字节"))
        }
        let rasterStart = header.position + 1
        let bytesPerSample = maxValue < 256 ? 1 : 2
        let expected = width * height * 3 * bytesPerSample
        let available = bytes.count - rasterStart
        guard available >= expected else {
            throw .truncatedImage(expectedBytes: expected, actualBytes: available)
        }
        let raster = bytes[rasterStart..<(rasterStart + expected)]
        let pixels = samples(raster, bytesPerSample: bytesPerSample, maxValue: maxValue)
        guard let image = Image(width: width, height: height, pixels: pixels) else {
            throw .badImageHeader(
                Bilingual(
                    en: "its size \(width)x\(height) does not match its raster",
                    zh: "尺寸 \(width)x\(height) 与像素数据对不上"))
        }
        return image
    }

    /// Encodes an image as binary PPM with `maxval` 255.
    ///
    /// ```swift
    /// let image = Image(width: 2, height: 1, filledWith: RGB(0, 0, 0))
    /// print(PPM.encode(image).count)   // prints 17 (11 header bytes, 6 pixel bytes)
    /// ```
    public static func encode(_ image: Image) -> Data {
        var data = Data("P6\n\(image.width) \(image.height)\n255\n".utf8)
        data.append(contentsOf: image.pixels)
        return data
    }

    /// Converts raw samples to 8-bit values.
    private static func samples(
        _ raster: ArraySlice<UInt8>, bytesPerSample: Int, maxValue: Int
    ) -> [UInt8] {
        if bytesPerSample == 1, maxValue == 255 { return Array(raster) }
        var result = [UInt8]()
        result.reserveCapacity(raster.count / bytesPerSample)
        var index = raster.startIndex
        while index < raster.endIndex {
            var sample = Int(raster[index])
            if bytesPerSample == 2 { sample = sample << 8 | Int(raster[index + 1]) }
            result.append(UInt8(min(sample, maxValue) * 255 / maxValue))
            index += bytesPerSample
        }
        return result
    }
}

/// Walks the text header of a PPM file: whitespace, comments and numbers.
private struct HeaderScanner {
    let bytes: [UInt8]
    var position = 0

    /// The header's numbers never need more digits than this.
    private static let maximumDigits = 9

    func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    /// Skips whitespace and comments, then reads one decimal number, the
    /// header's field `name`.
    mutating func number(named name: Bilingual) throws(PixelsError) -> Int {
        skipWhitespaceAndComments()
        var value = 0
        var digits = 0
        while position < bytes.count, (0x30...0x39).contains(bytes[position]) {
            digits += 1
            guard digits <= Self.maximumDigits else {
                throw .badImageHeader(
                    Bilingual(
                        en: "its \(name.en) has more than \(Self.maximumDigits) digits",
                        zh: "\(name.zh)超过了 \(Self.maximumDigits) 位数字"))
            }
            value = value * 10 + Int(bytes[position] - 0x30)
            position += 1
        }
        guard digits > 0 else {
            if position >= bytes.count {
                throw .badImageHeader(
                    Bilingual(
                        en: "the header ends before its \(name.en)",
                        zh: "文件头在\(name.zh)之前就结束了"))
            }
            throw .badImageHeader(
                Bilingual(en: "its \(name.en) is not a number", zh: "\(name.zh)不是数字"))
        }
        return value
    }

    private mutating func skipWhitespaceAndComments() {
        while position < bytes.count {
            if isWhitespace(bytes[position]) {
                position += 1
            } else if bytes[position] == UInt8(ascii: "#") {
                while position < bytes.count, bytes[position] != 0x0A, bytes[position] != 0x0D {
                    position += 1
                }
            } else {
                return
            }
        }
    }
}
