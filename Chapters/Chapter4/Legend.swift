import Narration

/// What the symbols of Chapter 4's marble diagrams mean.
let legend = MarbleLegend([
    .init("0–9", "a number: a goal, a count, seconds left", covering: "0123456789"),
    .init("a–z", "a text, by its last letter", covering: "abcdefghijklmnopqrstuvwxyz"),
    .init("T", "true"),
    .init("R", "the button reads Resend and can be tapped"),
    .init("*", "a value that carries nothing (Void): a tap, a close, a code sent"),
])
