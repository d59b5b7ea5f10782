import Hummingbird
import PageLayout

/// Serves the stylesheet and icons (`StaticAssets`): from memory, with an
/// ETag and 304 for a client that holds them, cached for a year when the
/// path is fingerprinted. No cookie is set on them (CSRFProtection only
/// sets one on a page).
public enum StaticAssetRoutes {
    public static var paths: Set<String> { Set(StaticAssets.all.map(\.path)) }

    public static func add(to router: Router<some RequestContext>) {
        for asset in StaticAssets.all {
            let body = ByteBuffer(bytes: asset.bytes)
            router.get(RouterPath(asset.path)) { request, _ in
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
