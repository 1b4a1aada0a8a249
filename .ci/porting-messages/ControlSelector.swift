// Target–action on a control with #selector.
// both: '#selector' can only be used with the Objective-C runtime
// both: Objective-C interoperability is disabled
import HeadlessUIKit

final class CardController: UIViewController {
    let closeButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        closeButton.addTarget(self, action: #selector(close), for: .touchUpInside)
    }

    @objc private func close() { dismiss(animated: true) }
}
