#!/usr/bin/env python3
"""Differential test of `bidi layout` against Yoga 3 (facebook/yoga, through PyPI's `pyyoga`).

Generates random trees in the JSON contract of `bidi layout`, lays each out with Yoga and with
`bidi layout --format json`, left-to-right and right-to-left, and compares every node's frame
(x, y, width, height relative to its parent) within a tolerance. Prints how many frames were
compared and every mismatch (up to a limit); exits 1 on any mismatch, 2 when it cannot run.

Usage: Scripts/yoga-differential.py [--trees N] [--seed S] [--bidi PATH] [--shrink]

The generator covers every key of the contract. What it leaves out, and why (each a documented
difference with a named test in Tests/DirectionalLayoutTests/YogaDifferenceTests.swift):
- a logical and a physical value on one horizontal side (`leading` with `right`): Yoga 3 adds
  both in RTL (and changes a fixed width); BidiKit lets the logical one win, as CSS does.
- logical margins of an absolute node whose direction differs from its parent's: BidiKit
  resolves them by the node's own direction, as for every other node (CSS logical properties);
  Yoga 3 by the parent's.
- relative insets of a node whose direction differs from its parent's, or whose parent is
  reversed: Yoga 3 moves the node the wrong way there (`top: 2` moves it up); BidiKit follows
  CSS (`top` moves down, `left` right).
- an absolute child over-constrained by both insets on one axis: BidiKit drops `right` in LTR
  (`left` in RTL) and always `bottom` (CSS 2.1 §10.3.7, §10.6.4); Yoga 3 lets the flow's
  start side win in reversed stacks.
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
    import pyyoga as yg
except ImportError:
    print("yoga-differential: needs the PyPI package 'pyyoga' (pip install pyyoga)", file=sys.stderr)
    sys.exit(2)

TOLERANCE = 0.01
JUSTIFY = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
ALIGN = ["start", "center", "end", "stretch"]
SEMANTIC = ["unspecified"] * 6 + ["playback", "spatial", "forceLeftToRight", "forceRightToLeft"]


def maybe(rng, p):
    return rng.random() < p


def size(rng):
    return float(rng.choice([5, 10, 12.5, 20, 30, 45, 60, 100, 150, 200]))


def edges(rng, logical):
    result = {}  # may stay empty: `{}` is valid input
    for key in ("leading", "trailing", "top", "bottom") if logical else ("left", "right", "top", "bottom"):
        if maybe(rng, 0.3):
            result[key] = float(rng.choice([0, 2, 5, 7.5, 10]))
    return result


def generate(rng, depth, counter, parent_reversed=False, parent_static=False):
    counter[0] += 1
    node = {"id": "n%d" % counter[0]}
    leaf = depth >= 4 or counter[0] >= 40 or maybe(rng, 0.12)
    if leaf and maybe(rng, 0.3):
        node["intrinsicWidth"] = size(rng)
        if maybe(rng, 0.7):
            node["intrinsicHeight"] = size(rng)
    if maybe(rng, 0.6):
        node["width"] = size(rng)
    if maybe(rng, 0.6):
        node["height"] = size(rng)
    if maybe(rng, 0.25):
        node["grow"] = float(rng.choice([1, 1, 2, 0.5]))
    if maybe(rng, 0.5):
        node["axis"] = "horizontal"
    if maybe(rng, 0.25):
        node["reverse"] = True
    if maybe(rng, 0.4):
        node["justify"] = rng.choice(JUSTIFY)
    if maybe(rng, 0.4):
        node["align"] = rng.choice(ALIGN)
    if maybe(rng, 0.2):
        node["alignSelf"] = rng.choice(ALIGN + ["auto"])
    if maybe(rng, 0.2):
        node["spacing"] = float(rng.choice([2, 5, 8]))
    if maybe(rng, 0.1):
        node["rowGap"] = float(rng.choice([0, 3, 6]))
    if maybe(rng, 0.1):
        node["columnGap"] = float(rng.choice([0, 4, 7]))
    if maybe(rng, 0.15):
        node["border"] = edges(rng, maybe(rng, 0.5))
    if depth > 0 and maybe(rng, 0.05):
        node["display"] = "none"
    if maybe(rng, 0.3):
        node["padding"] = edges(rng, maybe(rng, 0.5))
    semantic = rng.choice(SEMANTIC) if depth > 0 else "unspecified"
    if semantic != "unspecified":
        node["semantic"] = semantic
    absolute = depth > 0 and not parent_static and maybe(rng, 0.15)
    if maybe(rng, 0.3):
        # Logical margins of an absolute node with its own direction: see above.
        node["margin"] = edges(rng, maybe(rng, 0.5) and not (absolute and semantic != "unspecified"))
    if absolute:
        node["position"] = "absolute"
        node["insets"] = edges(rng, maybe(rng, 0.5))
        # Both insets on one axis with a fixed size: over-constrained (see above).
        if "width" in node and len({"leading", "trailing", "left", "right"} & set(node["insets"])) == 2:
            del node["width"]
        if "height" in node and {"top", "bottom"} <= set(node["insets"]):
            del node["height"]
    elif depth > 0 and semantic == "unspecified" and not parent_reversed and maybe(rng, 0.1):
        node["insets"] = edges(rng, maybe(rng, 0.5))
    elif depth > 0 and maybe(rng, 0.05):
        node["position"] = "static"
        if maybe(rng, 0.5):
            node["insets"] = edges(rng, maybe(rng, 0.5))
    if not leaf:
        count = rng.choice([0, 1, 2, 3, 3, 4])
        children = [generate(rng, depth + 1, counter, node.get("reverse", False),
                             node.get("position") == "static")
                    for _ in range(count)]
        if children:
            node["children"] = children
    return node


EDGE = {"left": yg.Edge.Left, "right": yg.Edge.Right, "top": yg.Edge.Top,
        "bottom": yg.Edge.Bottom, "leading": yg.Edge.Start, "trailing": yg.Edge.End}
YG_JUSTIFY = {"start": yg.Justify.FlexStart, "center": yg.Justify.Center,
              "end": yg.Justify.FlexEnd, "spaceBetween": yg.Justify.SpaceBetween,
              "spaceAround": yg.Justify.SpaceAround, "spaceEvenly": yg.Justify.SpaceEvenly}
YG_ALIGN = {"start": yg.Align.FlexStart, "center": yg.Align.Center, "end": yg.Align.FlexEnd,
            "stretch": yg.Align.Stretch, "auto": yg.Align.Auto}
YG_DIRECTION = {"unspecified": yg.Direction.Inherit, "playback": yg.Direction.LTR,
                "spatial": yg.Direction.LTR, "forceLeftToRight": yg.Direction.LTR,
                "forceRightToLeft": yg.Direction.RTL}


def build_yoga(config, node, out):
    """Builds the Yoga tree of `node`; appends (id, yg.Node) depth-first to `out`."""
    y = yg.Node(config)
    out.append((node["id"], y))
    if "width" in node:
        y.width = node["width"]
    if "height" in node:
        y.height = node["height"]
    y.flex_grow = node.get("grow", 0.0)
    y.flex_shrink = 0.0
    horizontal = node.get("axis") == "horizontal"
    reverse = node.get("reverse", False)
    y.flex_direction = [[yg.FlexDirection.Column, yg.FlexDirection.ColumnReverse],
                        [yg.FlexDirection.Row, yg.FlexDirection.RowReverse]][horizontal][reverse]
    y.justify_content = YG_JUSTIFY[node.get("justify", "start")]
    y.align_items = YG_ALIGN[node.get("align", "stretch")]
    y.align_self = YG_ALIGN[node.get("alignSelf", "auto")]
    if "spacing" in node:
        y.set_gap(yg.Gutter.All, node["spacing"])
    if "rowGap" in node:
        y.set_gap(yg.Gutter.Row, node["rowGap"])
    if "columnGap" in node:
        y.set_gap(yg.Gutter.Column, node["columnGap"])
    for key, value in node.get("border", {}).items():
        y.set_border(EDGE[key], value)
    if node.get("display") == "none":
        y.display = yg.Display.None_ if hasattr(yg.Display, "None_") else getattr(yg.Display, "None")
    if "intrinsicWidth" in node or "intrinsicHeight" in node:
        size = (node.get("intrinsicWidth", 0.0), node.get("intrinsicHeight", 0.0))
        y.set_measure_func(lambda w, wm, h, hm: size)
    for key, value in node.get("padding", {}).items():
        y.set_padding(EDGE[key], value)
    for key, value in node.get("margin", {}).items():
        y.set_margin(EDGE[key], value)
    for key, value in node.get("insets", {}).items():
        y.set_position(EDGE[key], value)
    if node.get("position") == "absolute":
        y.position_type = yg.PositionType.Absolute
    elif node.get("position") == "static":
        y.position_type = yg.PositionType.Static
    y.direction = YG_DIRECTION[node.get("semantic", "unspecified")]
    for index, child in enumerate(node.get("children", [])):
        y.insert_child(build_yoga(config, child, out), index)
    return y


def yoga_frames(config, tree, direction):
    nodes = []
    root = build_yoga(config, tree, nodes)
    root.calculate_layout(None, None, yg.Direction.RTL if direction == "rtl" else yg.Direction.LTR)
    return [(i, (n.layout_left, n.layout_top, n.layout_width, n.layout_height)) for i, n in nodes]


def bidi_frames(bidi, trees, direction):
    """Every tree's frames from one `bidi layout --lines` run."""
    run = subprocess.run([bidi, "layout", "--lines", "--direction", direction],
                         input="".join(json.dumps(t) + "\n" for t in trees).encode(),
                         capture_output=True)
    if run.returncode != 0:
        raise RuntimeError("bidi layout failed (%d): %s" % (run.returncode, run.stderr.decode()))
    return [[(n["id"], (n["x"], n["y"], n["width"], n["height"])) for n in json.loads(line)["nodes"]]
            for line in run.stdout.decode().splitlines()]


