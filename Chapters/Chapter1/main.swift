// Chapter 1 of the workbook: functional programming with higher-order functions.
//
// Run it with `swift run Chapter1` (add `--help` for the options). Each section
// lives in its own file, named after the section, in the book's order.
import Narration

Chapter(
    1, Title("Higher-order functions", "理念、用RXCollections进行函数式编程"),
    sections: [
        .theTexts, .philosophy, .functionalReactiveProgramming, .higherOrderFunctions,
        .usingRXCollections, .mapping, .filtering, .folding, .performance, .today,
    ],
    glossary: glossary,
    apparatus: Apparatus()
).main()
