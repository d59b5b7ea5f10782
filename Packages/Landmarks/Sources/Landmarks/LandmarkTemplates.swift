import Mustache
import PageLayout

/// The Landmarks pages' templates, parsed once. A template that does not parse
/// fails the container's start-up check, not a request.
struct LandmarkTemplates: Sendable {
    let list: MustacheTemplate
    let detail: MustacheTemplate
    let categories: MustacheTemplate
    let favorites: MustacheTemplate

    init() throws {
        list = try PageTemplate.parse(Self.listHTML)
        detail = try PageTemplate.parse(Self.detailHTML)
        categories = try PageTemplate.parse(Self.categoriesHTML)
        favorites = try PageTemplate.parse(Self.favoritesHTML)
    }

    /// The heart on a card and on a landmark's page: a form that keeps or
    /// forgets the landmark for someone signed in, a link to log in (and come
    /// back) for anyone else, nothing when no feature signs people in.
    static let heart = """
        {{#heart}}{{#signedIn}}<form method="post" action="{{action}}" class="inline heart-form">\
        \(FormMarkup.csrfInput)<input type="hidden" name="returnTo" value="{{returnTo}}">\
        <button type="submit" class="heart" aria-pressed="{{pressed}}" data-landmark="{{id}}">{{label}}</button>\
        </form>{{/signedIn}}{{^signedIn}}<a class="heart" href="{{logInHref}}" data-landmark="{{id}}">♡ Save</a>\
        {{/signedIn}}{{/heart}}
        """

    /// The map of every landmark a list finds: each pin a link named for its
    /// landmark, each numbered circle a link to the list nearest to the
    /// landmarks under it (see `MapMarks`); the cards below reach the same
    /// pages, and a link before the map passes it. The figure and its caption
    /// say what the marks are; the validator allows an svg no group role.
    static let listMap = """
        {{#map}}<a class="skip-map" href="#after-map">Skip the map</a>
        <figure class="map" id="map"><div class="map-frame">
        <img src="\(USMap.outline.path)" alt="" width="\(Int(USMap.width))" height="\(Int(USMap.height))">
        <svg viewBox="0 0 \(Int(USMap.width)) \(Int(USMap.height))">
        {{#marks}}<a href="{{href}}" aria-label="{{label}}" {{#pin}}data-landmark="{{pin}}"{{/pin}}\
        {{#cluster}}data-landmarks="{{cluster}}"{{/cluster}}><title>{{label}}</title>\
        <rect class="target" x="{{left}}" y="{{top}}" width="\(Int(MapMarks.target))"\
         height="\(Int(MapMarks.target))"/>\
        {{#pin}}<circle class="pin" cx="{{x}}" cy="{{y}}" r="7"/>{{/pin}}\
        {{#cluster}}<circle class="cluster" cx="{{x}}" cy="{{y}}" r="15"/>\
        <text class="count" x="{{x}}" y="{{y}}">{{count}}</text>{{/cluster}}</a>
        {{/marks}}
        </svg></div>
        <figcaption id="map-caption">{{caption}}</figcaption>
        </figure><span id="after-map"></span>{{/map}}
        """

    /// Where one landmark is: the outline and one pin, as a picture.
    static let detailMap = """
        {{#map}}<figure class="map small" id="map"><div class="map-frame">
        <img src="\(USMap.outline.path)" alt="" width="\(Int(USMap.width))" height="\(Int(USMap.height))">
        <svg viewBox="0 0 \(Int(USMap.width)) \(Int(USMap.height))" role="img" aria-labelledby="map-caption">
        <circle class="pin here" cx="{{x}}" cy="{{y}}" r="10"/>
        </svg></div>
        <figcaption id="map-caption">{{caption}}</figcaption>
        </figure>{{/map}}
        """

    /// One landmark in a grid of cards.
    static let card = """
        <li class="card landmark">
        <h2><a href="{{href}}">{{name}}</a></h2>
        <p class="meta">{{park}}, {{state}}{{#distance}} · <span class="distance">{{distance}}</span>{{/distance}}</p>
        <p class="price"><strong>{{nightlyFee}}</strong> a night{{#stayTotal}} · <strong\
         class="stay-total">{{stayTotal}}</strong>{{/stayTotal}}</p>
        <a class="badge" href="{{categoryHref}}">{{categoryTitle}}</a>
        {{#bookHref}}<a class="button book-stay" href="{{bookHref}}">Book these nights<span class="visually-hidden"> at\
         {{name}}</span></a>{{/bookHref}}
        \(heart)
        </li>
        """

