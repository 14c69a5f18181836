/// A native column chart (DrawingML) over cells of the „Übersicht“ sheet: categories and
/// values are cell references (so Excel and LibreOffice redraw them from the cells), with a
/// cache of the same values for readers that do not recalculate.
struct XLSXChart {
    var title: String
    var seriesName: String
    /// e.g. `'Übersicht'!$E$2:$E$4`
    var categoryReference: String
    var valueReference: String
    /// Category labels as shown (text), or day serials with `categoryFormat`.
    var categories: Categories
    var values: [Int]
    /// Where the chart sits: zero-based columns and rows of its top-left and bottom-right corners.
    var from: (column: Int, row: Int)
    var to: (column: Int, row: Int)
    /// Bar colour (RGB hex).
    var color: String

    enum Categories {
        case text([String])
        case days([Int], format: String)
    }

    static let chartNS = "http://schemas.openxmlformats.org/drawingml/2006/chart"
    static let drawingNS = "http://schemas.openxmlformats.org/drawingml/2006/main"

    var xml: String {
        var s = XLSXParts.header
        s += "<c:chartSpace xmlns:c=\"\(Self.chartNS)\" xmlns:a=\"\(Self.drawingNS)\" xmlns:r=\"\(XLSXParts.rel)\">"
        s += #"<c:lang val="de-DE"/><c:roundedCorners val="0"/><c:chart>"#
        s += "<c:title><c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz=\"1200\" b=\"1\"/></a:pPr>"
        s += "<a:r><a:rPr lang=\"de-DE\" sz=\"1200\" b=\"1\"/><a:t>\(XMLText.escaped(title))</a:t></a:r></a:p></c:rich></c:tx>"
        s += #"<c:overlay val="0"/></c:title><c:autoTitleDeleted val="0"/><c:plotArea><c:layout/>"#
        s += #"<c:barChart><c:barDir val="col"/><c:grouping val="clustered"/><c:varyColors val="0"/>"#
        s += #"<c:ser><c:idx val="0"/><c:order val="0"/>"#
        s += "<c:tx><c:v>\(XMLText.escaped(seriesName))</c:v></c:tx>"
        s += "<c:spPr><a:solidFill><a:srgbClr val=\"\(color)\"/></a:solidFill></c:spPr>"
        s += #"<c:invertIfNegative val="0"/>"#
        s += "<c:dLbls><c:numFmt formatCode=\"0\" sourceLinked=\"0\"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr>"
        s += #"<c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/>"#
        s += #"<c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>"#
        switch categories {
        case let .text(labels):
            s += "<c:cat><c:strRef><c:f>\(XMLText.escaped(categoryReference))</c:f><c:strCache>"
            s += "<c:ptCount val=\"\(labels.count)\"/>"
            for (i, l) in labels.enumerated() { s += "<c:pt idx=\"\(i)\"><c:v>\(XMLText.escaped(l))</c:v></c:pt>" }
            s += "</c:strCache></c:strRef></c:cat>"
        case let .days(serials, format):
            s += "<c:cat><c:numRef><c:f>\(XMLText.escaped(categoryReference))</c:f><c:numCache>"
            s += "<c:formatCode>\(XMLText.escaped(format))</c:formatCode><c:ptCount val=\"\(serials.count)\"/>"
            for (i, v) in serials.enumerated() { s += "<c:pt idx=\"\(i)\"><c:v>\(v)</c:v></c:pt>" }
            s += "</c:numCache></c:numRef></c:cat>"
        }
        s += "<c:val><c:numRef><c:f>\(XMLText.escaped(valueReference))</c:f><c:numCache><c:formatCode>0</c:formatCode>"
        s += "<c:ptCount val=\"\(values.count)\"/>"
        for (i, v) in values.enumerated() { s += "<c:pt idx=\"\(i)\"><c:v>\(v)</c:v></c:pt>" }
        s += "</c:numCache></c:numRef></c:val></c:ser>"
        s += #"<c:gapWidth val="60"/><c:axId val="500000001"/><c:axId val="500000002"/></c:barChart>"#
        s += #"<c:catAx><c:axId val="500000001"/><c:scaling><c:orientation val="minMax"/></c:scaling>"#
        s += #"<c:delete val="0"/><c:axPos val="b"/>"#
        if case let .days(_, format) = categories {
            s += "<c:numFmt formatCode=\"\(XMLText.escaped(format))\" sourceLinked=\"0\"/>"
        }
        s += #"<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>"#
        s += #"<c:crossAx val="500000002"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/>"#
        s += #"<c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>"#
        s += #"<c:valAx><c:axId val="500000002"/><c:scaling><c:orientation val="minMax"/><c:min val="0"/></c:scaling>"#
        s += #"<c:delete val="0"/><c:axPos val="l"/><c:majorGridlines/><c:numFmt formatCode="0" sourceLinked="0"/>"#
        s += #"<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/>"#
        s += #"<c:crossAx val="500000001"/><c:crosses val="autoZero"/><c:crossBetween val="between"/>"#
        s += #"<c:majorUnit val="1"/></c:valAx></c:plotArea>"#
        s += #"<c:plotVisOnly val="1"/><c:dispBlanksAs val="gap"/></c:chart></c:chartSpace>"#
        return s
    }

    /// The drawing part that places the charts (`rId1` … in order) on the sheet.
    static func drawing(_ charts: [XLSXChart]) -> String {
        let xdr = "http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing"
        var s = XLSXParts.header + "<xdr:wsDr xmlns:xdr=\"\(xdr)\" xmlns:a=\"\(drawingNS)\">"
        for (i, c) in charts.enumerated() {
            s += "<xdr:twoCellAnchor editAs=\"oneCell\">"
            s += "<xdr:from><xdr:col>\(c.from.column)</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>\(c.from.row)</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:from>"
            s += "<xdr:to><xdr:col>\(c.to.column)</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>\(c.to.row)</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:to>"
            s += "<xdr:graphicFrame macro=\"\"><xdr:nvGraphicFramePr><xdr:cNvPr id=\"\(i + 2)\" name=\"\(XMLText.escaped(c.title))\"/>"
            s += "<xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>"
            s += #"<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>"#
            s += "<a:graphic><a:graphicData uri=\"\(chartNS)\"><c:chart xmlns:c=\"\(chartNS)\" "
            s += "xmlns:r=\"\(XLSXParts.rel)\" r:id=\"rId\(i + 1)\"/></a:graphicData></a:graphic></xdr:graphicFrame>"
            s += "<xdr:clientData/></xdr:twoCellAnchor>"
        }
        return s + "</xdr:wsDr>"
    }
}
