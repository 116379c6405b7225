/// Masks the figures a chapter measures in its run, so transcripts compare across runs.
///
/// Chapters print measured figures only through `Stopwatch` in the Narration
/// kit, which always writes a duration as `12.345 ms` (three decimals) and a
/// ratio as `1.23×` (two decimals). Exactly those two shapes are replaced, by
/// `‹ms›` and `‹ratio›`; everything else in a transcript must match its golden
/// file character for character. Because the placeholders stay in the golden
/// file, a chapter that stops printing a measurement fails the comparison too.
enum MeasuredFigures {
    /// The placeholder for a measured duration.
    static let duration = "‹ms›"
    /// The placeholder for a measured ratio.
    static let ratio = "‹ratio›"

    /// `text` with every measured duration and ratio replaced by its placeholder.
    static func mask(_ text: String) -> String {
        text.replacing(/[0-9]+\.[0-9]{3} ms/, with: duration)
            .replacing(/[0-9]+\.[0-9]{2}×/, with: ratio)
    }
}
