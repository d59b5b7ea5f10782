import Foundation

/// Free campsites per night at a landmark, a month at a time.
package struct CampsiteAvailability: Sendable {
    let reservations: any ReservationRepository
    let landmarks: any LandmarkDirectory
    let today: Today

    package init(reservations: any ReservationRepository, landmarks: any LandmarkDirectory, today: Today) {
        self.reservations = reservations
        self.landmarks = landmarks
        self.today = today
    }

    /// The month named `YYYY-MM`, or this month at `landmark` when `text` is nil or empty.
    package func month(named text: String?, at landmark: BookableLandmark) throws(ReservationsError) -> Month {
        guard let text, !text.isEmpty else { return today.at(landmark).month }
        guard let month = Month(iso: text), Month.shownYears.contains(month.year) else { throw .invalidMonth(text) }
        return month
    }

    package func callAsFunction(landmarkID: Int, month: Month) async throws -> MonthAvailability {
        guard let landmark = try await landmarks.landmark(id: landmarkID) else {
            throw ReservationsError.landmarkNotFound
        }
        return try await callAsFunction(landmark: landmark, month: month)
    }

    /// For a landmark the caller has already looked up (to name the month
    /// at it, say): one lookup per request, not two. Each night counts the
    /// sites `filter` keeps (every site when it keeps them all, from the
    /// night counters; else from the site-nights).
    package func callAsFunction(landmark: BookableLandmark, month: Month, filter: SiteFilter = SiteFilter())
        async throws -> MonthAvailability
    {
        let days = month.days
        let free = try await freeSites(
            at: landmark, nights: days[0]..<days[days.count - 1].adding(days: 1), filter: filter)
        let today = self.today.at(landmark)
        let lastNight = self.today.lastOpenNight(at: landmark)
        let nights = days.map { night in
            NightAvailability(night: night, free: free(night), bookable: night >= today && night <= lastNight)
        }
        return MonthAvailability(
            landmark: landmark, month: month, today: today, nights: nights,
            sitesForParty: filter.guests == nil && filter.kind == nil ? nil : landmark.sites.filter(filter.keeps).count)
    }

    /// How many of the sites `filter` keeps are free on a night of `nights`:
    /// one read, of the night counters when it keeps every site.
    private func freeSites(at landmark: BookableLandmark, nights: Range<Day>, filter: SiteFilter) async throws
        -> @Sendable (Day) -> Int
    {
        let kept = landmark.sites.filter(filter.keeps)
        guard kept.count < landmark.sites.count else {
            let taken = try await reservations.takenCampsites(landmarkID: landmark.id, nights: nights)
            let campsites = landmark.campsites
            return { night in max(0, campsites - (taken[night] ?? 0)) }
        }
        let taken = try await reservations.takenSites(landmarkID: landmark.id, nights: nights)
        return { night in kept.count(where: { !taken.contains(SiteNight(siteNumber: $0.number, night: night)) }) }
    }

    /// The mornings a stay from `checkIn` at `landmark` can end on: while
    /// one site that `filter` keeps is free on every night from check-in
    /// (a stay keeps its site), none past the booking window or the longest
    /// stay. None when check-in is past or not open. One read of the
    /// site-nights.
    package func checkOuts(after checkIn: Day, at landmark: BookableLandmark, filter: SiteFilter = SiteFilter())
        async throws -> [Day]
    {
        let today = self.today.at(landmark)
        let lastNight = self.today.lastOpenNight(at: landmark)
        guard checkIn >= today, checkIn <= lastNight else { return [] }
        let end = min(checkIn.adding(days: BookingRules.maxNights), lastNight.adding(days: 1))
        let taken = try await reservations.takenSites(landmarkID: landmark.id, nights: checkIn..<end)
        var free = landmark.sites.filter(filter.keeps).map(\.number)
        var mornings: [Day] = []
        var night = checkIn
        while night < end {
            free.removeAll { taken.contains(SiteNight(siteNumber: $0, night: night)) }
            guard !free.isEmpty else { break }
            night = night.adding(days: 1)
            mornings.append(night)
        }
        return mornings
    }
}

extension CampsiteAvailability {
    /// The `count` nights from today at the landmark: a glance at the weeks
    /// ahead. One read of the night counters.
    package func nextNights(at landmark: BookableLandmark, count: Int = 14) async throws -> [NightAvailability] {
        let today = self.today.at(landmark)
        let lastNight = self.today.lastOpenNight(at: landmark)
        let taken = try await reservations.takenCampsites(
            landmarkID: landmark.id, nights: today..<today.adding(days: count))
        return (0..<count).map { offset in
            let night = today.adding(days: offset)
            return NightAvailability(
                night: night, free: max(0, landmark.campsites - (taken[night] ?? 0)), bookable: night <= lastNight)
        }
    }

