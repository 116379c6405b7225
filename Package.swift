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

let pixelsTargets: [Target] = []

// MARK: - Exercises and the workbook command (issue 6)

// Chapters with exercises. Adding a chapter: add its folders under Exercises/
// and Tests/ChapterNExerciseTests, its catalog entries, and its number here.
let exerciseChapters = [1, 2]

// WORKBOOK_CHAPTERS=1,2 declares only those chapters' exercise targets, so a
// compile error in one chapter cannot stop the others from being graded.
let gradedExerciseChapters: [Int] =
    Context.environment["WORKBOOK_CHAPTERS"].map { list in
        list.split(separator: ",").compactMap { Int($0) }.filter(exerciseChapters.contains)
    } ?? exerciseChapters

// WORKBOOK_SOLUTIONS=1 builds the reference solutions in place of the stubs.
let exerciseSourceFolder =
    Context.environment["WORKBOOK_SOLUTIONS"] == "1" ? "Exercises/Solutions" : "Exercises"

func exerciseChapterTargets(_ chapter: Int) -> [Target] {
    [
        .target(
            name: "Chapter\(chapter)Exercises",
            dependencies: ["ExerciseSupport", "Reactive"],
            path: "\(exerciseSourceFolder)/Chapter\(chapter)"),
        .target(
            name: "Chapter\(chapter)Mutants",
            dependencies: ["Reactive"],
            path: "Exercises/Mutants/Chapter\(chapter)"),
        .testTarget(
            name: "Chapter\(chapter)ExerciseTests",
            dependencies: [
                .target(name: "Chapter\(chapter)Exercises"),
                .target(name: "Chapter\(chapter)Mutants"),
                "ExerciseGrading", "Reactive", "ReactiveTesting",
            ]),
    ]
}

let exerciseTargets: [Target] =
    [
        .target(name: "WorkbookKit"),
        .target(name: "ExerciseSupport", path: "Exercises/Support"),
        .target(
            name: "ExerciseGrading",
            dependencies: ["ExerciseSupport", "WorkbookKit", "Reactive", "ReactiveTesting"],
            path: "Exercises/Grading"),
        .executableTarget(
            name: "workbook", dependencies: ["WorkbookKit"], path: "Sources/Workbook"),
        .testTarget(
            name: "WorkbookTests",
            dependencies: ["workbook", "WorkbookKit", "ExerciseGrading", "ExerciseSupport"]),
    ] + gradedExerciseChapters.flatMap(exerciseChapterTargets)

// MARK: - The package

let package = Package(
    name: "FRPWorkbook",
    targets: libraryTargets + chapterTargets + pixelsTargets + exerciseTargets,
    swiftLanguageModes: [.v6]
)
