import Foundation
import Testing

@testable import WorkbookKit

/// Reading Swift source into tokens: names, attributes, strings with the code
/// of their interpolations, in one pass.
@Suite("Reading Swift source into tokens")
struct SwiftTokensTests {
    private func texts(_ source: String) -> [String] {
        SwiftTokens(source).all.map(\.text)
    }

    @Test("comments are dropped; strings keep their text; interpolations are code")
    func basics() {
        #expect(texts("let a = 1 // map") == ["let", "a", "=", "1"])
        #expect(texts("/* a /* nested */ comment */ x") == ["x"])
        #expect(texts(#"let s = "a\(f(x))b""#) == ["let", "s", "=", "f", "(", "x", ")", "ab"])
        #expect(texts(##"#"raw \(not) \#(yes)"#"##) == ["yes", #"raw \(not) "#])
        #expect(texts("@_cdecl(\"f\") func f()").prefix(2) == ["_cdecl", "("])
        #expect(texts("#if os(Linux)\n#endif") == ["if", "os", "(", "Linux", ")", "endif"])
        #expect(texts("let r = #/a\"b/#; x") == ["let", "r", "=", ";", "x"])
    }

    @Test("each token knows its line, whatever the line endings")
    func lines() {
        for ending in ["\n", "\r\n", "\r"] {
            let tokens = SwiftTokens(["a", "b", "c"].joined(separator: ending)).all
            #expect(tokens.map(\.line) == [1, 2, 3])
        }
    }

    @Test("the work stays proportional to the text: long runs of # and of quotes are read once")
    func linear() {
        for text in [
            String(repeating: "#", count: 40_000), String(repeating: "#\"", count: 20_000),
            String(repeating: "/* ", count: 20_000),
            String(repeating: "a.b(\"x\") ", count: 10_000),
        ] {
            let tokens = SwiftTokens(text)
            #expect(tokens.looks <= 8 * text.unicodeScalars.count + 16, "\(text.prefix(6))…")
        }
    }

    @Test("the products folder is found from the image, inside or outside a test bundle")
    func products() {
        #expect(
            BuiltProducts.folder(
                containing: "/w/.build/arm64-apple-macosx/debug/FRPWorkbookPackageTests.xctest"
                    + "/Contents/MacOS/FRPWorkbookPackageTests"
            ).path
                == "/w/.build/arm64-apple-macosx/debug")
        #expect(
            BuiltProducts.folder(
                containing:
                    "/w/.build/x86_64-unknown-linux-gnu/debug/FRPWorkbookPackageTests.xctest"
            ).path == "/w/.build/x86_64-unknown-linux-gnu/debug")
        #expect(
            BuiltProducts.folder(containing: "/w/.build/x86_64-unknown-linux-gnu/debug/workbook")
                .path
                == "/w/.build/x86_64-unknown-linux-gnu/debug")
    }
}
