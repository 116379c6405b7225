import Narration

/// What the symbols of Chapter 3's marble diagrams mean.
let legend = MarbleLegend([
    .init(
        "a–z, @", "a key typed, or a text by its first letter",
        covering: "abcdefghijklmnopqrstuvwxyz@"),
    .init("<", "the backspace key"),
    .init("0–9", "a number: the length of a text", covering: "0123456789"),
    .init("T", "true"),
    .init("F", "false"),
    .init("S", "the keyboard shows: its height"),
    .init("H", "the keyboard hides: height 0"),
    .init("*", "a value that carries nothing (Void)"),
])

/// A Bool as the legend draws it: T or F.
func truth(_ value: Bool) -> Character {
    value ? "T" : "F"
}
