// Vitrine — Apache License 2.0
// Turning the changes a recording block collected into animations when it closes.

extension ViewAnimationBlock {
    /// The recorded changes of one property of one view, in the order they were made.
    private struct PropertyHistory {
        let view: UIView
        let key: String
        var changes: [RecordedChange]
    }

    private var histories: [PropertyHistory] {
        var result: [PropertyHistory] = []
        for change in recordedChanges {
            if let index = result.firstIndex(where: { $0.view === change.view && $0.key == change.key }) {
                result[index].changes.append(change)
            } else {
                result.append(PropertyHistory(view: change.view, key: change.key, changes: [change]))
            }
        }
        return result
    }

    /// The value a property starts from: what it was before its first change, or what
    /// was on screen then when the block begins from the current state.
    private func startValue(of history: PropertyHistory) -> AnimationValue {
        let first = history.changes[0]
        return parameters.beginsFromCurrentState ? first.oldPresentation : first.oldModel
    }

    /// Legacy blocks: one animation per property, from its first old value to its model
    /// value, with the parameters the block had when it was committed.
    func addRecordedAnimations() {
        for history in histories {
            let animation = prepare(parameters.makeAnimation(key: history.key, from: startValue(of: history)), for: history.view)
            history.view.layer.add(animation, forKey: history.key)
        }
    }

    /// Keyframe blocks: one keyframe animation per property. Each change is a keyframe
    /// reached at the end of the window it was made in; between windows the property
    /// holds its value.
    func addRecordedKeyframeAnimations(calculationMode: CAAnimationCalculationMode) {
        for history in histories {
            var values: [AnimationValue] = [startValue(of: history)]
            var times: [Double] = [0]
            for change in history.changes.sorted(by: { $0.window.start < $1.window.start }) {
                guard let value = change.newValue else { continue }
                let start = min(max(change.window.start, times.last!), 1)
                let end = min(max(change.window.start + change.window.duration, start), 1)
                if start > times.last! {
                    values.append(values.last!)
                    times.append(start)
                }
                values.append(value)
                times.append(end)
            }
            if times.last! < 1 {
                values.append(values.last!)
                times.append(1)
            }
            let animation = CAKeyframeAnimation(keyPath: history.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = calculationMode
            animation.timingFunction = parameters.curve.timingFunction
            parameters.configureTiming(of: animation)
            history.view.layer.add(prepare(animation, for: history.view), forKey: history.key)
        }
    }
}
