import Testing

@testable import Notifications

@Suite struct SubstitutionTemplateTests {
    @Test func blanksAreFilledNumbersAsWrittenAndAMissingValueLeftEmpty() throws {
        let template = try SubstitutionTemplate("Hello {{name}}, {{ guests }} guests{{missing}}.", escapesHTML: false)
        #expect(template.render(["name": "Ada <Lovelace>", "guests": 3]) == "Hello Ada <Lovelace>, 3 guests.")
    }

    @Test func anHTMLTemplateEscapesItsValuesAndNotItsOwnMarkup() throws {
        let template = try SubstitutionTemplate(#"<p title="{{name}}">{{name}} &amp; co</p>"#, escapesHTML: true)
        #expect(
            template.render(["name": #"Ada "A" <b>O'Hara</b> & Co"#])
                == #"<p title="Ada &quot;A&quot; &lt;b&gt;O&#39;Hara&lt;/b&gt; &amp; Co">"#
                + #"Ada &quot;A&quot; &lt;b&gt;O&#39;Hara&lt;/b&gt; &amp; Co &amp; co</p>"#)
        #expect(template.render(["name": "Zoë"]) == #"<p title="Zoë">Zoë &amp; co</p>"#)
    }

    @Test(arguments: ["{{#stays}}x{{/stays}}", "{{{name}}}", "{{> footer}}", "Hello {{name", "{{}}"])
    func aTemplateAskingForMoreThanBlanksIsRefusedWhenRead(source: String) {
        #expect(throws: SubstitutionTemplate.Unsupported.self) { try SubstitutionTemplate(source, escapesHTML: true) }
    }
}
