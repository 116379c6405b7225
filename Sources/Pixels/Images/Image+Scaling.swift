extension Image {
    /// The image resized to `width` × `height` pixels.
    ///
    /// Each new pixel is the average of the source pixels it covers, so a
    /// shrunk photo stays smooth; when enlarging, pixels are repeated. A size
    /// of zero gives an empty image, and an empty source gives black.
    ///
    /// ```swift
    /// let small = photo.scaled(width: 16, height: 16)   // a 32×32 thumbnail, halved
    /// ```
    ///
    /// Book: `UIImageView`'s `contentMode` scaling.
    public func scaled(width newWidth: Int, height newHeight: Int) -> Image {
        let targetWidth = max(0, newWidth)
        let targetHeight = max(0, newHeight)
        if targetWidth == width, targetHeight == height { return self }
        guard width > 0, height > 0 else {
            return Image(width: targetWidth, height: targetHeight, filledWith: RGB(0, 0, 0))
        }
        var result = [UInt8]()
        result.reserveCapacity(targetWidth * targetHeight * 3)
        for row in 0..<targetHeight {
            let top = row * height / targetHeight
            let bottom = max(top + 1, (row + 1) * height / targetHeight)
            for column in 0..<targetWidth {
                let left = column * width / targetWidth
                let right = max(left + 1, (column + 1) * width / targetWidth)
                var sums = (0, 0, 0)
                for y in top..<bottom {
                    for x in left..<right {
                        let offset = (y * width + x) * 3
                        sums.0 += Int(pixels[offset])
                        sums.1 += Int(pixels[offset + 1])
                        sums.2 += Int(pixels[offset + 2])
                    }
                }
                let count = (bottom - top) * (right - left)
                result += [UInt8(sums.0 / count), UInt8(sums.1 / count), UInt8(sums.2 / count)]
            }
        }
        return Image(width: targetWidth, height: targetHeight, pixels: result)
            ?? Image(width: targetWidth, height: targetHeight, filledWith: RGB(0, 0, 0))
    }

    /// The image shrunk, keeping its proportions, to at most `side` pixels
    /// wide and tall; the image itself if it already fits (it is never
    /// enlarged). For keeping only what a screen can show.
    ///
    /// ```swift
    /// let kept = Image(width: 512, height: 256, filledWith: RGB(0, 0, 0)).scaledDown(toFit: 32)
    /// print(kept.width, kept.height)   // prints 32 16
    /// ```
    ///
    /// Book: none; UIKit keeps the whole image and scales when it draws
    public func scaledDown(toFit side: Int) -> Image {
        let limit = max(1, side)
        guard width > limit || height > limit else { return self }
        if width >= height {
            return scaled(width: limit, height: max(1, height * limit / width))
        }
        return scaled(width: max(1, width * limit / height), height: limit)
    }
}
