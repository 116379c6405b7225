import Pixels

/// Maps a 24-bit colour to the nearest colour of the xterm 256-colour palette.
///
/// The palette has a 6×6×6 colour cube (indices 16–231, levels 0, 95, 135,
/// 175, 215, 255) and a 24-step grey ramp (232–255, levels 8, 18, …, 238).
/// The nearest of the best cube colour and the best grey wins.
///
/// ```swift
/// print(Palette256.index(of: RGB(255, 0, 0)))       // prints 196
/// print(Palette256.index(of: RGB(128, 128, 128)))   // prints 244
/// ```
///
/// Book: (none; for terminals without 24-bit colour)
public enum Palette256 {
    /// The six levels of each channel in the colour cube.
    public static let cubeLevels: [Int] = [0, 95, 135, 175, 215, 255]

    /// The palette index (16–255) nearest to `color`.
    public static func index(of color: RGB) -> Int {
        let channels = [Int(color.red), Int(color.green), Int(color.blue)]
        let steps = channels.map(nearestCubeStep)
        let cube = steps.map { cubeLevels[$0] }
        let cubeIndex = 16 + 36 * steps[0] + 6 * steps[1] + steps[2]
        let average = channels.reduce(0, +) / 3
        let greyStep = min(23, max(0, (average - 3) / 10))
        let grey = 8 + 10 * greyStep
        let cubeDistance = distance(channels, cube)
        let greyDistance = distance(channels, [grey, grey, grey])
        return greyDistance < cubeDistance ? 232 + greyStep : cubeIndex
    }

    private static func nearestCubeStep(_ value: Int) -> Int {
        var best = 0
        for step in cubeLevels.indices
        where abs(cubeLevels[step] - value) < abs(cubeLevels[best] - value) {
            best = step
        }
        return best
    }

    private static func distance(_ a: [Int], _ b: [Int]) -> Int {
        zip(a, b).reduce(0) { $0 + ($1.0 - $1.1) * ($1.0 - $1.1) }
    }
}
