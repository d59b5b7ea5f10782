import SampleApi
import SampleDomain

// The server's side of the wire: domain values become wire models here, so no
// domain type is part of `SampleApi`'s wire types (ADR 0104).

extension SampleItemDTO {
    init(_ item: SampleItem) {
        self.init(id: item.id, title: item.title)
    }
}
