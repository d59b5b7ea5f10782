/// The chain of registrations being resolved right now, innermost first.
///
/// It is a task-local value rather than state on the container: two tasks that
/// resolve the same type at the same moment each see only their own chain, so
/// concurrency never looks like a cycle, while a real cycle is still caught in
/// every task, in child tasks that inherit the chain, and in factories that call
/// the container directly instead of the resolver they were handed.
///
/// A linked list, so that entering a factory adds one link and shares the rest
/// instead of copying the whole chain at every level of a graph.
final class ResolutionPath: Sendable {
    @TaskLocal static var current: ResolutionPath?

    let key: RegistrationKey
    let outer: ResolutionPath?

    init(_ key: RegistrationKey, outer: ResolutionPath?) {
        self.key = key
        self.outer = outer
    }

    func contains(_ key: RegistrationKey) -> Bool {
        var link: ResolutionPath? = self
        while let current = link {
            if current.key == key { return true }
            link = current.outer
        }
        return false
    }

    /// The first link: the same object for every resolve nested in one
    /// top-level resolve, in any task that inherits it.
    var outermost: ResolutionPath {
        var link = self
        while let outer = link.outer { link = outer }
        return link
    }

    /// The chain's types, outermost first, as errors name them.
    var described: [String] {
        var names: [String] = []
        var link: ResolutionPath? = self
        while let current = link {
            names.append(current.key.description)
            link = current.outer
        }
        return names.reversed()
    }
}
