/// What went wrong while resolving or validating a `MicroContainer`.
///
/// Every case carries the resolution path, outermost first, so a wiring mistake
/// deep in a graph names both the missing piece and who asked for it.
public enum ContainerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Nothing in the container or its ancestors is registered for `type`.
    case notRegistered(type: String, path: [String], container: String)
    /// `path` comes back to a type that is already being resolved.
    case cycle(path: [String])
    /// The factory of `type` threw an error that is not a `ContainerError`.
    case factoryFailed(type: String, path: [String], message: String)
    /// `type` was registered twice in one container; use `override` to replace on purpose.
    case duplicateRegistration(type: String, container: String)
    /// A resolution waited longer than the container's limit for another one
    /// to finish making singletons (`whileMaking`, outermost first): a factory
    /// blocked on work that resolves from a task not inheriting its path.
    case singletonWaitTimedOut(type: String, path: [String], whileMaking: [String])
    /// `validate()` found one or more of the errors above; all of them are listed.
    case validationFailed([ContainerError])

    public var description: String {
        switch self {
        case .notRegistered(let type, let path, let container):
            "MicroContainer: no registration for \(type) in container '\(container)' or its parents; "
                + "resolution path: \(Self.render(path))"
        case .cycle(let path):
            "MicroContainer: dependency cycle: \(Self.render(path))"
        case .factoryFailed(let type, let path, let message):
            "MicroContainer: the factory of \(type) failed: \(message); resolution path: \(Self.render(path))"
        case .duplicateRegistration(let type, let container):
            "MicroContainer: \(type) is registered twice in container '\(container)'"
        case .singletonWaitTimedOut(let type, let path, let making):
            "MicroContainer: gave up waiting to make \(type) while another resolution was making "
                + "\(Self.render(making)); does a factory wait for a detached task or a thread that resolves "
                + "from this container? resolution path: \(Self.render(path))"
        case .validationFailed(let errors):
            "MicroContainer: \(errors.count) registration(s) failed to resolve:\n"
                + errors.map { "  - \($0.description)" }.joined(separator: "\n")
        }
    }

    private static func render(_ path: [String]) -> String {
        path.joined(separator: " -> ")
    }
}
