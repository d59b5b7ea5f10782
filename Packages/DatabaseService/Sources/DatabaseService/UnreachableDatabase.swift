import FluentPostgresDriver
import NIOCore
import NIOPosix

/// Which errors mean "the database cannot be reached" rather than "this
/// request went wrong": the connection could not be made or was lost, the
/// server is shutting down or starting up, or no pooled connection freed up
/// in time. Only these turn the host's answer into a 503 (`DatabaseAvailability`).
enum UnreachableDatabase {
    static func explains(_ error: any Error) -> Bool {
        switch error {
        case let error as PSQLError:
            switch error.code {
            case .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed:
                return true
            case .server:
                return error.serverInfo?[.sqlState].map(isUnavailableState) ?? false
            default:
                return false
            }
        case is OutageSafeConnection.ConnectionLost, is ConnectionWaits.Abandoned, is ConnectionPoolTimeoutError,
            is NIOConnectionError:
            return true
        case let error as ConnectionPoolError:
            return error == .shutdown
        case let error as ChannelError:
            return error == .ioOnClosedChannel || error == .alreadyClosed || error == .eof
        case let error as IOError:
            // Refused, reset, unreachable: the socket never got a server.
            return [ECONNREFUSED, ECONNRESET, EHOSTUNREACH, ENETUNREACH, ETIMEDOUT, EPIPE].contains(error.errnoCode)
        default:
            return false
        }
    }

    /// SQLSTATE class 08 (connection exception), 57P01–57P03 (the server is
    /// shutting down, crashed, or not yet accepting connections). No slot
    /// left (53300) is not an outage (`NoConnectionSlot`).
    private static func isUnavailableState(_ state: String) -> Bool {
        state.hasPrefix("08") || ["57P01", "57P02", "57P03"].contains(state)
    }
}
