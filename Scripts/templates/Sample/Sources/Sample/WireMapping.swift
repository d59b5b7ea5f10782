import SampleApi
import SampleDomain

// The server's side of the wire: domain values become wire models here, so
// `SampleApi` stays free of the domain (ADR 0033).

extension SampleItemDTO {
    init(_ item: SampleItem) {
        self.init(id: item.id, title: item.title)
    }
}
