import Mustache
import PageLayout

/// The reservation pages' templates, parsed once; a broken one fails the
/// container's start-up check. The booking form keeps what was typed when it
/// comes back with messages, each beside its field.
struct ReservationTemplates: Sendable {
    let availability: MustacheTemplate
    let siteGrid: MustacheTemplate
    let bookingForm: MustacheTemplate
    let mine: MustacheTemplate
    let detail: MustacheTemplate
    let confirmCancel: MustacheTemplate
    let alerts: MustacheTemplate
    let confirmUnsubscribe: MustacheTemplate
    let hold: MustacheTemplate

    init() throws {
        availability = try PageTemplate.parse(Self.availabilityHTML)
        siteGrid = try PageTemplate.parse(Self.siteGridHTML)
        bookingForm = try PageTemplate.parse(Self.bookingFormHTML)
        mine = try PageTemplate.parse(Self.mineHTML)
        detail = try PageTemplate.parse(Self.detailHTML)
        confirmCancel = try PageTemplate.parse(Self.confirmCancelHTML)
        alerts = try PageTemplate.parse(Self.alertsHTML)
        confirmUnsubscribe = try PageTemplate.parse(Self.confirmUnsubscribeHTML)
        hold = try PageTemplate.parse(Self.holdHTML)
    }

    /// A control's hint and message attributes (FormMarkup's, shortened for the form below).
    static func attributes(_ name: String, hasHint: Bool = false) -> String {
        FormMarkup.controlAttributes(name, hasHint: hasHint)
    }

