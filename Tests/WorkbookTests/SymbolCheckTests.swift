import ExerciseGraders
import Foundation
import Testing
import WorkbookKit

@testable import ExerciseGrading

/// The symbols an answer's object files define: Swift's own, or a C name.
@Suite("The compiled answer defines only Swift symbols")
struct SymbolCheckTests {
    @Test("Swift's mangled names and the compiler's own are Swift; a C name is not")
    func names() {
        #expect(SymbolCheck.isSwift("$s17Chapter1Exercises7squares2ofSaySiGAD_tF"))
        #expect(SymbolCheck.isSwift("_$s17Chapter1Exercises7squares2ofSaySiGAD_tF"))
        #expect(SymbolCheck.isSwift("__swift_reflection_version"))
        #expect(SymbolCheck.isSwift("got.$s6Pixels5PhotoVMn"))
        #expect(SymbolCheck.isSwift("symbolic _____ 8Reactive9ViewModelC"))
        #expect(SymbolCheck.isSwift("__swift_instantiateConcreteTypeFromMangledName"))
        #expect(!SymbolCheck.isSwift("alarm"))
        #expect(!SymbolCheck.isSwift("_write"))
    }

    /// `llvm-nm -g -U` on an arm64 Mach-O object compiled from Swift here
    /// (`swift-frontend -c -target arm64-apple-macosx15.0`), as a Mac's `nm` lists it.
    static let machOListing = """
        /tmp/p/CSymbol.swift.o:
        0000000000000008 T _judge_probe_c_symbol
        00000000000002b0 S _symbolic _____ 10JudgeProbe1KC
        0000000000000266 S ___swift_reflection_version
        0000000000000020 T _$s10JudgeProbe7squaresyyF
        """

    @Test("a Mac's nm spells C names with a leading _: they are read in C's spelling")
    func machONames() {
        let symbols = SymbolCheck.symbols(
            in: Self.machOListing, paths: ["/tmp/p/CSymbol.swift.o"], machO: true)
        #expect(
            symbols.map(\.symbol) == [
                "judge_probe_c_symbol", "symbolic _____ 10JudgeProbe1KC",
                "__swift_reflection_version", "$s10JudgeProbe7squaresyyF",
            ])
        #expect(symbols.allSatisfy { $0.file == "CSymbol.swift" })
        #expect(
            symbols.filter { !SymbolCheck.isSwift($0.symbol) }.map(\.symbol) == [
                "judge_probe_c_symbol"
            ])
        // Read as an ELF listing, the same names keep their underscores.
        let asELF = SymbolCheck.symbols(
            in: Self.machOListing, paths: ["/tmp/p/CSymbol.swift.o"], machO: false)
        #expect(asELF.first?.symbol == "_judge_probe_c_symbol")
    }

    @Test(
        "the reference solutions, compiled as any answer is, define no C-named symbol",
        arguments: 1...6)
    func referencesAreClean(chapter: Int) {
        let objects = BuiltProducts.directory.appendingPathComponent(
            "Chapter\(chapter)Reference.build")
        #expect(FileManager.default.fileExists(atPath: objects.path))
        let found = SymbolCheck.foreignSymbols(in: objects)
        #expect(found.isEmpty, "\(found.map { "\($0.symbol) in \($0.file)" })")
    }

    @Test(
        "forbidden calls are found in the files that make them, names that look like them are not")
    func forbiddenCalls() {
        let probe = BuiltProducts.directory.appendingPathComponent("JudgeProbe.build")
        let found = SymbolCheck.forbiddenCalls(in: probe)
        let named = Set(found.map { "\($0.file) \($0.name)" })
        #expect(named.contains("main.swift kill"), "\(named)")
        #expect(named.contains("main.swift posix_spawn"))
        #expect(named.contains("Forbidden.swift Process"))
        #expect(!found.contains { ["signal", "system", "exit"].contains($0.name) })
        #expect(!found.contains { $0.file == "CSymbol.swift" })
    }

    @Test("a call in another exercise's file does not concern this one; a helper's concerns all")
    func concernedExercises() {
        #expect(concerns("1.1-Squares.swift", exercise: "1.1"))
        #expect(!concerns("1.2-Evens.swift", exercise: "1.1"))
        #expect(concerns("Helpers.swift", exercise: "1.1"))
    }

    @Test("a Mac's nm -u lists names alone, GNU's with U: both are read")
    func undefinedListings() {
        let gnu = "                 U kill\n                 U $s10Foundation7ProcessCMa\n"
        let darwin = "_kill\n_$s10Foundation7ProcessCMa\n"
        #expect(
            SymbolCheck.symbols(in: gnu, paths: ["/x/1.1-Squares.swift.o"], machO: false).map(
                \.symbol)
                == ["kill", "$s10Foundation7ProcessCMa"])
        #expect(
            SymbolCheck.symbols(in: darwin, paths: ["/x/1.1-Squares.swift.o"], machO: true).map(
                \.symbol)
                == ["kill", "$s10Foundation7ProcessCMa"])
    }

    @Test("a function with a C name is found in the object files that define it")
    func findsACName() {
        let probe = BuiltProducts.directory.appendingPathComponent("JudgeProbe.build")
        let found = SymbolCheck.foreignSymbols(in: probe)
        #expect(found.map(\.symbol).contains("judge_probe_c_symbol"))
        #expect(found.first { $0.symbol == "judge_probe_c_symbol" }?.file == "CSymbol.swift")
    }
}