    /// The nights of `stay` at `landmark` on which no campsite is free: what
    /// the review names before a person presses Book. One read of the night
    /// counters.
    package func fullNights(of stay: Stay, at landmark: BookableLandmark) async throws -> [Day] {
        let taken = try await reservations.takenCampsites(
            landmarkID: landmark.id, nights: stay.checkIn..<stay.checkOut)
        return stay.nights.filter { (taken[$0] ?? 0) >= landmark.campsites }
    }

    /// The site `booking` would be given now, or why none would: what the
    /// review shows and prices before a person presses Book. One read of the
    /// site-nights.
    package func siteNow(for booking: Booking, at landmark: BookableLandmark) async throws
        -> Result<BookableSite, SiteChoice.Refusal>
    {
        let taken = try await reservations.takenSites(
            landmarkID: landmark.id, nights: booking.stay.checkIn..<booking.stay.checkOut)
        return SiteChoice.site(for: booking, among: landmark.sites, taken: taken.siteNumbers)
    }

    /// Up to `limit` stays as long as `stay` at `landmark` with a campsite
    /// free every night, nearest to it first (earlier first on a tie), from
    /// two weeks before it to four weeks after, none before today or past
    /// the booking window: what a person is offered when their nights are
    /// full. One read of the night counters.
    package func nearestFreeStays(to stay: Stay, at landmark: BookableLandmark, limit: Int = 3) async throws -> [Stay] {
        let today = self.today.at(landmark)
        let lastCheckOut = self.today.lastOpenNight(at: landmark).adding(days: 1)
        let length = stay.nightCount
        let first = max(today, stay.checkIn.adding(days: -14))
        let last = min(stay.checkIn.adding(days: 28), lastCheckOut.adding(days: -length))
        guard first <= last, landmark.campsites > 0 else { return [] }
        let taken = try await reservations.takenCampsites(
            landmarkID: landmark.id, nights: first..<last.adding(days: length))
        let starts = (0...(last.daysSinceEpoch - first.daysSinceEpoch)).map { first.adding(days: $0) }
        let free = starts.filter { start in
            start != stay.checkIn
                && (0..<length).allSatisfy { (taken[start.adding(days: $0)] ?? 0) < landmark.campsites }
        }
        let distance = { (day: Day) in abs(day.daysSinceEpoch - stay.checkIn.daysSinceEpoch) }
        return free.sorted { (distance($0), $0) < (distance($1), $1) }.prefix(limit)
            .map { Stay(checkIn: $0, checkOut: $0.adding(days: length)) }
    }
}

extension CampsiteAvailability {
    /// The landmark's sites that `filter` keeps, by night, for two weeks
    /// from `from` (today at the landmark when nil, or when it is past),
    /// never starting past the booking window. One read of the site-nights.
    package func sitesByNight(at landmark: BookableLandmark, from: Day?, filter: SiteFilter) async throws -> SiteGrid {
        let today = self.today.at(landmark)
        let lastNight = self.today.lastOpenNight(at: landmark)
        let count = SiteGrid.nightCount
        let start = min(max(from ?? today, today), lastNight)
        let nights = (0..<count).map { start.adding(days: $0) }
        let taken = try await reservations.takenSites(
            landmarkID: landmark.id, nights: start..<start.adding(days: count))
        let rows = landmark.sites.filter(filter.keeps).map { site in
            SiteGrid.Row(
                site: site,
                cells: nights.map { night in
                    if night > lastNight { return .closed }
                    let siteNight = SiteNight(siteNumber: site.number, night: night)
                    if taken.isHeld(siteNight) { return .held }
                    return taken.contains(siteNight) ? .taken : .free
                })
        }
        let later = start.adding(days: count)
        return SiteGrid(
            landmark: landmark, filter: filter, today: today, nights: nights, rows: rows,
            earlier: start > today ? max(today, start.adding(days: -count)) : nil,
            later: later <= lastNight ? later : nil)
    }
}

package struct MonthAvailability: Sendable, Equatable {
    package var landmark: BookableLandmark
    package var month: Month
    /// Today at the landmark: nights before it are past.
    package var today: Day
    package var nights: [NightAvailability]
    /// With a party asked about, how many sites take it (each night counts
    /// those); nil when each night counts every site.
    package var sitesForParty: Int?
}

package struct NightAvailability: Sendable, Equatable {
    package var night: Day
    package var free: Int
    /// Whether a stay can start on it at all (not past, not too far ahead).
    package var bookable: Bool
}
