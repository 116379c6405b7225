/// The spinner shown while a photo loads: one character per tick.
///
/// ```swift
/// print(Spinner.frame(5))   // prints /
/// ```
///
/// Book: SVProgressHUD's spinning ring
public enum Spinner {
    /// The characters, in turn.
    public static let frames: [Character] = ["|", "/", "-", "\\"]

    /// The character for tick `tick` (any number, counted from 0).
    public static func frame(_ tick: Int) -> Character {
        frames[((tick % frames.count) + frames.count) % frames.count]
    }
}
