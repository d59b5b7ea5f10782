/// Mustache fragments that every feature's forms are built from, so that a
/// field's label, hint, message and CSRF token look and behave the same on
/// every page. They read `values.<name>`, `errors.<name>`, `csrfToken` and
/// `formError` from what the page renders with.
///
/// Fragments rather than partials: a partial needs a library of templates
/// shared at render time, while these keep each page a single string that
/// parses (and fails) on its own at start-up.
public enum FormMarkup {
    /// The hidden field the CSRF check reads on every POST.
    public static let csrfInput = #"<input type="hidden" name="_csrf" value="{{csrfToken}}">"#

    /// The message about the form as a whole, announced when it appears, and
    /// under it a link to each field with a message (`fieldErrors`, made by
    /// `fieldErrorLinks`), so someone who cannot see the form reaches each one.
    /// It takes focus when the page opens (no script needed), so a keyboard or
    /// screen reader user starts at what went wrong, not at the top.
    public static let formError = summary(itemID: "")

    /// For a form laid out in one row (a search): each message only in the
    /// summary, so that the form does not reflow and nothing is said twice.
    /// Each item carries the `<name>-error` id that `controlAttributes` points
    /// the field's `aria-describedby` at.
    public static let formErrorOnly = summary(itemID: #" id="{{field}}-error""#)

    private static func summary(itemID: String) -> String {
        """
        {{#formError}}<div class="error-summary" role="alert" aria-labelledby="form-error" tabindex="-1" autofocus>\
        <p class="error" id="form-error">{{formError}}</p>\
        {{#hasFieldErrors}}<ul>{{#fieldErrors}}<li\(itemID)><a href="#{{field}}">{{message}}</a></li>{{/fieldErrors}}\
        </ul>{{/hasFieldErrors}}</div>{{/formError}}
        """
    }

    /// The summary's links, in the order the problems were found (the form's
    /// order), one per field: what `formError` reads as `fieldErrors`, with
    /// `hasFieldErrors`.
    public static func fieldErrorLinks(_ problems: [(field: String, message: String)]) -> [String: Any] {
        var seen: Set<String> = []
        let links: [[String: String]] = problems.compactMap { problem in
            guard seen.insert(problem.field).inserted else { return nil }
            return ["field": problem.field, "message": problem.message]
        }
        return ["fieldErrors": links, "hasFieldErrors": !links.isEmpty]
    }

    /// The attributes a field's control carries: `aria-invalid` while it has
    /// a message, and `aria-describedby` pointing at its hint and its message,
    /// so a screen reader reads both when the control has focus.
    public static func controlAttributes(_ name: String, hasHint: Bool) -> String {
        let message = "{{#errors.\(name)}}"
        let end = "{{/errors.\(name)}}"
        let described =
            hasHint
            ? #" aria-describedby="\#(name)-hint\#(message) \#(name)-error\#(end)""#
            : #"\#(message) aria-describedby="\#(name)-error"\#(end)"#
        return #"\#(described)\#(message) aria-invalid="true"\#(end)"#
    }

    /// One labelled control with its hint and, when there is one, its message
    /// beside it. `control` is the element itself (an input, a textarea),
    /// made with `controlAttributes` so it points at the hint and the message.
    public static func field(_ name: String, label: String, control: String, hint: String? = nil) -> String {
        let hintHTML = hint.map { #"<span class="hint" id="\#(name)-hint">\#($0)</span>"# } ?? ""
        return """
            <label>\(label)
            \(control)
            \(hintHTML){{#errors.\(name)}}<span class="field-error"\
             id="\(name)-error">{{errors.\(name)}}</span>{{/errors.\(name)}}
            </label>
            """
    }
}
