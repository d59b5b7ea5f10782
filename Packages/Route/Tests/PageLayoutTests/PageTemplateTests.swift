import PageLayout
import Testing

@Suite struct PageTemplateTests {
    @Test func aQuoteWithACombiningMarkAfterItIsEscapedInAnAttribute() throws {
        let template = try PageTemplate.parse(#"<input name="q" value="{{q}}">"#)
        let html = template.render(["q": "\"\u{0338} autofocus x='1' <b>&"])
        #expect(html == "<input name=\"q\" value=\"&quot;\u{0338} autofocus x=&#39;1&#39; &lt;b&gt;&amp;\">")
    }

    @Test func sectionsAndPlainValuesRenderAsMustacheDoes() throws {
        let template = try PageTemplate.parse("{{#items}}<li>{{name}}</li>{{/items}}{{^items}}none{{/items}}")
        #expect(template.render(["items": [["name": "Ada"], ["name": "Zoë"]]]) == "<li>Ada</li><li>Zoë</li>")
        #expect(template.render(["items": [[String: String]]()]) == "none")
    }

    @Test func escapingLeavesTextWithoutTheFiveCharactersAsItIs() {
        #expect(HTMLEscaping.escaped("Zoë's") == "Zoë&#39;s")
        #expect(HTMLEscaping.escaped("Crater Lake, Oregon") == "Crater Lake, Oregon")
        #expect(HTMLEscaping.escaped("<\u{0338}") == "&lt;\u{0338}")
    }
}
