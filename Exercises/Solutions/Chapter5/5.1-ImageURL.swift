import PixelsExerciseSupport

/// Exercise 5.1 · Pick a photo's image URL by size: the reference solution.
///
/// Book: chapter 5, The basics (`+[FRPPhotoImporter urlForImageSize:inArray:]`:
/// `filter:`, `map:` and `firstObject` on `rac_sequence`)
public func imageURL(ofSize size: Int, in images: [ImageEntry]) -> String? {
    // Read the chain as a sentence: of the images, those of this size, their
    // URLs, the first. `first` is an optional: nil when nothing is left after
    // the filter, which is how "no image of that size" reaches the caller.
    // (`images.first { $0.size == size }?.url` says the same in one step; the
    // book spells out the three steps, and so does this answer.)
    images
        .filter { $0.size == size }
        .map(\.url)
        .first
}
