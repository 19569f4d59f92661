#!/usr/bin/env python3
"""Differential test of `bidi layout` against Yoga (facebook/yoga, through PyPI's `poga`).

Generates random trees in the JSON contract of `bidi layout`, lays each out with Yoga and with
`bidi layout --format json`, left-to-right and right-to-left, and compares every node's frame
(x, y, width, height relative to its parent) within a tolerance. Prints how many frames were
compared and every mismatch (up to a limit); exits 1 on any mismatch, 2 when it cannot run.

Usage: Scripts/yoga-differential.py [--trees N] [--seed S] [--bidi PATH]

What the generator leaves out, and why (documented differences, not mismatches):
- `spacing` (flexbox gap): the Yoga in poga 0.1.x predates gap; Yoga's own gap fixture is a
  unit test (Tests/DirectionalLayoutTests).
- `leading`/`trailing` padding or margin on a reversed horizontal stack, and `leading`/`trailing`
  insets of an absolute child of one: this Yoga resolves start/end there by the flex direction
  (an erratum later Yoga versions removed); BidiKit always uses the reading direction, as CSS does.
- relative insets on a node whose direction differs from its parent's (semantic attribute set),
  or which or whose parent is reversed: this Yoga then moves the node the wrong way (`left: 5` moves it
  5 to the left, `bottom: 10` moves it down); BidiKit follows CSS (`left` moves right).
- `leading`/`trailing` margins on an absolute node whose direction differs from its parent's, or
  whose parent is a reversed horizontal stack: this Yoga resolves them by the parent's direction
  (or flex direction) there, and by the node's own elsewhere;
  BidiKit always uses the node's own (as CSS does for margins).
- logical and physical horizontal sides in one edges object (`leading` with `right`): this Yoga
  counts a margin twice in RTL; the rule "logical beats physical" is Yoga fixture 9, a unit test.
Yoga's pixel rounding is turned off (point scale factor 0) so that both sides are unrounded.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys

try:
    from poga import libpoga_capi as yg
except ImportError:
    print("yoga-differential: needs the PyPI package 'poga' (pip install poga)", file=sys.stderr)
    sys.exit(2)

TOLERANCE = 0.01
JUSTIFY = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
ALIGN = ["start", "center", "end", "stretch"]
SEMANTIC = ["unspecified"] * 6 + ["playback", "spatial", "forceLeftToRight", "forceRightToLeft"]


def maybe(rng, p):
    return rng.random() < p


def size(rng):
    return float(rng.choice([5, 10, 12.5, 20, 30, 45, 60, 100, 150, 200]))


def edges(rng, logical_ok):
    result = {}
    logical = logical_ok and maybe(rng, 0.5)
    for key in ("leading", "trailing", "top", "bottom") if logical else ("left", "right", "top", "bottom"):
        if maybe(rng, 0.3):
            result[key] = float(rng.choice([0, 2, 5, 7.5, 10]))
    return result


def generate(rng, depth, counter, parent_row_reverse=False, parent_reverse=False):
    counter[0] += 1
    node = {"id": "n%d" % counter[0]}
    if maybe(rng, 0.6):
        node["width"] = size(rng)
    if maybe(rng, 0.6):
        node["height"] = size(rng)
    if maybe(rng, 0.25):
        node["grow"] = float(rng.choice([1, 1, 2, 0.5]))
    horizontal = maybe(rng, 0.5)
    if horizontal:
        node["axis"] = "horizontal"
    if maybe(rng, 0.25):
        node["reverse"] = True
    row_reverse = horizontal and node.get("reverse", False)
    if maybe(rng, 0.4):
        node["justify"] = rng.choice(JUSTIFY)
    if maybe(rng, 0.4):
        node["align"] = rng.choice(ALIGN)
    if maybe(rng, 0.2):
        node["alignSelf"] = rng.choice(ALIGN + ["auto"])
    if maybe(rng, 0.3):
        node["padding"] = edges(rng, logical_ok=not row_reverse)
    semantic = rng.choice(SEMANTIC)
    if semantic != "unspecified":
        node["semantic"] = semantic
    absolute = depth > 0 and maybe(rng, 0.15)
    if maybe(rng, 0.3):
        node["margin"] = edges(rng, logical_ok=not row_reverse and not (
            absolute and (semantic != "unspecified" or parent_row_reverse)))
    if absolute:
        node["position"] = "absolute"
        node["insets"] = edges(rng, logical_ok=not parent_row_reverse)
    elif (depth > 0 and semantic == "unspecified" and not parent_reverse and not node.get("reverse")
          and maybe(rng, 0.1)):
        node["insets"] = edges(rng, logical_ok=True)
    if depth < 4 and counter[0] < 40:
        count = rng.choice([0, 1, 2, 3, 3, 4])
        children = [generate(rng, depth + 1, counter, row_reverse, node.get("reverse", False))
                    for _ in range(count)]
        if children:
            node["children"] = children
    return node


EDGE = {"left": yg.YGEdge.Left, "right": yg.YGEdge.Right, "top": yg.YGEdge.Top,
        "bottom": yg.YGEdge.Bottom, "leading": yg.YGEdge.Start, "trailing": yg.YGEdge.End}
YG_JUSTIFY = {"start": yg.YGJustify.FlexStart, "center": yg.YGJustify.Center,
              "end": yg.YGJustify.FlexEnd, "spaceBetween": yg.YGJustify.SpaceBetween,
              "spaceAround": yg.YGJustify.SpaceAround, "spaceEvenly": yg.YGJustify.SpaceEvenly}
YG_ALIGN = {"start": yg.YGAlign.FlexStart, "center": yg.YGAlign.Center, "end": yg.YGAlign.FlexEnd,
            "stretch": yg.YGAlign.Stretch, "auto": yg.YGAlign.Auto}
YG_DIRECTION = {"unspecified": yg.YGDirection.Inherit, "playback": yg.YGDirection.LTR,
                "spatial": yg.YGDirection.LTR, "forceLeftToRight": yg.YGDirection.LTR,
                "forceRightToLeft": yg.YGDirection.RTL}


def build_yoga(config, node, out):
    """Builds the Yoga tree of `node`; appends (id, YGNodeRef) depth-first to `out`."""
    y = yg.YGNodeNewWithConfig(config)
    out.append((node["id"], y))
    if "width" in node:
        yg.YGNodeStyleSetWidth(y, node["width"])
    if "height" in node:
        yg.YGNodeStyleSetHeight(y, node["height"])
    yg.YGNodeStyleSetFlexGrow(y, node.get("grow", 0.0))
    yg.YGNodeStyleSetFlexShrink(y, 0.0)
    horizontal = node.get("axis") == "horizontal"
    reverse = node.get("reverse", False)
    yg.YGNodeStyleSetFlexDirection(y, [[yg.YGFlexDirection.Column, yg.YGFlexDirection.ColumnReverse],
                                       [yg.YGFlexDirection.Row, yg.YGFlexDirection.RowReverse]][horizontal][reverse])
    yg.YGNodeStyleSetJustifyContent(y, YG_JUSTIFY[node.get("justify", "start")])
    yg.YGNodeStyleSetAlignItems(y, YG_ALIGN[node.get("align", "stretch")])
    yg.YGNodeStyleSetAlignSelf(y, YG_ALIGN[node.get("alignSelf", "auto")])
    for key, value in node.get("padding", {}).items():
        yg.YGNodeStyleSetPadding(y, EDGE[key], value)
    for key, value in node.get("margin", {}).items():
        yg.YGNodeStyleSetMargin(y, EDGE[key], value)
    for key, value in node.get("insets", {}).items():
        yg.YGNodeStyleSetPosition(y, EDGE[key], value)
    if node.get("position") == "absolute":
        yg.YGNodeStyleSetPositionType(y, yg.YGPositionType.Absolute)
    yg.YGNodeStyleSetDirection(y, YG_DIRECTION[node.get("semantic", "unspecified")])
    for index, child in enumerate(node.get("children", [])):
        yg.YGNodeInsertChild(y, build_yoga(config, child, out), index)
    return y


def yoga_frames(config, tree, direction):
    nodes = []
    root = build_yoga(config, tree, nodes)
    # The root's own semantic attribute resolves against the layout direction, as in BidiKit.
    semantic = tree.get("semantic", "unspecified")
    if semantic != "unspecified":
        direction = "rtl" if semantic == "forceRightToLeft" else "ltr"
    yg.YGNodeCalculateLayout(root, math.nan, math.nan,
                             yg.YGDirection.RTL if direction == "rtl" else yg.YGDirection.LTR)
    frames = [(i, (yg.YGNodeLayoutGetLeft(n), yg.YGNodeLayoutGetTop(n),
                   yg.YGNodeLayoutGetWidth(n), yg.YGNodeLayoutGetHeight(n))) for i, n in nodes]
    yg.YGNodeFreeRecursive(root)
    return frames


def bidi_frames(bidi, tree, direction):
    run = subprocess.run([bidi, "layout", "--direction", direction, "--format", "json"],
                         input=json.dumps(tree).encode(), capture_output=True)
    if run.returncode != 0:
        raise RuntimeError("bidi layout failed (%d): %s" % (run.returncode, run.stderr.decode()))
    result = json.loads(run.stdout)
    return [(n["id"], (n["x"], n["y"], n["width"], n["height"])) for n in result["nodes"]]


def compare(config, bidi, tree):
    """Returns (frames compared, [(direction, id, ours, Yoga's)] that differ)."""
    compared = 0
    bad = []
    for direction in ("ltr", "rtl"):
        ours = bidi_frames(bidi, tree, direction)
        theirs = yoga_frames(config, tree, direction)
        if [i for i, _ in ours] != [i for i, _ in theirs]:
            bad.append((direction, "node order differs", None, None))
            continue
        for (node_id, a), (_, b) in zip(ours, theirs):
            if not all(math.isfinite(v) for v in b):
                continue  # Yoga divides by zero (spaceAround with no in-flow child): not comparable
            compared += 1
            if any(abs(p - q) > TOLERANCE for p, q in zip(a, b)):
                bad.append((direction, node_id, a, b))
    return compared, bad


def smaller(tree):
    """Every tree one step simpler than `tree`: a subtree, a key or an edge value removed."""
    def nodes(node, path):
        yield node, path
        for k, child in enumerate(node.get("children", [])):
            yield from nodes(child, path + [k])
    for node, path in list(nodes(tree, [])):
        for k in range(len(node.get("children", []))):
            copy = json.loads(json.dumps(tree))
            target = copy
            for step in path:
                target = target["children"][step]
            del target["children"][k]
            if not target["children"]:
                del target["children"]
            yield copy
        # Keys whose removal could take the tree out of the generator's domain stay.
        for key in [k for k in node if k not in ("id", "children", "position", "semantic", "axis", "reverse")]:
            values = node[key] if isinstance(node[key], dict) else {None: None}
            for sub in values:
                copy = json.loads(json.dumps(tree))
                target = copy
                for step in path:
                    target = target["children"][step]
                if sub is None:
                    del target[key]
                else:
                    del target[key][sub]
                yield copy


def shrink(config, bidi, tree):
    """A smallest tree (by greedy removal) that still mismatches."""
    changed = True
    while changed:
        changed = False
        for candidate in smaller(tree):
            if compare(config, bidi, candidate)[1]:
                tree = candidate
                changed = True
                break
    return tree


def default_bidi():
    for build in ("release", "debug"):
        path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", build, "bidi")
        if os.path.exists(path):
            return path
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trees", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=20240901)
    parser.add_argument("--bidi", default=default_bidi())
    parser.add_argument("--show", type=int, default=10, help="mismatches to print in full")
    parser.add_argument("--shrink", action="store_true", help="print shrunk mismatching trees")
    args = parser.parse_args()
    if not args.bidi or not os.path.exists(args.bidi):
        print("yoga-differential: build bidi first or pass --bidi PATH", file=sys.stderr)
        return 2
    rng = random.Random(args.seed)
    config = yg.YGConfigNew()
    yg.YGConfigSetPointScaleFactor(config, 0.0)
    compared = 0
    mismatched_trees = 0
    mismatches = 0
    for index in range(args.trees):
        tree = generate(rng, 0, [0])
        count, bad = compare(config, args.bidi, tree)
        compared += count
        if bad:
            mismatched_trees += 1
            mismatches += len(bad)
            if mismatched_trees <= args.show:
                if args.shrink:
                    tree = shrink(config, args.bidi, tree)
                    bad = compare(config, args.bidi, tree)[1]
                print("tree %d: %s" % (index, json.dumps(tree, sort_keys=True)))
                for direction, node_id, a, b in bad:
                    print("  %s %s: bidi %s, yoga %s" % (direction, node_id, a, b))
    print("yoga-differential: %d trees, %d frames compared (LTR and RTL), %d mismatching frames"
          " in %d trees" % (args.trees, compared, mismatches, mismatched_trees))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
