// Chapter 3 of the workbook: signals, subscription, and the recipes built on them.
//
// Run it with `swift run Chapter3` (add `--help` for the options). Each section
// lives in its own file, named after the section, in the book's order; the
// types and signal functions the sections use have files of their own.
import Narration

Chapter(
    3, Title("Signals and subscription", "ReactiveCocoa 简介：信号与订阅"),
    sections: [
        .signals, .subscription, .textField, .stateDerivation, .commands, .subjects,
        .loginRecipe, .searchRecipe, .keyboardRecipe, .delegateRecipe, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus(legend: legend)
).main()
