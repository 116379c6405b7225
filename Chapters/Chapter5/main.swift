// Chapter 5 of the workbook: the book's FunctionalReactivePixels app, built
// step by step as the book builds it, with view controllers, in the terminal.
//
// Run it with `swift run Chapter5` (add `--help` for the options). Each
// section lives in its own file, named after the section, in the book's
// order; the screens the chapter arrives at are in Chapters/PixelsMVC, the
// earlier versions of the gallery and its cell here. The last section opens
// the app the chapter built. `--app`, `--script`, `--serve` and `--api` go
// straight to the workbook's finished app (see `PixelsApp` in PixelsTerminal).
import Foundation
import Narration
import PixelsTerminal
import WorkbookKit

StandardStreams.openClosed()
let arguments = Array(CommandLine.arguments.dropFirst())
if PixelsApp.isRequested(by: arguments) {
    Chapter.end("Chapter5", status: PixelsApp.run(arguments, programName: "Chapter5"))
}

// For --help only: the app's options are handled above, before the chapter's.
let appOptions = PixelsApp.options.map { option in
    ExtraOption(option.flag, option.summary) { _ in
        Chapter.end("Chapter5", status: PixelsApp.run(arguments, programName: "Chapter5"))
    }
}

Chapter(
    5, Title("ReactiveCocoa in practice", "ReactiveCocoa的实践"),
    sections: [
        .theGalleryLayout, .theBasics, .readingTheListing, .theGallery, .theCell,
        .addingTheFullSizeView, .thePhotoPage, .delegateCallbacks, .catchingErrors,
        .cellBindings, .networkLayer, .summary, .theApp, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus(legend: legend)
).main(extras: appOptions)
