// Chapter 2 of the workbook: streams, and sequences you pull from.
//
// Run it with `swift run Chapter2` (add `--help` for the options). Each section
// lives in its own file, named after the section, in the book's order.
import Narration

Chapter(
    2, Title("Streams and sequences", "ReactiveCocoa 简介：流和序列"),
    sections: [
        .streams, .sequences, .folding, .laziness, .memoization, .pullAndPush,
        .sequencesToSignals, .optionals, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus(legend: legend)
).main()
