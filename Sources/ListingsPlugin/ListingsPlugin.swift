import PackagePlugin

/// Turns the snippet markers in a chapter's Swift files into listings, at build time.
///
/// For each target that uses it, the plugin runs `ListingsTool` over the
/// target's Swift files whenever one of them changes. The tool writes
/// `Listings.swift` into the plugin's work folder, and the target compiles it
/// with the rest: one `Listing` per region between `// snippet.NAME` and
/// `// snippet.end`, so a section shows `page.code(.NAME)` and the reader
/// sees the very lines that were compiled and run.
@main
struct ListingsPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let inputs = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appending(path: "Listings.swift")
        return [
            .buildCommand(
                displayName: "Cutting listings for \(target.name)",
                executable: try context.tool(named: "ListingsTool").url,
                arguments: [output.path] + inputs.map(\.path),
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}
