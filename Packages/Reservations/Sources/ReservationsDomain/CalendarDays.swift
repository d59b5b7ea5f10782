import CalendarDays

/// A calendar day: the one type every feature hands another a day in (ADR
/// 0112), named here so that every layer of Reservations and every app on
/// its client reads it as the domain's own.
public typealias Day = CalendarDays.Day

/// A calendar month: the unit the availability page and endpoint show.
public typealias Month = CalendarDays.Month

/// Days as people read them ("Fri 5 Dec 2026"), the same in every feature.
public typealias DayText = CalendarDays.DayText
