// swift-tools-version: 6.3
import PackageDescription

// The workbook depends on no packages: only the Swift toolchain.
// Each part of the workbook declares its targets in its own section below.

// MARK: - The reactive library

let libraryTargets: [Target] = [
    // The library is generic over the value type. Without cross-module
    // optimisation, a release build runs it unspecialised from other modules,
    // looking up generic metadata at run time: 10-20 times slower (see the
    // Benchmarks executable). Debug builds are unaffected.
    .target(
        name: "Reactive",
        swiftSettings: [
            .unsafeFlags(["-cross-module-optimization"], .when(configuration: .release))
        ]
    ),
    .target(name: "ReactiveTesting", dependencies: ["Reactive"]),
    // `swift run -c release Benchmarks`: eight workloads, most against hand-written loops.
    .executableTarget(name: "Benchmarks", dependencies: ["Reactive"]),
    .testTarget(name: "ReactiveTests", dependencies: ["Reactive", "ReactiveTesting"]),
    .testTarget(name: "ReactiveTestingTests", dependencies: ["Reactive", "ReactiveTesting"]),
]

// MARK: - The narrated chapters

// `swift run ChapterN` narrates chapter N of the book. Each chapter is `main.swift` plus
// one file per section, told with the `Narration` kit. To add a chapter, add its number
// here and one line to `Tests/ChapterTests/Chapters.swift`.
let chapterNumbers = [1, 2, 3, 4, 5, 6]

// What each chapter's code imports: the narration kit, the library and the
// exercise catalog. Chapter 5 builds the Pixels app as the book does, with
// view controllers (PixelsMVC), and Chapter 6 moves those controllers'
// logic into view models, tested on the fake photo API (PixelsTesting);
// both end by launching an app (`PixelsApp` in PixelsTerminal).
func chapterDependencies(_ number: Int) -> [Target.Dependency] {
    let shared: [Target.Dependency] = ["Narration", "Reactive", "ReactiveTesting", "WorkbookKit"]
    let pixels: [Target.Dependency] = ["Pixels", "PixelsMVC", "PixelsTerminal"]
    switch number {
    case 5: return shared + pixels
    case 6: return shared + pixels + ["PixelsTesting"]
    default: return shared
    }
}

let chapterTargets: [Target] =
    [
        // The bridge table, RAC2 to ReactiveObjC, ReactiveSwift, RxSwift,
        // Combine and Swift concurrency, as data: the chapters' Today sections
        // print its rows, and Reactive.docc/Bridge.md is written from it.
        .target(name: "Bridge", dependencies: ["WorkbookKit"]),
        .testTarget(name: "BridgeTests", dependencies: ["Bridge"]),
        .target(
            name: "Narration",
            dependencies: ["Bridge", "Reactive", "ReactiveTesting", "TerminalText", "WorkbookKit"]),
        // What a chapter shows is cut from the code it compiles: at build time the
        // plugin runs the tool over each chapter's files, turning the regions between
        // `// snippet.NAME` and `// snippet.end` into `Listing`s.
        .executableTarget(name: "ListingsTool", path: "Sources/ListingsTool"),
        // The Pixels app as Chapter 5 builds it, in the book's MVC style: view
        // controllers with the reactive code inside, on stand-ins for the
        // UIKit classes they use. Chapter 6 shows it as the "before" of each
        // refactoring, so it is a library, with listings of its own.
        .target(
            name: "PixelsMVC",
            dependencies: ["Narration", "Pixels", "PixelsTerminal", "Reactive"],
            path: "Chapters/PixelsMVC", plugins: ["ListingsPlugin"]),
        .plugin(
            name: "ListingsPlugin", capability: .buildTool(), dependencies: ["ListingsTool"],
            path: "Sources/ListingsPlugin"),
        // The narrator's blocks and their web rendering, without running a chapter.
        .testTarget(
            name: "NarrationTests",
            dependencies: ["Narration", "Reactive", "ReactiveTesting", "WorkbookKit"]),
        .testTarget(
            name: "ChapterTests",
            dependencies: ["Bridge", "Narration", "Reactive", "ReactiveTesting", "WorkbookKit"]
                + chapterNumbers.map { .target(name: "Chapter\($0)") },
            exclude: ["Golden"]),
    ]
    + chapterNumbers.map { number in
        .executableTarget(
            name: "Chapter\(number)", dependencies: chapterDependencies(number),
            path: "Chapters/Chapter\(number)", plugins: ["ListingsPlugin"])
    }

