/// How much an answer program may use before the judge stops it.
public struct AnswerLimits: Sendable, Equatable {
    /// Seconds of processor time for all the calls of one grading.
    public var cpuSeconds: Int
    /// Seconds on the clock for one call.
    public var secondsPerCall: Int
    /// Bytes of memory the program may hold.
    public var memoryBytes: Int
    /// Bytes the program may print, in all.
    public var outputBytes: Int

    /// 10 s of processor time, 15 s per call, 512 MB of memory, 1 MB of output.
    public static let standard = AnswerLimits(
        cpuSeconds: 10, secondsPerCall: 15, memoryBytes: 512 << 20, outputBytes: 1 << 20)

    /// Limits with these numbers.
    public init(cpuSeconds: Int, secondsPerCall: Int, memoryBytes: Int, outputBytes: Int) {
        self.cpuSeconds = cpuSeconds
        self.secondsPerCall = secondsPerCall
        self.memoryBytes = memoryBytes
        self.outputBytes = outputBytes
    }
}
