/// The chain of registrations being resolved right now.
///
/// It is a task-local value rather than state on the container: two tasks that
/// resolve the same type at the same moment each see only their own chain, so
/// concurrency never looks like a cycle, while a real cycle is still caught in
/// every task, in child tasks that inherit the chain, and in factories that call
/// the container directly instead of the resolver they were handed.
enum ResolutionPath {
    @TaskLocal static var current: [RegistrationKey] = []
}