// MARK: - The Pixels app

let pixelsTargets: [Target] = [
    // The app's model, importer, view models, photo API server and HTTP
    // plumbing. No terminal code.
    .target(
        name: "Pixels", dependencies: ["Reactive", "WorkbookKit"], resources: [.copy("Fixtures")]),
    // How many terminal columns text takes (CJK and emoji two, marks none):
    // toolchain only, so the app and the narration can both measure with it.
    .target(name: "TerminalText"),
    // Terminal drawing (half-block art) and keys; its options' help is
    // bilingual (WorkbookKit's Bilingual and Language).
    .target(name: "PixelsTerminal", dependencies: ["Pixels", "TerminalText", "WorkbookKit"]),
    // The fake photo API on virtual time that Chapter 6, the exercises and
    // the tests all use: FakeImporter, and the bundled fixtures it may answer from.
    .target(name: "PixelsTesting", dependencies: ["Pixels", "Reactive", "ReactiveTesting"]),
    // `swift run -c release PixelsBenchmarks`: the photo API under slow clients.
    .executableTarget(name: "PixelsBenchmarks", dependencies: ["Pixels"]),
    .testTarget(
        name: "PixelsTests",
        dependencies: [
            "Pixels", "PixelsTerminal", "PixelsTesting", "Reactive", "ReactiveTesting",
            "TerminalText", "WorkbookKit",
        ]),
]

// MARK: - Exercises and the workbook command

// Chapters with exercises. Adding a chapter: add its folders under Exercises/,
// its catalog entries, its graders and its number here.
let exerciseChapters = [1, 2, 3, 4, 5, 6]

// Chapters 5 and 6 practise on the Pixels app: their stubs, calls and mutants
// also see its model and view models, and the shared pieces in
// Sources/PixelsExerciseSupport (the decoded JSON, a grid cell, the fake importer
// of PixelsTesting, the bench for 6.6's test).
let pixelsExerciseChapters = [5, 6]

// How an answer is judged. The learner's code is built into a program of its
// own, ChapterNAnswers, that links nothing of the grading: it answers the
// calls the judge sends it, one line at a time. The judge (the `workbook`
// command, and the ExerciseTests in `swift test`) never links the learner's
// code: it plays the same calls on the reference solution, in a second
// program, and compares. ChapterNCalls holds what both programs share: the
// chapter's table of functions and how each exercise's inputs are played on it.
func exerciseChapterTargets(_ chapter: Int) -> [Target] {
    let onPixels = pixelsExerciseChapters.contains(chapter)
    let pixels: [Target.Dependency] = onPixels ? ["Pixels", "PixelsExerciseSupport"] : []
    // 6.6 asks for a test (and its mutants are tests): they record signals.
    let recording: [Target.Dependency] = onPixels ? ["ReactiveTesting"] : []
    let calls: Target.Dependency = .target(name: "Chapter\(chapter)Calls")
    let reference: Target.Dependency = .target(name: "Chapter\(chapter)Reference")
    return [
        // The learner's stubs: they see notAttempted and the library, nothing of the grading.
        .target(
            name: "Chapter\(chapter)Exercises",
            dependencies: ["ExerciseSupport", "Reactive"] + pixels + recording,
            path: "Exercises/Chapter\(chapter)"),
        .target(
            name: "Chapter\(chapter)Calls",
            dependencies: ["ExerciseHarness", "Reactive", "ReactiveTesting"] + pixels,
            path: "Exercises/Teacher/Calls/Chapter\(chapter)"),
        .executableTarget(
            name: "Chapter\(chapter)Answers",
            dependencies: [.target(name: "Chapter\(chapter)Exercises"), calls, "ExerciseHarness"]
                + pixels,
            path: "Sources/ExerciseAnswers/Chapter\(chapter)"),
        .target(
            name: "Chapter\(chapter)Reference",
            dependencies: [calls, "Reactive"] + pixels + recording,
            path: "Exercises/Teacher/Solutions/Chapter\(chapter)"),
        .target(
            name: "Chapter\(chapter)Mutants",
            dependencies: [calls, reference, "Reactive"] + pixels + recording,
            path: "Exercises/Teacher/Mutants/Chapter\(chapter)"),
    ]
}

