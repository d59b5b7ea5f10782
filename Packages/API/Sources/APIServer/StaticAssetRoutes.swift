import Hummingbird
import PageLayout

/// Serves the stylesheet and icons (`StaticAssets`), and any feature's own
/// `StaticAsset`s: from memory, with an
/// ETag and 304 for a client that holds them, cached for a year when the
/// path is fingerprinted. No cookie is set on them (CSRFProtection only
/// sets one on a page).
public enum StaticAssetRoutes {
    /// The assets' paths, which the outage middleware lets through.
    public static var paths: Set<String> { Set(StaticAssets.all.map(\.path)) }

    /// Serves every asset from `router`, with its ETag and caching.
    public static func add(to router: Router<some RequestContext>) {
        add(StaticAssets.all, to: router)
    }

    /// The same for a feature's own files (a map's outline), on its routes.
    public static func add<Context: RequestContext>(_ assets: [StaticAsset], to routes: some RouterMethods<Context>) {
        for asset in assets {
            let body = ByteBuffer(bytes: asset.bytes)
            routes.get(RouterPath(asset.path)) { request, _ in
                var headers: HTTPFields = [.eTag: asset.etag, .cacheControl: asset.cacheControl]
                if request.alreadyHas(etag: asset.etag) {
                    return Response(status: .notModified, headers: headers)
                }
                headers[.contentType] = asset.contentType
                return Response(status: .ok, headers: headers, body: .init(byteBuffer: body))
            }
        }
    }
}
