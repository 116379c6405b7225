import Foundation

/// The folder where SwiftPM put the package's programs (`.build/debug`),
/// found from the running code itself rather than from `argv[0]`.
///
/// A test run on a Mac starts in Xcode's `swiftpm-testing-helper`, which loads
/// the test bundle and keeps its own `argv[0]`; `exec -a` does the same on
/// Linux. The image that holds this code does not move: on Linux the test
/// program or the command itself (`/proc/self/exe`); on a Mac the bundle's
/// executable inside `FRPWorkbookPackageTests.xctest/Contents/MacOS/`, or the
/// command. Out of a `.xctest` bundle, the folder is the bundle's parent.
///
/// ```swift
/// let chapter1 = BuiltProducts.directory.appendingPathComponent("Chapter1")
/// ```
public enum BuiltProducts {
    /// The products folder, such as `.build/x86_64-unknown-linux-gnu/debug`.
    public static let directory: URL = folder(containing: Platform.imagePath())

    /// The program called `name` in the products folder.
    public static func program(_ name: String) -> URL {
        directory.appendingPathComponent(name)
    }

    /// The products folder for an image at `path`: the parent of the
    /// `.xctest` bundle the image is in, or else the image's own folder.
    static func folder(containing path: String) -> URL {
        let image = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        var folder = image.deletingLastPathComponent()
        var candidate = image
        while candidate.path != "/" {
            if candidate.pathExtension == "xctest" {
                folder = candidate.deletingLastPathComponent()
                break
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return folder
    }
}
