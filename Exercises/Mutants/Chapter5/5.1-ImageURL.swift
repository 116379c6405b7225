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
}