    static let csrf = FormMarkup.csrfInput
    static let checkInField = FormMarkup.field(
        "checkIn", label: "Check-in",
        control: #"<input type="date" name="checkIn" id="checkIn" value="{{values.checkIn}}" min="{{today}}""#
            + #" required\#(attributes("checkIn"))>"#)
    static let checkOutField = FormMarkup.field(
        "checkOut", label: "Check-out",
        control: #"<input type="date" name="checkOut" id="checkOut" value="{{values.checkOut}}""#
            + #" min="{{checkOutMin}}" required\#(attributes("checkOut"))>"#)
    static let guestsField = FormMarkup.field(
        "guests", label: "Guests",
        control: #"<input type="number" name="guests" id="guests" value="{{values.guests}}" min="1""#
            + #" max="{{mostGuests}}" step="1" required\#(attributes("guests", hasHint: true))>"#,
        hint: "Up to {{mostGuests}} at the largest site here.")
    static let vehiclesField = FormMarkup.field(
        "vehicles", label: "Vehicles",
        control: #"<input type="number" name="vehicles" id="vehicles" value="{{values.vehicles}}" min="0" max="6""#
            + #" step="1" required\#(attributes("vehicles", hasHint: true))>"#,
        hint: "0 to 6 cars or campers; a walk-in site takes none.")
    static let siteField = FormMarkup.field(
        "siteNumber", label: "Site",
        control: #"<select name="siteNumber" id="siteNumber"\#(attributes("siteNumber", hasHint: true))>"#
            + #"{{#siteOptions}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{text}}</option>"#
            + "{{/siteOptions}}</select>",
        hint: "Any site gives you the smallest free site that takes your party; accessible sites come last.")
    /// A checkbox reads beside its label, so it is not a `FormMarkup.field`.
    static let accessibleField = """
        <label class="check"><input type="checkbox" name="needsAccessibleSite" id="needsAccessibleSite" value="yes"\
        {{#needsAccessible}} checked{{/needsAccessible}}> Someone in the party needs an accessible site</label>
        """
    static let notesField = FormMarkup.field(
        "notes", label: "Notes (optional)",
        control: #"<textarea name="notes" id="notes" rows="3" maxlength="500"\#(attributes("notes", hasHint: true))>"#
            + "{{values.notes}}</textarea>",
        hint: "Up to 500 characters, for the ranger.")

    /// A status as a coloured badge: the class carries the status.
    static let statusBadge =
        #"<span class="badge status status-{{status}}" data-status="{{status}}">{{statusTitle}}</span>"#

    static let availabilityHTML = """
        <p><a href="{{landmarkHref}}">← {{landmarkName}}</a></p>
        <h1>Availability at {{landmarkName}}</h1>
        {{#error}}<p class="error" role="alert" id="month-error">{{error}}</p>{{/error}}
        <form method="get" action="{{action}}" class="filters" id="calendar-party" aria-label="Your party">
        {{#month}}<input type="hidden" name="month" value="{{month}}">{{/month}}
        {{#chosen}}<input type="hidden" name="checkIn" value="{{checkInISO}}">{{/chosen}}
        \(kindField)
        \(partyGuestsField)
        \(partyVehiclesField)
        <button type="submit">Count the sites</button>
        {{#clearPartyHref}}<a href="{{clearPartyHref}}">Count every site</a>{{/clearPartyHref}}
        </form>
        {{^error}}
        <p class="meta" id="calendar-counted">{{counted}} Each night shows how many are free. Nights follow the
        landmark's local time ({{timeZone}}), where today is {{todayText}}.</p>
        {{#chosen}}<p class="step" id="calendar-step" role="status">Check-in {{checkIn}}. {{#hasCheckOuts}}Now pick the
        morning you leave.{{/hasCheckOuts}} <a href="{{clearHref}}">Choose another check-in</a></p>{{/chosen}}
        {{^chosen}}<p class="step" id="calendar-step">Pick the night you arrive, then the morning you\
         leave.</p>{{/chosen}}
        <nav class="pagination" aria-label="Months">
        <a href="{{previousHref}}" rel="prev">← {{previousTitle}}</a>
        <strong id="month-title">{{monthTitle}}</strong>
        <a href="{{nextHref}}" rel="next">{{nextTitle}} →</a>
        </nav>
        <ul class="legend" aria-label="Key">
        <li><span class="swatch open"></span> Free</li><li><span class="swatch full"></span> Full</li>
        <li><span class="swatch past"></span> Past</li><li><span class="swatch closed"></span> Not open yet</li>
        </ul>
        <div class="months" id="availability">
        {{#months}}<section class="month" aria-labelledby="{{id}}"><h2 id="{{id}}">{{title}}</h2>
        <table class="calendar">
        <thead><tr><th><abbr title="Monday">Mon</abbr></th><th><abbr title="Tuesday">Tue</abbr></th>\
        <th><abbr title="Wednesday">Wed</abbr></th><th><abbr title="Thursday">Thu</abbr></th>\
        <th><abbr title="Friday">Fri</abbr></th><th><abbr title="Saturday">Sat</abbr></th>\
        <th><abbr title="Sunday">Sun</abbr></th></tr></thead>
        <tbody>
        {{#weeks}}<tr>{{#days}}<td{{#date}} data-date="{{date}}" data-free="{{free}}"{{/date}} class="{{class}}"\
        {{#isToday}} aria-current="date"{{/isToday}}>\
        {{#date}}<span class="day">{{day}}</span> {{#link}}<a href="{{href}}" data-role="{{role}}">\
        <span class="visually-hidden">{{spoken}}</span>{{freeText}}</a>{{/link}}\
        {{^link}}<span class="free">{{freeText}}</span>{{/link}}{{/date}}</td>{{/days}}</tr>
        {{/weeks}}
        </tbody>
        </table></section>
        {{/months}}
        </div>
        {{/error}}
        """

    static let kindField = FormMarkup.field(
        "kind", label: "Kind of site",
        control: #"<select name="kind" id="kind"\#(attributes("kind"))>"#
            + #"{{#kindOptions}}<option value="{{value}}"{{#selected}} selected{{/selected}}>{{text}}</option>"#
            + "{{/kindOptions}}</select>")
    static let partyGuestsField = FormMarkup.field(
        "guests", label: "Guests (optional)",
        control: #"<input type="number" name="guests" id="guests" value="{{values.guests}}" min="1" max="40" step="1""#
            + #"\#(attributes("guests", hasHint: true))>"#,
        hint: "Only the sites that take your party; empty for every site.")
    static let partyVehiclesField = FormMarkup.field(
        "vehicles", label: "Vehicles",
        control: #"<input type="number" name="vehicles" id="vehicles" value="{{values.vehicles}}" min="0" max="6""#
            + #" step="1"\#(attributes("vehicles", hasHint: true))>"#,
        hint: "Read with guests; one when empty.")

    /// Sites down the side, nights across the top: the table scrolls
    /// sideways inside its own region on a narrow screen, the site column
    /// staying in view.
    static let siteGridHTML = """
        <p><a href="{{landmarkHref}}">← {{landmarkName}}</a> · <a href="{{calendarHref}}">Calendar of free\
         nights</a></p>
        <h1>Sites at {{landmarkName}}</h1>
        {{#formError}}<p class="error" role="alert" id="grid-error">{{formError}}</p>{{/formError}}
        <form method="get" action="{{action}}" class="filters" id="site-filters">
        \(kindField)
        \(partyGuestsField)
        \(partyVehiclesField)
        <button type="submit">Show sites</button>
        </form>
        {{#grid}}
        <p class="meta" id="grid-summary">{{summary}} Nights follow the landmark's local time ({{timeZone}}), where\
         today is {{todayText}}. Pick a free night of a site to book that site.</p>
        <nav class="pagination" aria-label="Nights">
        {{#earlierHref}}<a href="{{earlierHref}}" rel="prev">← Earlier nights</a>{{/earlierHref}}
        <strong id="nights-title">{{title}}</strong>
        {{#laterHref}}<a href="{{laterHref}}" rel="next">Later nights →</a>{{/laterHref}}
        </nav>
        <ul class="legend" aria-label="Key">
        <li><span class="swatch open"></span> Free</li><li><span class="swatch full"></span> Taken</li>
        <li><span class="swatch held"></span> Held: someone is confirming, and it frees up if they do not</li>
        <li><span class="swatch closed"></span> Not open yet</li>
        </ul>
        {{#hasRows}}<div class="grid-scroll" role="region" aria-labelledby="grid-caption" tabindex="0">
        <table class="site-grid" id="site-grid">
        <caption id="grid-caption">Sites by night, {{title}}</caption>
        <thead><tr><th scope="col">Site</th>{{#nights}}<th scope="col" data-date="{{date}}"><abbr\
         title="{{long}}">{{weekday}}</abbr> {{day}}</th>{{/nights}}</tr></thead>
        <tbody>
        {{#rows}}<tr data-site="{{number}}"><th scope="row"><span class="site-number">{{number}}</span>\
         <span class="site-kind">{{kind}}, {{size}}</span>{{#accessible}} <span class="badge">Accessible</span>\
        {{/accessible}}</th>{{#cells}}<td class="{{class}}" data-date="{{date}}">{{#href}}<a href="{{href}}">\
        <span class="visually-hidden">Book {{number}} for the night of {{spoken}}: </span>Free</a>{{/href}}\
        {{^href}}{{text}}{{/href}}</td>{{/cells}}</tr>
        {{/rows}}
        </tbody>
        </table></div>{{/hasRows}}
        {{^hasRows}}<p id="no-sites">No site here matches. <a href="{{allHref}}">Show every site</a></p>{{/hasRows}}
        {{/grid}}
        """

    static let bookingFormHTML = """
        <p><a href="{{landmarkHref}}">← {{landmarkName}}</a></p>
        <h1>Book a campsite at {{landmarkName}}</h1>
        <p class="price" id="booking-fee">{{#fees}}<strong>{{low}}</strong>{{#high}} to <strong>{{high}}</strong>\
        {{/high}} a night for one campsite{{#high}}, by its kind{{/high}}.{{/fees}}
        {{^summary}}Choose your nights to see the total. {{/summary}}{{cancellationRule}}</p>
        {{#summary}}<section class="stay-summary" id="stay-summary" aria-labelledby="stay-summary-title">
        <h2 id="stay-summary-title">Your stay</h2>
        <dl class="facts"><dt>Nights</dt><dd id="summary-stay">{{stay}}</dd>
        {{#guests}}<dt>Guests</dt><dd id="summary-guests">{{guests}}</dd>{{/guests}}
        <dt>Site</dt><dd id="summary-site">{{site}}</dd>
        <dt>Price</dt><dd id="summary-fee">{{nightlyFee}} a night × {{nights}}</dd>
        <dt>Total</dt><dd id="summary-total"><strong>{{total}}</strong></dd></dl>
        {{#changed}}<p class="notice" id="review-changed" role="status">Your stay changed, so nothing is held \
        yet: check the nights and the total, then press Hold this site.</p>{{/changed}}
        {{#full}}<p class="error" id="review-full" role="alert">{{full}}</p>{{/full}}
        {{^full}}<p class="meta">Check the dates below, then press Hold this site: it is kept for you for \
        {{holdTime}} while you confirm.</p>{{/full}}
        </section>{{/summary}}
        <p class="meta">{{rules}} Dates are the landmark's own ({{timeZone}}), where today is {{todayText}}.
        <a href="{{availabilityHref}}">See free campsites by night</a>.</p>
        \(FormMarkup.formError)
        {{#openHoldHref}}<p><a id="open-hold" href="{{openHoldHref}}">Go to the site you are holding</a></p>\
        {{/openHoldHref}}
        {{#hasAlternatives}}<ul class="alternatives" id="alternatives" aria-label="Free nights at {{landmarkName}}">\
        {{#alternatives}}<li><a href="{{href}}">{{text}}</a></li>{{/alternatives}}</ul>{{/hasAlternatives}}
        {{#elsewhereHref}}<p><a id="elsewhere" href="{{elsewhereHref}}">Other landmarks with a campsite free on your\
         nights</a></p>{{/elsewhereHref}}{{#watch}}
        <form method="post" action="{{action}}" class="form inline" id="watch-form">
        \(csrf)
        <input type="hidden" name="landmarkId" value="{{landmarkId}}">\
        <input type="hidden" name="checkIn" value="{{checkIn}}">\
        <input type="hidden" name="checkOut" value="{{checkOut}}">\
        <input type="hidden" name="guests" value="{{guests}}">
        <button type="submit" class="secondary">Tell me when a campsite frees up for these nights</button>
        </form>{{/watch}}
        <form method="post" action="{{action}}" class="form" id="booking-form" novalidate>
        \(csrf)
        {{#reviewed}}<input type="hidden" name="reviewedCheckIn" value="{{checkIn}}">\
        <input type="hidden" name="reviewedCheckOut" value="{{checkOut}}">\
        <input type="hidden" name="reviewedGuests" value="{{guests}}">\
        <input type="hidden" name="reviewedSite" value="{{site}}">\
        <input type="hidden" name="reviewedVehicles" value="{{vehicles}}">\
        <input type="hidden" name="reviewedAccessible" value="{{accessible}}">\
        <input type="hidden" name="maxNightlyFee" value="{{fee}}">{{/reviewed}}
        \(checkInField)
        \(checkOutField)
        \(guestsField)
        \(vehiclesField)
        \(siteField)
        \(accessibleField)
        \(notesField)
        <button type="submit">Hold this site</button>
        </form>
        """

    /// One reservation in a list.
    static let row = """
        <li class="card reservation" data-reservation="{{id}}">
        <h2><a href="{{href}}">{{landmarkName}}</a></h2>
        <p class="meta"><span class="stay-dates">{{stayText}}</span> · {{guestsText}}</p>
        <p class="meta">Confirmation <span class="code">{{code}}</span> · <span class="total">{{total}}</span></p>
        \(statusBadge)
        </li>
        """

    static let mineHTML = """
        <h1>My trips</h1>
        {{#hold}}<p class="notice" id="open-hold-notice" role="status">Site {{siteNumber}} at {{landmarkName}}\
         is held for you for {{stayText}} until {{heldUntil}}. <a href="{{href}}" id="open-hold">Confirm it or let\
         it go</a></p>{{/hold}}
        <section aria-labelledby="upcoming-title">
        <h2 id="upcoming-title">Upcoming</h2>
        {{#hasUpcoming}}<ul class="cards" id="upcoming">{{#upcoming}}\(row){{/upcoming}}</ul>{{/hasUpcoming}}
        {{^hasUpcoming}}<p class="empty">Nothing booked yet. Pick a landmark and book a campsite from its\
         page.</p>{{/hasUpcoming}}
        </section>
        <section aria-labelledby="past-title">
        <h2 id="past-title">Past</h2>
        {{#hasPast}}<ul class="cards" id="past">{{#past}}\(row){{/past}}</ul>{{/hasPast}}
        {{^hasPast}}<p class="empty">No past stays.</p>{{/hasPast}}
        </section>
        <section aria-labelledby="cancelled-title">
        <h2 id="cancelled-title">Cancelled</h2>
        {{#hasCancelled}}<ul class="cards" id="cancelled">{{#cancelled}}\(row){{/cancelled}}</ul>{{/hasCancelled}}
        {{^hasCancelled}}<p class="empty">No cancelled stays.</p>{{/hasCancelled}}
        </section>
        <p><a href="{{landmarksHref}}">Browse landmarks</a> · <a href="{{alertsHref}}" id="alerts-link">My alerts</a>\
         (nights you asked to hear about when a campsite frees up)</p>
        """

    static let detailHTML = """
        <p><a href="{{mineHref}}">← My trips</a></p>
        {{#notice}}<p class="notice" id="notice" role="status">{{notice}}</p>{{/notice}}
        <h1>{{landmarkName}}</h1>
        <p>\(statusBadge)</p>
        <dl class="facts">
        <dt>Landmark</dt><dd><a href="{{landmarkHref}}">{{landmarkName}}</a></dd>
        <dt>Confirmation code</dt><dd id="confirmation-code" class="code">{{code}}</dd>
        {{#site}}<dt>Site</dt><dd id="site">{{site}}</dd>{{/site}}
        <dt>Check-in</dt><dd id="check-in"><time datetime="{{checkIn}}">{{checkInText}}</time></dd>
        <dt>Check-out</dt><dd id="check-out"><time datetime="{{checkOut}}">{{checkOutText}}</time></dd>
        <dt>Nights</dt><dd>{{nights}}</dd>
        <dt>Guests</dt><dd id="guests">{{guests}}</dd>
        <dt>Price</dt><dd id="price">{{nightlyFee}} a night × {{nightsText}} = <strong\
         id="total">{{total}}</strong></dd>
        {{#notes}}<dt>Notes</dt><dd id="notes">{{notes}}</dd>{{/notes}}
        </dl>
        <div class="actions"><a class="button secondary" href="{{calendarHref}}" id="calendar-link" download>Add to my\
         calendar (.ics)</a>{{#directionsHref}} <a class="button secondary" href="{{directionsHref}}"\
         id="directions-link" rel="noopener" target="_blank">Directions<span class="visually-hidden"> (opens Google\
         Maps in a new tab)</span></a>{{/directionsHref}}</div>
        {{#cancelHref}}<p class="meta">{{cancellationRule}}</p>
        <p><a class="button danger" href="{{cancelHref}}" id="cancel-link">Cancel this\
         reservation…</a></p>{{/cancelHref}}
        {{#noCancel}}<p class="meta" id="no-cancel">{{noCancel}}</p>{{/noCancel}}
        """

    /// A hold: what it keeps and until when, with Confirm and Let it go;
    /// once it has run out, that it did and a way to choose the nights again.
    static let holdHTML = """
        <p><a href="{{landmarkHref}}">← {{landmarkName}}</a></p>
        {{#open}}<h1>Confirm your stay at {{landmarkName}}</h1>
        <p class="notice" id="held" role="status">Site {{siteNumber}} is held for you until <strong\
         id="held-until">{{heldUntil}}</strong>: <span id="time-left">{{timeLeft}}</span> left. Nobody else can take\
         it meanwhile, and nothing is booked until you confirm.</p>{{/open}}
        {{^open}}<h1>Your hold ran out</h1>
        <p class="error" id="hold-expired" role="alert">Site {{siteNumber}} was held for you until {{heldUntil}},\
         and the time to confirm ran out: nothing was booked, and the site is free for others again.</p>{{/open}}
        \(FormMarkup.formError)
        <dl class="facts" id="hold-facts">
        <dt>Landmark</dt><dd><a href="{{landmarkHref}}">{{landmarkName}}</a></dd>
        <dt>Site</dt><dd id="site">{{site}}</dd>
        <dt>Check-in</dt><dd id="check-in"><time datetime="{{checkIn}}">{{checkInText}}</time></dd>
        <dt>Check-out</dt><dd id="check-out"><time datetime="{{checkOut}}">{{checkOutText}}</time></dd>
        <dt>Guests</dt><dd id="guests">{{guests}}</dd>
        <dt>Vehicles</dt><dd id="vehicles">{{vehicles}}</dd>
        {{#notes}}<dt>Notes</dt><dd id="notes">{{notes}}</dd>{{/notes}}
        <dt>Price</dt><dd id="price">{{nightlyFee}} a night × {{nightsText}} = <strong\
         id="total">{{total}}</strong></dd>
        </dl>
        {{#open}}<p class="meta">{{cancellationRule}}</p>
        <div class="actions">
        <form method="post" action="{{confirmAction}}" class="form inline" id="confirm-form">
        \(csrf)
        <button type="submit">Confirm and book for {{total}}</button>
        </form>
        <form method="post" action="{{releaseAction}}" class="form inline" id="release-form">
        \(csrf)
        <button type="submit" class="secondary">Let it go</button>
        </form>
        </div>{{/open}}
        {{^open}}<p><a class="button" id="book-again" href="{{bookAgainHref}}">Choose these nights again</a></p>\
        {{/open}}
        """

    static let confirmCancelHTML = """
        <h1>Cancel this reservation?</h1>
        <p>{{landmarkName}}, {{stayText}} (confirmation {{code}}). The campsite goes back to others; this cannot be\
         undone.</p>
        <form method="post" action="{{action}}" class="form" id="cancel-form">
        \(csrf)
        <button type="submit" class="danger">Yes, cancel it</button>
        </form>
        <p><a href="{{detailHref}}">No, keep it</a></p>
        """

    static let alertsHTML = """
        <h1>My alerts</h1>
        {{#notice}}<p class="notice" id="notice" role="status">{{notice}}</p>{{/notice}}
        <p class="meta">Each alert mails you when a campsite frees up for every night of its stay, until its check-in\
         day has passed or you end it. You can hold up to {{limit}}.</p>
        {{#hasAlerts}}<ul class="cards" id="alerts">{{#alerts}}<li class="card alert" data-alert="{{id}}">
        <h2><a href="{{landmarkHref}}">{{landmarkName}}</a></h2>
        <p class="meta"><span class="stay-dates">{{stayText}}</span> · {{guestsText}}</p>
        <div class="actions"><a class="button secondary" href="{{bookHref}}">Try to book</a>
        <form method="post" action="{{endHref}}" class="inline">\(csrf)<button type="submit" class="danger">End this\
         alert<span class="visually-hidden"> for {{landmarkName}}, {{stayText}}</span></button></form></div>
        </li>{{/alerts}}</ul>{{/hasAlerts}}
        {{^hasAlerts}}<p class="empty" id="no-alerts">No alerts. When the nights you want are full, the booking page\
         offers to tell you when a campsite frees up.</p>{{/hasAlerts}}
        <p><a href="{{landmarksHref}}">Browse landmarks</a></p>
        """

    static let confirmUnsubscribeHTML = """
        <h1>End this availability alert?</h1>
        <p>You will get no more mails about these nights. Nothing else about your account changes.</p>
        <form method="post" action="{{action}}" class="form" id="unsubscribe-form">
        \(csrf)
        <button type="submit">End the alert</button>
        </form>
        """
}
