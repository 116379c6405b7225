// Chapter 6 of the workbook: MVVM on iOS. It moves the logic of Chapter 5's
// screens into view models, as the book refactors its app, and tests them.
//
// Run it with `swift run Chapter6` (add `--help` for the options). Each section
// lives in its own file, named after the section, in the book's order. The
// "before" screens are Chapter 5's, in Chapters/PixelsMVC; the view models
// and the "after" screens are here, with the spies the tests use. The last
// section opens the workbook's finished app, whose view models are in
// Sources/Pixels/ViewModels; `--app`, `--script`, `--serve` and `--api` go
// straight to it (see `PixelsApp` in PixelsTerminal).
import Foundation
import Narration
import PixelsTerminal
import PixelsTesting
import WorkbookKit

StandardStreams.openClosed()
let arguments = Array(CommandLine.arguments.dropFirst())
if PixelsApp.isRequested(by: arguments) {
    Chapter.end("Chapter6", status: PixelsApp.run(arguments, programName: "Chapter6"))
}

// Every example answers from the bundled photo fixtures: without them, stop
// with one line rather than print a chapter of empty screens.
if case .failure(let error) = PhotoLibrary.bundled {
    let reason = error.text.text(in: PixelsApp.commandLanguage)
    FileHandle.standardError.write(Data("Chapter6: \(reason)\n".utf8))
    exit(1)
}

// For --help only: the app's options are handled above, before the chapter's.
let appOptions = PixelsApp.options.map { option in
    ExtraOption(option.flag, option.summary) { _ in
        Chapter.end("Chapter6", status: PixelsApp.run(arguments, programName: "Chapter6"))
    }
}

Chapter(
    6, Title("MVVM on iOS", "MVVM On iOS"),
    sections: [
        .mvvmOnIOS, .whatIsMVVM, .revisitingPixels, .theFullSizeViewModel,
        .theGalleryViewModel, .thePhotoViewModel, .mvvmInPractice, .testingViewModels,
        .testingThePhotoPage, .testingLoginAndVoting, .finalThoughts, .theMVVMApp, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus(legend: legend)
).main(extras: appOptions)
