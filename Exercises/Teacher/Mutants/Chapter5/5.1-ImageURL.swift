import PixelsExerciseSupport

/// Wrong answers to exercise 5.1 that its grader must catch.
public enum Mutants5_1 {
    /// Takes the last image of the size instead of the first.
    public static func takesTheLast(ofSize size: Int, in images: [ImageEntry]) -> String? {
        images.filter { $0.size == size }.map(\.url).last
    }

    /// Forgets the filter: the first image, whatever its size.
    public static func ignoresTheSize(ofSize size: Int, in images: [ImageEntry]) -> String? {
        images.map(\.url).first
    }

    /// Accepts any image at least as large as the size asked for.
    public static func acceptsLarger(ofSize size: Int, in images: [ImageEntry]) -> String? {
        images.filter { $0.size >= size }.map(\.url).first
    }

    /// Looks for the size in the URL's name ("-3.ppm") instead of the entry's size.
    public static func readsTheSizeFromTheURL(ofSize size: Int, in images: [ImageEntry])
        -> String?
    {
        images.filter { $0.url.contains("-\(size).") }.map(\.url).first
    }

    /// Answers the task's examples from a table: right for them, wrong for other photos.
    public static func hardCodesTheExamples(ofSize size: Int, in images: [ImageEntry]) -> String? {
        switch size {
        case 3: "/images/1001-3.ppm"
        case 4: "/images/1001-4.ppm"
        default: nil
        }
    }

    /// Looks only at the first hundred images: right for every photo a task would show.
    public static func looksAtTheFirstHundred(ofSize size: Int, in images: [ImageEntry])
        -> String?
    {
        images.prefix(100).filter { $0.size == size }.map(\.url).first
    }

    /// Passes over an image whose URL is empty, as if it were not there.
    public static func skipsEmptyURLs(ofSize size: Int, in images: [ImageEntry]) -> String? {
        images.filter { $0.size == size && !$0.url.isEmpty }.map(\.url).first
    }

    /// Answers nil for a size of 0 or less, as if no image could have one.
    public static func assumesPositiveSizes(ofSize size: Int, in images: [ImageEntry]) -> String? {
        guard size > 0 else { return nil }
        return images.filter { $0.size == size }.map(\.url).first
    }
}
