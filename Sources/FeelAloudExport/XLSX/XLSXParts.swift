/// The fixed OOXML parts of the workbook (everything but the worksheets).
enum XLSXParts {
    static let header = #"<?xml version="1.0" encoding="UTF-8" standalone="yes"?>"# + "\n"
    static let main = "http://schemas.openxmlformats.org/spreadsheetml/2006/main"
    static let rel = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

    static func contentTypes(sheets: Int, charts: Int = 0) -> String {
        var s = header + #"<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">"#
        s += #"<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>"#
        s += #"<Default Extension="xml" ContentType="application/xml"/>"#
        s += #"<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>"#
        for i in 1...sheets {
            s += "<Override PartName=\"/xl/worksheets/sheet\(i).xml\" ContentType=\"application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml\"/>"
        }
        if charts > 0 {
            s += #"<Override PartName="/xl/drawings/drawing1.xml" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/>"#
            for i in 1...charts {
                s += "<Override PartName=\"/xl/charts/chart\(i).xml\" ContentType=\"application/vnd.openxmlformats-officedocument.drawingml.chart+xml\"/>"
            }
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

    /// A sheet-local defined name (`_xlnm.Print_Titles`, `_xlnm._FilterDatabase`).
    struct DefinedName {
        var name: String
        var sheet: Int
        var reference: String
        var hidden = false
    }

    /// `'Tagebuch'!$A$1:$M$13`-style reference (sheet names always quoted).
    static func reference(_ sheet: String, _ range: String) -> String {
        "'" + sheet.replacingOccurrences(of: "'", with: "''") + "'!" + range
    }

    static func workbook(sheetNames: [String], definedNames: [DefinedName] = []) -> String {
        var s = header + "<workbook xmlns=\"\(main)\" xmlns:r=\"\(rel)\">"
        s += #"<bookViews><workbookView activeTab="0"/></bookViews><sheets>"#
        for (i, name) in sheetNames.enumerated() {
            s += "<sheet name=\"\(XMLText.escaped(name))\" sheetId=\"\(i + 1)\" r:id=\"rId\(i + 1)\"/>"
        }
        s += "</sheets>"
        if !definedNames.isEmpty {
            s += "<definedNames>"
            for d in definedNames {
                s += "<definedName name=\"\(d.name)\" localSheetId=\"\(d.sheet)\"\(d.hidden ? " hidden=\"1\"" : "")>"
                s += XMLText.escaped(d.reference) + "</definedName>"
            }
            s += "</definedNames>"
        }
        return s + "</workbook>"
    }

    /// The relationships of a sheet that has the drawing.
    static let sheetDrawingRels = header
        + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        + #"<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/drawing" Target="../drawings/drawing1.xml"/>"#
        + "</Relationships>"

    static func drawingRels(charts: Int) -> String {
        var s = header + #"<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">"#
        for i in 1...charts {
            s += "<Relationship Id=\"rId\(i)\" Type=\"\(rel)/chart\" Target=\"../charts/chart\(i).xml\"/>"
        }
        return s + "</Relationships>"
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
        + #"<fills count="3"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill>"#
        + #"<fill><patternFill patternType="solid"><fgColor rgb="FFE7E6E6"/><bgColor indexed="64"/></patternFill></fill></fills>"#
        + #"<borders count="2"><border><left/><right/><top/><bottom/><diagonal/></border>"#
        + #"<border><left/><right/><top/><bottom style="thin"><color rgb="FF808080"/></bottom><diagonal/></border></borders>"#
        + #"<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" applyAlignment="1"><alignment vertical="top"/></xf></cellStyleXfs>"#
        // Every cell aligns to the top (a wrapped transcript next to short values prints readably).
        + #"<cellXfs count="9">"#
        + #"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top"/></xf>"#
        + #"<xf numFmtId="0" fontId="1" fillId="2" borderId="1" xfId="0" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>"#
        + #"<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="left" vertical="top"/></xf>"#
        + #"<xf numFmtId="165" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment horizontal="left" vertical="top"/></xf>"#
        + #"<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1" applyAlignment="1"><alignment vertical="top"/></xf>"#
        + #"<xf numFmtId="10" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>"#
        + #"<xf numFmtId="2" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" applyAlignment="1"><alignment vertical="top"/></xf>"#
        + #"<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>"#
        + #"<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1" quotePrefix="1" applyAlignment="1"><alignment vertical="top" wrapText="1"/></xf>"#
        + "</cellXfs>"
        + #"<cellStyles count="1"><cellStyle name="Standard" xfId="0" builtinId="0"/></cellStyles>"#
        + "</styleSheet>"
}
