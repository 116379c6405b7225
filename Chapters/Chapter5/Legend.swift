import Narration

/// What the symbols of Chapter 5's marble diagrams mean.
let legend = MarbleLegend([
    .init(
        "1, 2", "a thumbnail: the first photo's, the second's",
        zh: "缩略图：第一张照片的、第二张照片的", covering: "12"),
    .init("n", "nil: no picture", zh: "nil：没有图"),
])
