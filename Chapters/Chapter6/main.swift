// Chapter 6 of the workbook: MVVM, and testing view models.
//
// Run it with `swift run Chapter6` (add `--help` for the options). Each section
// lives in its own file, named after the section, in the book's order; the
// fake photo API, the stand-in screen and the example screens have files of
// their own. The view models themselves are the Pixels app's, in
// Sources/Pixels/ViewModels. The last section opens the app that runs them;
// `--app`, `--script`, `--serve` and `--api` go straight to it (see
// `PixelsApp` in PixelsTerminal).
import Foundation
import Narration
import PixelsTerminal
import PixelsTesting

let arguments = Array(CommandLine.arguments.dropFirst())
if PixelsApp.isRequested(by: arguments) {
    exit(PixelsApp.run(arguments, programName: "Chapter6"))
}

// Every example answers from the bundled photo fixtures: without them, stop
// with one line rather than print a chapter of empty screens.
if case .failure(let error) = PhotoLibrary.bundled {
    FileHandle.standardError.write(Data("Chapter6: \(error)\n".utf8))
    exit(1)
}

// For --help only: the app's options are handled above, before the chapter's.
let appOptions = PixelsApp.options.map { option in
    ExtraOption(option.flag, option.summary) { _ in
        exit(PixelsApp.run(arguments, programName: "Chapter6"))
    }
}

Chapter(
    6, Title("MVVM and testing view models", "MVVM 与测试"),
    sections: [
        .whatIsMVVM, .revisitingPixels, .mvvmInPractice, .testingViewModels,
        .testingPhotoViewModels,
        .testingLoginAndVoting, .finalThoughts, .theMVVMApp,
    ],
    glossary: glossary
).main(extras: appOptions)
