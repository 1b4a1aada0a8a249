// The `transition-conformance` command-line tool.
//
// Its main job — running the kit over the bundled corpus and printing a verdict per sample —
// needs the conformance suites and the corpus, which later issues build. Until they exist the
// tool says so plainly instead of printing a report it cannot back.

import TransitionConformance

print("""
    transition-conformance: the conformance suites and the Conformance/ corpus are not built yet.
    HeadlessUIKit, the headless UIKit model the suites run on, is in place; run `swift test` to
    exercise it.
    """)
