// Chapter 4 of the workbook: hot and cold signals, multicasting, schedulers, and recipes.
//
// Run it with `swift run Chapter4` (add `--help` for the options, `--realtime`
// for the countdown with real delays). Each section lives in its own file,
// named after the section, in the book's order.
import Narration

Chapter(
    4, Title("Hot and cold signals", "ReactiveCocoa 简介：热信号与冷信号"),
    sections: [
        .hotAndColdSignals, .multicasting, .replay, .schedulers, .verificationCodeButton,
        .instantSearch, .delayedMetadataFetch, .twoRequestsCombined, .memoryManagement,
        .retainCycles, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus(legend: legend)
).main(extras: [.realtimeCountdown])
