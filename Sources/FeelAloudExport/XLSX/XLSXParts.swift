/// The fixed OOXML parts of the workbook (everything but the worksheets).
enum XLSXParts {
    static let header = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    static func contentTypes(sheets: Int) -> String {
        var s = header + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
        s += #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
        s += #"<Default Extension="xml" ContentType="application/xml"/>"#
        s += #"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#
        for i in 1...sheets {
            s += "<Override PartName=\"/xl/worksheets/sheet\(i).xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/>"
        }
        s += #"<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>"#
        s += #"<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>"#
        s += #"<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>"#
        return s + "</Types>"
    }

    static let rootRels = header
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>"#
        + #"<Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>"#
        + #"<Relationship Id="rId3" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/extended-properties" Target="docProps/app.xml"/>"#
        + "</Relationships>"

    static let core = header
        + #"<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" "#
        + #"xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" "#
        + #"xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">"#
        + "<dc:title>FeelAloud-Tagebuch</dc:title><dc:creator>FeelAloud</dc:creator>"
        + "<dc:language>de-DE</dc:language></cp:coreProperties>"

    static let app = header
        + #"<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">"#
        + "<Application>FeelAloud</Application></Properties>"

    static func workbook(sheetNames: [String]) -> String {
        var s = header + "<workbook xmlns=\"\(main)\" xmlns:r=\"\(rel)\">"
        s += #"<bookViews><workbookView activeTab="0"/></bookViews><sheets>"#
        for (i, name) in sheetNames.enumerated() {
            s += "<sheet name=\"\(XMLText.escaped(name))\" sheetId=\"\(i + 1)\" r:id=\"rId\(i + 1)\"/>"
        }
        return s + "</sheets></workbook>"
    }

    static func workbookRels(sheets: Int) -> String {
        var s = header + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        for i in 1...sheets {
            s += "<Relationship Id=\"rId\(i)\" Type=\"\(rel)/worksheet\" Target=\"worksheets/sheet\(i).xml\"/>"
        }
        s += "<Relationship Id=\"rId\(sheets + 1)\" Type=\"\(rel)/styles\" Target=\"styles.xml\"/>"
        return s + "</Relationships>"
    }

    /// cellXfs order must match `XLSXStyle`.
    static let styles = header + "<styleSheet xmlns=\"\(main)\">"
        + #"<numFmts count="2"><numFmt numFmtId="164" formatCode="DD.MM.YYYY HH:MM"/>"#
        + #"<numFmt numFmtId="165" formatCode="DD.MM.YYYY"/></numFmts>"#
        + #"<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>"#
        + #"<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>"#
        + #"<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>"#
        + #"<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>"#
        + #"<cellXfs count="7">"#
        + #"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>"#
        + #"<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>"#
        + #"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1"/>"#
        + #"<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + #"<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>"#
        + "</cellXfs>"
        + #"<cellStyles count="1"><cellStyle name="Standard" xfId="0" builtinId="0"/></cellStyles>"#
        + "</styleSheet>"
}
