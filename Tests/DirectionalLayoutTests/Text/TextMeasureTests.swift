import BidiEngine
import BidiTestSupport
import DirectionalLayout
import Foundation
import Testing

/// Text leaves that measure themselves in cells: natural width, wrapping at the node's width by
/// UAX #14, lines counted as the engine's own line layout counts them.
@Suite("text measured in cells")
struct TextMeasureTests {
  /// A horizontal root of `width` (children keep their measured width) or a vertical one
  /// (children stretched to its width), with one text leaf.
  static func layout(_ text: String, rootWidth: Double, row: Bool, cells: TextCells = TextCells())
    throws -> NodeLayout
  {
    let root = LayoutNode(
      id: "root", width: .points(rootWidth), axis: row ? .horizontal : .vertical,
      align: row ? .start : .stretch,
      children: [LayoutNode(id: "label", text: TextAttributes(content: text, cells: cells))])
    return try root.layout(direction: .rightToLeft)["label"]!
  }

  @Test func naturalWidthWhenThereIsRoom() throws {
    let label = try Self.layout("Hello world", rootWidth: 100, row: true)
    #expect(label.width == 11 && label.height == 1)
    // Arabic letters take one column each; the label sits on the right in RTL.
    let arabic = try Self.layout("مرحبا بالعالم", rootWidth: 100, row: true)
    #expect(arabic.width == 13 && arabic.height == 1 && arabic.x == 87)
  }

  @Test func wrapsAtTheNodeWidth() throws {
    let label = try Self.layout("Hello world", rootWidth: 6, row: false)
    #expect(label.width == 6 && label.height == 2)  // "Hello " (the space hangs) and "world"
    let arabic = try Self.layout("مرحبا بالعالم", rootWidth: 8, row: false)
    #expect(arabic.height == 2)
    // A word longer than the width is cut between grapheme clusters.
    #expect(try Self.layout("abcdefghij", rootWidth: 4, row: false).height == 3)
    // Wide characters take two columns; a mandatory break always ends a line.
    #expect(try Self.layout("中文字", rootWidth: 100, row: true).width == 6)
    #expect(try Self.layout("ab\ncd", rootWidth: 100, row: true).height == 2)
  }

  /// The lines reported are those the measure made, at the content box's width: a padded,
  /// bordered leaf (percentage padding too) wraps inside them, and its height agrees.
  @Test func linesAreThoseOfTheContentBox() throws {
    let root = LayoutNode(
      id: "root", width: .points(100), axis: .vertical,
      children: [
        LayoutNode(
          id: "label", padding: LayoutEdges(leading: .percent(10), trailing: .points(20)),
          border: LayoutEdges(left: .points(5), right: .points(5)),
          text: TextAttributes(content: "aaa bbb ccc", cells: TextCells(cellWidth: 10, lineHeight: 4)))
      ])
    // 100 − 10 − 20 − 5 − 5 = 60 points: 6 columns, "aaa " "bbb " "ccc" (spaces hang).
    let label = try root.layout(direction: .rightToLeft)["label"]!
    #expect(label.textLines == [0..<4, 4..<8, 8..<11])
    #expect(label.height == 12)
  }

  @Test func cellSizeScalesTheMeasure() throws {
    let label = try Self.layout(
      "abc", rootWidth: 200, row: true, cells: TextCells(cellWidth: 8, lineHeight: 16))
    #expect(label.width == 24 && label.height == 16)
    let wrapped = try Self.layout(
      "abc def", rootWidth: 32, row: false, cells: TextCells(cellWidth: 8, lineHeight: 16))
    #expect(wrapped.height == 32)
  }

  /// The measure's line count equals the engine's line layout (`BidiAnalysis.lines`) at every
  /// width, on real right-to-left translations and mixed strings.
  @Test func lineCountsEqualTheEngine() throws {
    let texts = [
      "الإعدادات العامة للحساب وكلمة المرور", "מחובר בתור דני מתוך 3 מכשירים", "Copied report.pdf to backup",
      "تم نسخ photos/2024.zip إلى backup.example.com:8443", "שלום (עולם) 12.5%, ok?", "a-b c/d 3.14 [x] {y}",
    ]
    for text in texts {
      for width in [4, 7, 10, 16, 40] {
        let measured = try Self.layout(text, rootWidth: Double(width), row: false).height
        let engine = BidiAnalysis(text).paragraphs[0].lineRanges(maxColumns: width).count
        #expect(Int(measured) == engine, "\(text) at \(width)")
      }
    }
  }

  @Test func jsonRoundTripAndErrors() throws {
    let json =
      #"{"id": "r", "width": 5, "children": [{"id": "t", "text": {"content": "ab cd ef", "cells": {"cellWidth": 1, "lineHeight": 2}}}]}"#
    let tree = try LayoutNode(json: Data(json.utf8))
    #expect(try tree.layout(direction: .leftToRight)["t"]?.height == 4)
    #expect(try LayoutNode(json: tree.jsonData()) == tree)
    #expect {
      _ = try LayoutNode(
        json: Data(#"{"id": "r", "text": {"content": "x", "cells": {"cellWidth": 0}}}"#.utf8))
    } throws: { error in
      (error as? LayoutError)?.path == "$.text.cells.cellWidth"
        && (error as? LayoutError)?.reason == .invalidValue
    }
    #expect {
      _ = try LayoutNode(
        json: Data(#"{"id": "r", "text": {"content": "x", "cells": {}}, "children": [{"id": "c"}]}"#.utf8))
    } throws: { error in
      (error as? LayoutError)?.path == "$.text.cells"
        && (error as? LayoutError)?.message.contains("no children") == true
    }
  }

  @Test("the lines of a text leaf are reported with its frame, in scalar offsets")
  func linesAreReported() throws {
    #expect(try Self.layout("Hello world", rootWidth: 6, row: false).textLines == [0..<6, 6..<11])
    #expect(try Self.layout("ab\ncd", rootWidth: 100, row: true).textLines == [0..<2, 3..<5])
    #expect(try Self.layout("ab\r\ncd", rootWidth: 100, row: true).textLines == [0..<2, 4..<6])
    let arabic = try Self.layout("مرحبا بالعالم", rootWidth: 8, row: false)
    #expect(arabic.textLines == [0..<6, 6..<13])
    // Nodes without text cells report none; the lines are in the JSON result and read back.
    let root = LayoutNode(
      id: "root", width: 6,
      children: [
        LayoutNode(id: "label", text: TextAttributes(content: "Hello world", cells: TextCells())),
        LayoutNode(id: "box", height: 2),
      ])
    let result = try root.layout(direction: .leftToRight)
    #expect(result["box"]?.textLines == [] && result["root"]?.textLines == [])
    let json = String(decoding: try result.jsonData(), as: UTF8.self)
    #expect(json.contains(#""textLines":[[0,6],[6,11]]"#))
    #expect(json.components(separatedBy: "textLines").count == 2)
    #expect(try JSONDecoder().decode(LayoutResult.self, from: result.jsonData()) == result)
  }
}
