import PixelsTesting

/// The fake photo API the exercises' benches and graders use: the shared
/// `FakeImporter` of the PixelsTesting module, the one Chapter 6 and the
/// Pixels tests use too.
///
/// ```swift
/// let importer = FakeImporter(scheduler: TestScheduler())
/// print(importer.photos.count)   // prints 3
/// ```
///
/// Book: the fake importer the book's view-model tests would have used instead of OCMock
public typealias FakeImporter = PixelsTesting.FakeImporter
