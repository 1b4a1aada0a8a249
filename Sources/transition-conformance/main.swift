// The `transition-conformance` command-line tool: runs the kit over its corpus (the main job),
// and prints the checklist, the requirement reference, one requirement explained, or the IDs.

import Foundation
import TransitionConformance

let arguments = Array(CommandLine.arguments.dropFirst())
let status: Int32 = MainActor.assumeIsolated {
    switch Command.parse(arguments) {
    case .success(let command): return command.run()
    case .failure(let error):
        FileHandle.standardError.write(Data("transition-conformance: \(error.message)\n".utf8))
        return 2
    }
}
exit(status)
