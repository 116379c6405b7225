// swift-tools-version: 6.2
import PackageDescription

// The workbook depends on no packages: only the Swift toolchain.
// Each part of the workbook declares its targets in its own section below.

// MARK: - The reactive library (issue 2)

let libraryTargets: [Target] = [
    .target(name: "Reactive"),
    .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
    .testTarget(name: "ReactiveTestingTests", dependencies: ["Reactive", "ReactiveTesting"]),
]

// MARK: - The narrated chapters (issue 3)

let chapterTargets: [Target] = []

// MARK: - The Pixels app (issues 4 and 5)

let pixelsTargets: [Target] = [
    // The app's model, photo API server and HTTP plumbing. No terminal code.
    .target(name: "Pixels", resources: [.copy("Fixtures")]),
    // Terminal drawing (half-block art) and keys.
    .target(name: "PixelsTerminal", dependencies: ["Pixels"]),
    .testTarget(name: "PixelsTests", dependencies: ["Pixels", "PixelsTerminal"]),
]

// MARK: - Exercises and the workbook command (issue 6)

let exerciseTargets: [Target] = [
    .target(name: "WorkbookKit"),
]

// MARK: - The package

let package = Package(
    name: "FRPWorkbook",
    targets: libraryTargets + chapterTargets + pixelsTargets + exerciseTargets,
    swiftLanguageModes: [.v6]
)
