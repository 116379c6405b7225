import Narration

/// What the symbols of Chapter 6's marble diagrams mean.
let legend = MarbleLegend([
    .init("s", "the screen shows: its view model becomes active"),
    .init("h", "the screen hides: its view model becomes inactive"),
    .init("x", "the screen closes and lets its view model go"),
    .init("t", "true"),
    .init("f", "false"),
    .init("0–9", "a number: a field's length, a rating", covering: "0123456789"),
    .init("d", "a photo's details"),
    .init("i", "an image"),
    .init("n", "nil: no image, no error message"),
    .init("e", "an error message"),
    .init("l", "a login form, for the screen to show"),
    .init("V", "the button reads Vote"),
    .init("F", "the button reads Voted For!"),
    .init("*", "a value that carries nothing (Void): became active, inactive, done"),
])

/// A Bool as the legend draws it: t or f.
func letter(_ value: Bool) -> Character? {
    value ? "t" : "f"
}
