import Synchronization

/// A list other features add to after construction: the links a landmark's
/// page shows, the checks a catalogue import asks. Empty is a real answer
/// (nobody adds anything), so it is not a need.
public final class Contributions<Value: Sendable>: Sendable {
    private let values = Mutex<[Value]>([])

    /// An empty list.
    public init() {}

    /// Adds one value at the end.
    public func add(_ value: Value) {
        values.withLock { $0.append(value) }
    }

    /// Adds several values at the end, in order.
    public func add(contentsOf more: [Value]) {
        values.withLock { $0 += more }
    }

    /// Every value added, in the order added.
    public var all: [Value] { values.withLock { $0 } }
}
