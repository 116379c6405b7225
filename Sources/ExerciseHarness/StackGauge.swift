/// Measures how deep the stack goes during a call: its high-water mark.
///
/// Before the call, the gauge paints the unused stack below the caller's
/// frame with a pattern (leaving `margin` bytes for its own frames, and
/// painting at most `reach` bytes, never near the guard page); after it,
/// it scans from the far end for the first word the call changed. The
/// depth is how far below the caller's frame that word lies. A call that
/// walks its input with one frame per element leaves a mark that grows
/// with the input; one that loops (or lets an operator loop) does not.
///
/// Only the words the last call changed are painted again, so a call that
/// stays shallow costs a scan of `reach` bytes and little more.
///
/// ```swift
/// var gauge = StackGauge(bounds)   // on the thread whose stack `bounds` are
/// let depth = gauge.measure { _ = squares(of: Array(1...4000)) }
/// print(depth)   // prints the deepest stack the call used, in bytes, such as 24576
/// ```
struct StackGauge {
    /// The bytes below the caller's frame left unpainted, for the gauge's
    /// own frames; a call that stays within them is reported as `margin`.
    static let margin = 16 << 10
    /// The most bytes painted: a call that goes deeper is reported as `reach` deep.
    static let reach = 4 << 20
    /// The bytes above the stack's lowest address never painted, well clear
    /// of the guard page, wherever the platform counts it.
    static let guardClearance = 64 << 10
    /// What an untouched word holds.
    static let pattern: UInt64 = 0x5AC4_A11E_D5AC_4A11

    /// The stack's lowest address that may be painted.
    private let floor: UInt
    /// The lowest word the last call changed: the painted words below it
    /// still hold the pattern.
    private var dirty: UInt = 0
    /// A page of the pattern, for comparing a page at a time.
    private let page: [UInt64] = Array(repeating: pattern, count: 512)

    /// A gauge for the stack within `bounds`, on which it is used.
    init(_ bounds: StackBounds) {
        floor = bounds.low + UInt(Self.guardClearance)
    }

    /// Runs `body` and returns how many bytes of stack below this frame it used.
    mutating func measure(_ body: () -> Void) -> Int {
        let here = Self.stackAddress()
        let top = (here - UInt(Self.margin)) & ~7
        let bottom = max(floor, top - UInt(Self.reach)) & ~7
        guard top > bottom else {
            body()
            return 0
        }
        let start = dirty == 0 ? bottom : min(max(dirty, bottom), top)
        if top > start {
            UnsafeMutableRawPointer(bitPattern: start)!.initializeMemory(
                as: UInt64.self, repeating: Self.pattern, count: Int(top - start) / 8)
        }
        body()
        let changed = firstChanged(from: bottom, to: top)
        dirty = changed
        return changed == top ? Self.margin : Int(here - changed)
    }

    /// The lowest address in `bottom..<top` whose word is not the pattern, or `top`.
    private func firstChanged(from bottom: UInt, to top: UInt) -> UInt {
        var chunk = bottom
        return page.withUnsafeBytes { pattern in
            while chunk < top {
                let length = Int(min(UInt(pattern.count), top - chunk))
                let words = UnsafeRawPointer(bitPattern: chunk)!
                if !Platform.sameBytes(words, pattern.baseAddress!, count: length) {
                    let changed = (0..<length / 8).first {
                        words.load(fromByteOffset: $0 * 8, as: UInt64.self) != Self.pattern
                    }
                    return chunk + UInt((changed ?? 0) * 8)
                }
                chunk += UInt(length)
            }
            return top
        }
    }

    /// An address in the frame of this function, just below its caller's.
    @inline(never)
    private static func stackAddress() -> UInt {
        var marker: UInt8 = 0
        return withUnsafeMutablePointer(to: &marker) { UInt(bitPattern: $0) }
    }
}

/// Where a thread's stack lies: its lowest usable address (above its guard
/// page) and the address past its highest.
struct StackBounds: Sendable {
    let low: UInt
    let high: UInt
}