def compare_frames(config, tree, direction, ours):
    """Returns (frames compared, [(direction, id, ours, Yoga's)] that differ)."""
    theirs = yoga_frames(config, tree, direction)
    if [i for i, _ in ours] != [i for i, _ in theirs]:
        return 0, [(direction, "node order differs", None, None)]
    compared = 0
    bad = []
    for (node_id, a), (_, b) in zip(ours, theirs):
        if not all(math.isfinite(v) for v in b):
            continue  # Yoga divides by zero (spaceAround with no in-flow child): not comparable
        compared += 1
        if any(abs(p - q) > TOLERANCE for p, q in zip(a, b)):
            bad.append((direction, node_id, a, b))
    return compared, bad


def compare_all(config, bidi, trees):
    """[(frames compared, mismatches)] for each tree, LTR and RTL."""
    results = [[0, []] for _ in trees]
    for direction in ("ltr", "rtl"):
        for result, tree, ours in zip(results, trees, bidi_frames(bidi, trees, direction)):
            count, bad = compare_frames(config, tree, direction, ours)
            result[0] += count
            result[1] += bad
    return results


def compare(config, bidi, tree):
    return compare_all(config, bidi, [tree])[0]


def smaller(tree):
    """Every tree one step simpler than `tree`: a subtree, a key or an edge value removed."""
    def nodes(node, path):
        yield node, path
        for k, child in enumerate(node.get("children", [])):
            yield from nodes(child, path + [k])

    def copy_at(path):
        copy = json.loads(json.dumps(tree))
        target = copy
        for step in path:
            target = target["children"][step]
        return copy, target
    for node, path in list(nodes(tree, [])):
        for k in range(len(node.get("children", []))):
            copy, target = copy_at(path)
            del target["children"][k]
            if not target["children"]:
                del target["children"]
            yield copy
        for key in [k for k in node if k not in ("id", "children")]:
            values = node[key] if isinstance(node[key], dict) else {None: None}
            for sub in values:
                copy, target = copy_at(path)
                if sub is None:
                    del target[key]
                else:
                    del target[key][sub]
                yield copy


