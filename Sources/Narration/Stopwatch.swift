/// Times work in this run, and prints the figures in the shapes the transcript tests mask.
///
/// A chapter never types a timing in: it measures, then prints with
/// `milliseconds(_:)` and `ratio(_:to:)`. Those are the only places that write
/// measured figures, always as `12.345 ms` and `1.23×`, so the golden-transcript
/// tests can mask exactly these shapes and compare everything else.
///
/// ```swift
/// let time = Stopwatch.best(of: 5) { _ = (1...1_000).reduce(0, +) }
/// print(Stopwatch.milliseconds(time))   // prints, for example, 0.012 ms
/// ```
///
/// Book: no equivalent; the book reports timings from Instruments.
public enum Stopwatch {
    /// How long `work` takes, the fastest of `runs` tries (the least disturbed by other work).
    public static func best(of runs: Int, _ work: () -> Void) -> Duration {
        let clock = ContinuousClock()
        return (0..<max(1, runs)).map { _ in clock.measure(work) }.min()!
    }

    /// A duration in milliseconds with three decimals: `12.345 ms`.
    public static func milliseconds(_ duration: Duration) -> String {
        format(seconds(duration) * 1_000, decimals: 3) + " ms"
    }

    /// How many times longer `duration` took than `other`, with two decimals: `1.23×`.
    public static func ratio(_ duration: Duration, to other: Duration) -> String {
        let denominator = max(seconds(other), 1e-9)
        return format(seconds(duration) / denominator, decimals: 2) + "×"
    }

    private static func seconds(_ duration: Duration) -> Double {
        let (whole, fraction) = duration.components
        return Double(whole) + Double(fraction) / 1e18
    }

    /// `value` rounded to `decimals` places, without Foundation's formatters.
    private static func format(_ value: Double, decimals: Int) -> String {
        var scale = 1
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((value * Double(scale)).rounded())
        let fraction = String(scaled % scale)
        let padding = String(repeating: "0", count: decimals - fraction.count)
        return "\(scaled / scale).\(padding)\(fraction)"
    }
}
