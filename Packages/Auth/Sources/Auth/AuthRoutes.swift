import APIServer
import AuthApi
import Hummingbird
import Route

/// Every path Auth serves, pages and API: what `AuthAppFactory.makeScene()` mounts.
struct AuthRoutes: Sendable {
    let pages: AuthPages
    let api: AuthAPIHandlers

    func collection() -> RouteCollection<AppRequestContext> {
        let pages = pages
        let api = api
        let routes = RouteCollection(context: AppRequestContext.self)
        routes.get(RouterPath(AuthPaths.signUp.routerPath)) { request, context in pages.signUpForm(request, context) }
        routes.post(RouterPath(AuthPaths.signUp.routerPath)) { request, context in
            try await pages.signUp(request, context)
        }
        routes.get(RouterPath(AuthPaths.logIn.routerPath)) { request, context in pages.logInForm(request, context) }
        routes.post(RouterPath(AuthPaths.logIn.routerPath)) { request, context in
            try await pages.logIn(request, context)
        }
        routes.post(RouterPath(AuthPaths.logOut.routerPath)) { request, context in
            try await pages.logOut(request, context)
        }
        routes.get(RouterPath(AuthPaths.account.routerPath)) { request, context in
            try await pages.account(request, context)
        }
        routes.get(RouterPath(AuthPaths.changePassword.routerPath)) { request, context in
            pages.changePasswordForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.changePassword.routerPath)) { request, context in
            try await pages.changePassword(request, context)
        }
        routes.get(RouterPath(AuthPaths.deleteAccount.routerPath)) { request, context in
            pages.deleteAccountForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.deleteAccount.routerPath)) { request, context in
            try await pages.deleteAccount(request, context)
        }
        routes.get(RouterPath(AuthPaths.forgotPassword.routerPath)) { request, context in
            pages.forgotPasswordForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.forgotPassword.routerPath)) { request, context in
            try await pages.forgotPassword(request, context)
        }
        routes.get(RouterPath(AuthPaths.resetPassword.routerPath)) { request, context in
            try await pages.resetPasswordForm(request, context)
        }
        routes.post(RouterPath(AuthPaths.resetPassword.routerPath)) { request, context in
            try await pages.resetPassword(request, context)
        }
        routes.on(AuthEndpoints.signUp) { input, _, context in try await api.signUp(input, context: context) }
        routes.on(AuthEndpoints.logIn) { input, _, context in try await api.logIn(input, context: context) }
        routes.on(AuthEndpoints.logOut) { _, _, context in try await api.logOut(context: context) }
        routes.on(AuthEndpoints.me) { _, _, context in try await api.me(context: context) }
        routes.on(AuthEndpoints.forgotPassword) { input, _, context in
            try await api.forgotPassword(input, context: context)
        }
        routes.on(AuthEndpoints.resetPassword) { input, _, context in
            try await api.resetPassword(input, context: context)
        }
        return routes
    }
}