def shrink(config, bidi, tree, still_bad):
    """A smallest tree (by greedy removal) that still mismatches."""
    changed = True
    while changed:
        changed = False
        for candidate in smaller(tree):
            if still_bad(candidate):
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
    config = yg.Config()
    config.point_scale_factor = 0.0
    compared = 0
    mismatched_trees = 0
    mismatches = 0
    trees = [generate(rng, 0, [0]) for _ in range(args.trees)]
    for index, (tree, (count, bad)) in enumerate(zip(trees, compare_all(config, args.bidi, trees))):
        compared += count
        if bad:
            mismatched_trees += 1
            mismatches += len(bad)
            if mismatched_trees <= args.show:
                if args.shrink:
                    tree = shrink(config, args.bidi, tree,
                                  lambda t: compare(config, args.bidi, t)[1])
                    bad = compare(config, args.bidi, tree)[1]
                print("tree %d: %s" % (index, json.dumps(tree, sort_keys=True)))
                for direction, node_id, a, b in bad:
                    print("  %s %s: bidi %s, yoga %s" % (direction, node_id, a, b))
    print("yoga-differential: %d trees, %d frames compared (LTR and RTL), %d mismatching frames"
          " in %d trees" % (args.trees, compared, mismatches, mismatched_trees))
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
