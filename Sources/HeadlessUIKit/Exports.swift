// `import UIKit` makes Foundation (and with it CGFloat, CGPoint, CGSize, CGRect) visible; so does
// `import HeadlessUIKit`, so code written for UIKit compiles with only the import swapped.
@_exported import Foundation
