// Declarations imported from C with the main-actor attribute UIKit's NS_SWIFT_UI_ACTOR expands to
// (swift_attr("@MainActor")): the Clang importer gives them the isolation UIKit's imported
// declarations have, so .ci/swift-modes compares HeadlessUIKit's diagnostics with theirs.
__attribute__((swift_attr("@MainActor"))) void imported_main_actor_function(void);
__attribute__((swift_attr("@MainActor"))) int imported_main_actor_value(void);