let exerciseTargets: [Target] =
    [
        .target(name: "WorkbookKit"),
        .target(name: "ExerciseSupport", path: "Sources/ExerciseSupport"),
        .target(
            name: "PixelsExerciseSupport", dependencies: ["Pixels", "PixelsTesting", "Reactive"],
            path: "Sources/PixelsExerciseSupport"),
        // What an answer program runs: the wire, its limits, stories and traces.
        .target(
            name: "ExerciseHarness", dependencies: ["Reactive", "ReactiveTesting"],
            path: "Sources/ExerciseHarness"),
        // The judge: starts the two programs, makes inputs, compares, reads source.
        .target(
            name: "ExerciseGrading",
            dependencies: ["WorkbookKit", "ExerciseHarness", "Reactive", "ReactiveTesting"],
            path: "Sources/ExerciseGrading"),
        // Every exercise's grader.
        .target(
            name: "ExerciseGraders",
            dependencies: [
                "ExerciseGrading", "ExerciseHarness", "WorkbookKit", "Reactive",
                "ReactiveTesting", "Pixels", "PixelsExerciseSupport",
            ]
                + exerciseChapters.map { .target(name: "Chapter\($0)Calls") },
            path: "Exercises/Teacher/Graders"),
        // The graders as Swift Testing tests, and the summary that ends `swift test`.
        .target(
            name: "ExerciseTesting",
            dependencies: ["ExerciseGraders", "ExerciseGrading", "WorkbookKit"],
            path: "Sources/ExerciseTesting"),
        // `swift run workbook`: grades, hints, resets. It is also the program that
        // answers with the reference solutions (or a mutant) when the judge asks.
        .executableTarget(
            name: "workbook",
            dependencies: [
                "WorkbookKit", "ExerciseGrading", "ExerciseGraders", "ExerciseHarness",
                "TerminalText", "Pixels",
            ] + exerciseChapters.map { .target(name: "Chapter\($0)Mutants") },
            path: "Sources/Workbook"),
        .testTarget(
            name: "ExerciseTests",
            dependencies: [
                "ExerciseTesting", "ExerciseGraders", "ExerciseGrading", "ExerciseHarness",
                "WorkbookKit", "Reactive", "ReactiveTesting", "Pixels", "PixelsExerciseSupport",
            ]
                + exerciseChapters.flatMap {
                    [.target(name: "Chapter\($0)Calls"), .target(name: "Chapter\($0)Mutants")]
                }),
        // Starts each answer program inside a sandbox: no process, no signal
        // but to itself, no file changed outside a fresh folder of its own
        // (Landlock and seccomp on Linux, a sandbox profile on macOS). C,
        // because Swift cannot call the variadic syscall() and prctl().
        .executableTarget(name: "AnswerSandbox"),
        // An answer program that misbehaves on purpose, for the judge's own tests.
        .executableTarget(
            name: "JudgeProbe", dependencies: ["Chapter1Calls", "ExerciseHarness"],
            path: "Tests/JudgeProbe"),
        // A judge that a test can interrupt, to see that nothing is left running.
        .executableTarget(
            name: "JudgeDriver",
            dependencies: ["ExerciseGrading", "ExerciseGraders", "WorkbookKit"],
            path: "Tests/JudgeDriver"),
        .testTarget(
            name: "WorkbookTests",
            dependencies: [
                "workbook", "WorkbookKit", "ExerciseGrading", "ExerciseGraders", "ReactiveTesting",
                "ExerciseHarness", "ExerciseSupport", "Chapter1Calls", "TerminalText",
            ]),
    ] + exerciseChapters.flatMap(exerciseChapterTargets)

// MARK: - The package

let package = Package(
    name: "FRPWorkbook",
    // Synchronization's Mutex, which every stateful type uses, needs macOS 15.
    platforms: [.macOS(.v15)],
    // The library and its testing kit, for a learner's own package:
    // `.package(path: "../frp-workbook")`, then depend on `Reactive`.
    products: [
        .library(name: "Reactive", targets: ["Reactive"]),
        .library(name: "ReactiveTesting", targets: ["ReactiveTesting"]),
    ],
    targets: libraryTargets + chapterTargets + pixelsTargets + exerciseTargets,
    swiftLanguageModes: [.v6]
)
