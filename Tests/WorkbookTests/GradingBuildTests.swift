import Foundation
import Testing
import WorkbookKit

@testable import workbook

/// How `workbook check` builds its graders: in a folder of its own, with an
/// environment that stays the same from one check to the next.
@Suite("The grading build")
struct GradingBuildTests {
    @Test("the toolchain's variables are passed on, a terminal's own are not")
    func variables() {
        for name in ["PATH", "HOME", "TMPDIR", "DEVELOPER_DIR", "SDKROOT", "SWIFTPM_CACHE"] {
            #expect(Grading.isBuildVariable(name), "\(name)")
        }
        for name in ["TERM_SESSION_ID", "OLDPWD", "SHLVL", "_", "PWD", "WORKBOOK_REPORT"] {
            #expect(!Grading.isBuildVariable(name), "\(name)")
        }
    }

    @Test("while every chapter compiles, the build's environment names no chapter")
    func sameEnvironmentForEveryCheck() {
        let grading = Grading(shell: Shell(root: URL(fileURLWithPath: "/")), log: { _ in })
        let everything = grading.environment(Catalog.chapters)
        #expect(everything["WORKBOOK_GRADING"] == "1")
        #expect(everything["WORKBOOK_CHAPTERS"] == .some(nil))
        let withoutTwo = grading.environment(Catalog.chapters.filter { $0 != 2 })
        #expect(withoutTwo["WORKBOOK_CHAPTERS"] == "1,3,4,5,6")
    }
}
