import Narration

/// What the symbols of Chapter 5's marble diagrams mean.
let legend = MarbleLegend([
    .init("1, 2", "a thumbnail: the first photo's, the second's", covering: "12"),
    .init("n", "nil: no picture"),
])
