import Mustache
import PageLayout
import Testing

@Suite struct FormMarkupTests {
    let form: MustacheTemplate

    init() throws {
        let control =
            #"<input name="guests" id="guests""#
            + #" value="{{values.guests}}"\#(FormMarkup.controlAttributes("guests", hasHint: true))>"#
        let bare = #"<input name="city" id="city"\#(FormMarkup.controlAttributes("city", hasHint: false))>"#
        form = try MustacheTemplate(
            string: """
                \(FormMarkup.formError)<form>\(FormMarkup.csrfInput)
                \(FormMarkup.field("guests", label: "Guests", control: control, hint: "1 to 8 people."))
                \(FormMarkup.field("city", label: "City", control: bare))
                </form>
                """)
    }

    @Test func aFieldWithoutAMessageShowsItsHintAndNoError() {
        let html = form.render(["values": ["guests": "2"], "errors": [String: String](), "csrfToken": "t0k"])
        #expect(html.contains(#"<input name="guests" id="guests" value="2" aria-describedby="guests-hint">"#))
        #expect(html.contains(#"<span class="hint" id="guests-hint">1 to 8 people.</span>"#))
        #expect(html.contains(#"<input name="city" id="city">"#))
        #expect(html.contains(#"<input type="hidden" name="_csrf" value="t0k">"#))
        #expect(!html.contains("field-error"))
        #expect(!html.contains("aria-invalid"))
        #expect(!html.contains("form-error"))
    }

    @Test func aMessageSitsBesideItsFieldAndTheControlPointsAtIt() {
        let html = form.render([
            "values": ["guests": #""><script>"#],
            "errors": ["guests": "Guests must be from 1 to 8.", "city": "Say where."],
            "formError": "2 fields need changing.",
        ])
        #expect(html.contains(#"aria-describedby="guests-hint guests-error" aria-invalid="true">"#))
        #expect(html.contains(#"<span class="field-error" id="guests-error">Guests must be from 1 to 8.</span>"#))
        #expect(html.contains(#"<input name="city" id="city" aria-describedby="city-error" aria-invalid="true">"#))
        #expect(html.contains(#"<span class="field-error" id="city-error">Say where.</span>"#))
        #expect(html.contains(#"<p class="error" id="form-error">2 fields need changing.</p>"#))
        // What was typed comes back escaped, so it cannot close the attribute.
        #expect(html.contains(#"value="&quot;&gt;&lt;script&gt;""#))
    }

    @Test func theSummaryLinksToEachFieldWithAMessageOnceInTheFormsOrder() throws {
        var values: [String: Any] = [
            "errors": ["guests": "Guests must be from 1 to 8.", "city": "Say where."],
            "formError": "Please correct the fields.",
        ]
        values.merge(
            FormMarkup.fieldErrorLinks([
                ("guests", "Guests must be from 1 to 8."), ("city", "Say where."), ("guests", "A second message."),
            ])
        ) { _, new in new }
        let html = form.render(values)
        let summary = try #require(
            html.range(
                of: #"<div class="error-summary" role="alert" aria-labelledby="form-error" tabindex="-1" autofocus>"#))
        let guests = try #require(html.range(of: ##"<li><a href="#guests">Guests must be from 1 to 8.</a></li>"##))
        let city = try #require(html.range(of: ##"<li><a href="#city">Say where.</a></li>"##))
        #expect(summary.upperBound <= guests.lowerBound && guests.upperBound <= city.lowerBound)
        #expect(!html.contains("A second message."))
    }

    @Test func aMessageAboutTheWholeFormAloneHasNoListOfLinks() {
        let html = form.render(["formError": "No campsite is free.", "hasFieldErrors": false])
        #expect(html.contains(#"<p class="error" id="form-error">No campsite is free.</p>"#))
        #expect(!html.contains("<ul>"))
    }

    @Test func aSearchSaysEachMessageOnceInItsSummaryWhereTheFieldPointsIt() throws {
        let search = try MustacheTemplate(
            string: """
                \(FormMarkup.formErrorOnly)<form role="search">\
                <input name="q" id="q"\(FormMarkup.controlAttributes("q", hasHint: false))></form>
                """)
        var values: [String: Any] = ["errors": ["q": "Too long."], "formError": "This search needs one change:"]
        values.merge(FormMarkup.fieldErrorLinks([("q", "Too long.")])) { _, new in new }
        let html = search.render(values)
        #expect(html.contains(#"<input name="q" id="q" aria-describedby="q-error" aria-invalid="true">"#))
        #expect(html.contains(##"<li id="q-error"><a href="#q">Too long.</a></li>"##))
        #expect(html.components(separatedBy: "Too long.").count == 2)
        #expect(html.contains(#"tabindex="-1" autofocus>"#))
    }
}