    static let listHTML = """
        <h1>Landmarks</h1>
        {{#favoritesHref}}<p><a href="{{favoritesHref}}" id="my-favorites">My favorites</a></p>{{/favoritesHref}}
        \(FormMarkup.formErrorOnly)
        <form class="filters" method="get" action="{{listPath}}" role="search" id="filters">
        <label>Search <input type="search" id="q" name="q" value="{{search}}" maxlength="100"\
         placeholder="Name, park, state or town"\(FormMarkup.controlAttributes("q", hasHint: false))></label>
        <label>Category <select id="category"\
         name="category"\(FormMarkup.controlAttributes("category", hasHint: false))>
        <option value="">All categories</option>
        {{#categoryOptions}}<option value="{{id}}"{{#selected}} selected{{/selected}}>{{title}}</option>
        {{/categoryOptions}}</select></label>
        {{#dates}}<fieldset class="dates"><legend>Nights free</legend>
        <label>Check-in <input type="date" id="checkIn" name="checkIn"\
         value="{{checkIn}}"\(FormMarkup.controlAttributes("checkIn", hasHint: false))></label>
        <label>Check-out <input type="date" id="checkOut" name="checkOut"\
         value="{{checkOut}}"\(FormMarkup.controlAttributes("checkOut", hasHint: false))></label>
        <label>Guests <input type="number" id="guests" name="guests" value="{{guests}}" min="1" max="40"\
         inputmode="numeric"\(FormMarkup.controlAttributes("guests", hasHint: false))></label>
        </fieldset>{{/dates}}
        <label>Sort by <select id="sort" name="sort"\(FormMarkup.controlAttributes("sort", hasHint: false))>
        {{#nearest}}<option value="nearest" selected>Nearest to {{name}}</option>{{/nearest}}
        {{#sortOptions}}<option value="{{value}}"{{^nearest}}{{#selected}}\
         selected{{/selected}}{{/nearest}}>{{title}}</option>
        {{/sortOptions}}</select></label>
        {{#nearest}}<input type="hidden" name="near" value="{{id}}">{{/nearest}}
        <button type="submit">Search</button>
        </form>
        <p class="meta" id="result-count">{{summary}}</p>
        {{#placeCredit}}<p class="meta" id="place-credit">Towns and cities from <a\
         href="https://www.geonames.org/">GeoNames</a>, under <a\
         href="https://creativecommons.org/licenses/by/4.0/">CC BY 4.0</a>.</p>{{/placeCredit}}
        \(listMap)
        {{#hasLandmarks}}
        <ul class="cards" id="landmarks">
        {{#landmarks}}\(card)
        {{/landmarks}}
        </ul>
        {{/hasLandmarks}}
        {{^hasLandmarks}}{{^formError}}<p class="empty">No landmarks match. <a href="{{listPath}}">Show all\
         landmarks</a></p>{{/formError}}{{/hasLandmarks}}
        {{#hasPages}}
        <nav class="pagination" aria-label="Pages">
        {{#previous}}<a rel="prev" href="{{previous}}">← Previous</a>{{/previous}}
        <span>Page {{page}} of {{pages}}</span>
        {{#next}}<a rel="next" href="{{next}}">Next →</a>{{/next}}
        </nav>
        {{/hasPages}}
        """

    /// A landmark's page: what booking offers comes right under its name, so
    /// that on a phone it is on the first screen, not after the map and the
    /// glance at the next two weeks.
    static let detailHTML = """
        <p><a href="{{listPath}}">← All landmarks</a></p>
        <article class="landmark-detail">
        <h1>{{name}}</h1>
        <p class="meta">{{park}}, {{state}} · <a class="badge" href="{{categoryHref}}">{{categoryTitle}}</a></p>
        <div class="heart-row">\(heart)</div>
        {{#hasActions}}<div class="actions" id="landmark-actions">{{#actions}}<a class="button{{^primary}}\
         secondary{{/primary}}" href="{{href}}">{{title}}</a> {{/actions}}</div>{{/hasActions}}
        <p>{{description}}</p>
        \(detailMap)
        <dl class="facts">
        <dt>Coordinates</dt><dd>{{latitude}}, {{longitude}}</dd>
        {{#camping}}<dt>Campsites</dt><dd id="campsites">{{campsiteCount}}</dd>
        <dt>Nightly fee</dt><dd id="nightly-fee">{{siteFees}}</dd>{{/camping}}{{^camping}}<dt>Campsites\
        </dt><dd id="campsites">None: nobody camps here</dd>{{/camping}}
        </dl>{{#hasCampingNearby}}<section class="camp-nearby" aria-labelledby="camp-nearby-title">
        <h2 id="camp-nearby-title">Camp nearby</h2>
        <p class="meta">{{name}} has no campsites. The nearest landmarks where you can camp:</p>
        <ul id="camping-nearby">{{#campingNearby}}<li><a href="{{href}}">{{name}}</a>, {{state}}: \
        {{distance}} away</li>{{/campingNearby}}</ul>
        </section>{{/hasCampingNearby}}
        {{#glance}}<section class="glance" aria-labelledby="glance-title">
        <h2 id="glance-title">The next two weeks</h2>
        <p class="meta">A campsite is free on {{free}} of the next {{count}} nights. Pick one to start a stay.</p>
        <ol class="nights" id="next-nights">{{#nights}}<li class="{{class}}">{{#pickHref}}<a href="{{pickHref}}">\
        <span class="night-date">{{label}}</span> {{freeText}}</a>{{/pickHref}}{{^pickHref}}<span\
         class="night-date">{{label}}</span> \
        {{freeText}}{{/pickHref}}</li>{{/nights}}</ol>
        </section>{{/glance}}
        <p><a href="{{nearbyHref}}" id="nearby">Landmarks nearest to this one</a></p>
        </article>
        """

    static let categoriesHTML = """
        <h1>Categories</h1>
        <ul class="cards" id="categories">
        {{#categories}}<li class="card category">
        <h2><a href="{{href}}">{{title}}</a></h2>
        <p class="meta"><span class="count">{{count}}</span> {{noun}}</p>
        </li>
        {{/categories}}
        </ul>
        """

    static let favoritesHTML = """
        <h1>My favorites</h1>
        <p class="meta" id="result-count">{{summary}}</p>
        {{#hasLandmarks}}
        <ul class="cards" id="favorites">
        {{#landmarks}}\(card)
        {{/landmarks}}
        </ul>
        {{/hasLandmarks}}
        {{^hasLandmarks}}<p class="empty">Nothing kept yet. Press ♡ Save on a landmark to find it here.
        <a href="{{listPath}}">Browse landmarks</a></p>{{/hasLandmarks}}
        """
}
