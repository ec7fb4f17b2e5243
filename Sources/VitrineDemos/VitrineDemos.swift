// Vitrine — Apache License 2.0
// Built-in demo scenes, written as a user's app would be: public UIKit API only.
import UIKit
