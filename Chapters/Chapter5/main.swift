// Chapter 5 of the workbook: the Pixels app, over real HTTP, in the terminal.
//
// Run it with `swift run Chapter5` (add `--help` for the options). Each
// section lives in its own file, named after the section, in the book's
// order; the last one opens the app itself. `--app`, `--script`, `--serve`
// and `--api` go straight to the app (see `PixelsApp` in PixelsTerminal).
import Foundation
import Narration
import PixelsTerminal

let arguments = Array(CommandLine.arguments.dropFirst())
if PixelsApp.isRequested(by: arguments) {
    exit(PixelsApp.run(arguments, programName: "Chapter5"))
}

// For --help only: the app's options are handled above, before the chapter's.
let appOptions = PixelsApp.options.map { option in
    ExtraOption(option.flag, option.summary) { _ in
        exit(PixelsApp.run(arguments, programName: "Chapter5"))
    }
}

Chapter(
    5, Title("The Pixels app", "像素应用"),
    sections: [
        .theBasics, .observingProperties, .fullSizeView, .delegateCallbacks, .catchingErrors,
        .cellBindings, .networkLayer, .theApp,
    ],
    glossary: glossary
).main(extras: appOptions)
