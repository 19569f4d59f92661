#!/usr/bin/env python3
"""Differential test of `bidi layout` against Yoga 3 (facebook/yoga, through PyPI's `pyyoga`).

Generates random trees in the JSON contract of `bidi layout`, lays each out with Yoga and with
`bidi layout --format json`, left-to-right and right-to-left, and compares every node's frame
(x, y, width, height relative to its parent) within a tolerance. Prints how many frames were
compared and every mismatch (up to a limit); exits 1 on any mismatch, 2 when it cannot run.

Usage: Scripts/yoga-differential.py [--trees N] [--baseline-trees N] [--seed S] [--bidi PATH] [--shrink]

Besides the N trees below, `--baseline-trees` more (1 000 by default) have text leaves and
baseline alignment (`align`/`alignSelf: baseline`); what they leave out is listed in
Scripts/yoga_baseline.py.

The generator covers every key of the contract. What it leaves out, and why (each a documented
difference with a named test in Tests/DirectionalLayoutTests/Engine/Yoga/YogaDifferenceTests.swift):
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
- the only flexible child of a stack both growing and shrinking: Yoga 3 gives it a flex basis
  of 0 (a shortcut), so with `grow` below 1 it takes only that fraction of the whole space, and
  its padding can overflow differently; CSS keeps its basis.
- several shrinking children of one stack, or a shrink factor below 1: Yoga 3 approximates
  CSS's loop (freeze the children a bound stops, share again) with two passes and floors the
  factors at 1, which differs once a bound stops one of them; BidiKit follows CSS Flexbox §9.7.
- several growing children, one below 1, once a bound stops one of them: CSS shares only that
  fraction of the initial free space; Yoga 3 floors the sum at 1 in its first pass only.
- a maximum on an absolute child sized by its two insets, with a margin on that axis: Yoga 3
  takes the margin away after applying the maximum; CSS (and BidiKit) before.
- a scrolling stack laid out at its content size across: Yoga 3 stretches the line to the
  content across and the stack to its limit; BidiKit stretches both to the stack (the generator
  fixes the size across of scrolling stacks).
- the children of a scrolling node that a limit shrank (YogaDifferenceTests+Scroll.swift):
  Yoga 3 lays them out in the size the node's content would have had before the limit, so its
  stretched children come out wider than the node and end-aligned ones are placed from the
  unshrunk end; BidiKit lays them out in the node's final size. Not left out by the generator:
  the default seed meets none, seeds 2, 3, 5 and 8 meet one or two such trees.
- a fixed size below the padding and border: Yoga 3 aligns the children in the fixed size
  and sizes the node by its padding and border; CSS (and BidiKit) use the latter for both.
  So with a minimum below the padding and border (Yoga 3 then lets the room inside a node
  squeezed below its padding go negative and aligns in it).
- the root's maximum with a margin on that axis: Yoga 3 takes the margin from the maximum.
- aspect ratios (YogaDifferenceTests+AspectRatio.swift): Yoga 3 ignores a root's ratio (the
  generator puts ratios on leaves below the root only); sizes a flex item across from its main
  size by the ratio even over a fixed size across (or a minimum equal to the maximum), where
  CSS Sizing 4 §5.1 keeps a fixed size (the generator drops the ratio when both sizes are fixed
  and the fixed size across of a flex item with a ratio); and takes a ratio node's margins
  away twice or not at all (the generator drops its margins). Ratios are powers of two, so
  that sizes stay exact in Yoga's 32-bit floats.
- a static node with absolute children and a direction of its own: Yoga 3 resolves the
  containing block's logical borders by the static node's direction; BidiKit by the block's
  own, as for every node (the generator drops the static node's `semantic`).
- auto margins of a node whose direction differs from its parent's: Yoga 3 finds their sides
  by the parent's direction; BidiKit by the node's own, as for every margin.
- auto margins along a stack's axis when the children leave no free space: Yoga 3 still
  ignores `justify`; CSS (and BidiKit) apply it (auto margins are then 0).
- a minimum above the maximum: Yoga 3 sizes by one and measures by the other; CSS (and
  BidiKit): the minimum wins. A maximum below the padding and border: Yoga 3 justifies as if
  the node were its maximum; CSS by its size.
- `basis` in a stack whose size along its axis is not fixed: Yoga 3 ignores it when it first
  measures the stack without a size and keeps that measurement; CSS (and BidiKit) use it.
- a fixed size or basis outside the node's own `min…`/`max…`: Yoga 3 sizes the parent by the
  unbounded value when it skips the flex step; CSS (and BidiKit) by the bounded one.
- in a wrapping stack (`normalize_wrapping`; tests in YogaDifferenceTests+Wrap.swift, Taffy
  agreeing with BidiKit): Yoga 3.2 drops a child's margins across and adds its inset on the
  line's start side (even for a static child) when it aligns it in its line; measures stretched
  children at the stack's size across while they fit in one line (so `alignContent` cannot
  move that line) and adds the space after each line to them with `space*`; mirrors
  `wrapReverse` lines across the border box (unequal padding across swaps sides); counts a gap
  for absolute and hidden children when it decides whether the children overflow; and breaks
  no line in an absolute stack sized only by its maximum along the axis. The generator drops
  those margins and insets, aligns such children at the start, removes the padding and border
  across `wrapReverse` stacks, the gap along the axis beside absolute or hidden children, and
  that maximum.
- percentages of a size that is not fixed: BidiKit takes them of a size known exactly (fixed,
  stretched or flexed: CSS Flexbox §9.8) and otherwise counts a size as not set (CSS Sizing
  §5.2.1 "behaves as auto"), margins and padding as 0; Yoga 3 takes them of the room its
  parent was offered, even a limit, except across a stack measured within one. The generator
  keeps percentages only on the children of stacks with a fixed width and height.
- a minimum or maximum in percent: Yoga 3 takes it of the grandparent's size; CSS (and
  BidiKit) of the parent's. Vertical margins of an absolute child in percent: Yoga 3 takes them
  of the containing block's height; CSS (and BidiKit) of its width. The generator drops both.
- a shrinking child whose size shrinks exactly onto its minimum or its padding and border:
  Yoga 3's 32-bit arithmetic lands a hair below the bound, and its two passes then leave the
  child at its basis. The generator drops those bounds of shrinking children.
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
    import yoga_baseline
except ImportError:
    print("yoga-differential: needs the PyPI package 'pyyoga' (pip install pyyoga)", file=sys.stderr)
    sys.exit(2)

TOLERANCE = 0.01
JUSTIFY = ["start", "center", "end", "spaceBetween", "spaceAround", "spaceEvenly"]
ALIGN = ["start", "center", "end", "stretch"]
ALIGN_CONTENT = ["start", "center", "end", "stretch", "spaceBetween", "spaceAround", "spaceEvenly"]
SEMANTIC = ["unspecified"] * 6 + ["playback", "spatial", "forceLeftToRight", "forceRightToLeft"]


def maybe(rng, p):
    return rng.random() < p


def size(rng):
    return float(rng.choice([5, 10, 12.5, 20, 30, 45, 60, 100, 150, 200]))


def percent(rng):
    return rng.choice(["10%", "25%", "50%", "100%", "33.5%"])


def is_percent(value):
    return isinstance(value, str) and value.endswith("%")


def edges(rng, logical, percents=True):
    result = {}  # may stay empty: `{}` is valid input
    for key in ("leading", "trailing", "top", "bottom") if logical else ("left", "right", "top", "bottom"):
        if maybe(rng, 0.3):
            result[key] = float(rng.choice([0, 2, 5, 7.5, 10]))
            if percents and maybe(rng, 0.15):
                result[key] = rng.choice(["5%", "10%", "2.5%"])
    return result


def side_rng(rng):
    """A generator of its own for the features added later (aspect ratios, absolute children
    of static nodes), seeded from `rng`, so that the main draws (and the trees of earlier runs
    with the same seed) stay the same."""
    return rng.__dict__.setdefault("side", random.Random(str(rng.getstate()[1][:8])))


def generate(rng, depth, counter, parent_reversed=False, parent_static=False,
             parent_fixed_main=False):
    counter[0] += 1
    node = {"id": "n%d" % counter[0]}
    leaf = depth >= 4 or counter[0] >= 40 or maybe(rng, 0.12)
    if leaf and maybe(rng, 0.3):
        node["intrinsicWidth"] = size(rng)
        if maybe(rng, 0.7):
            node["intrinsicHeight"] = size(rng)
    if maybe(rng, 0.6):
        node["width"] = percent(rng) if maybe(rng, 0.15) else size(rng)
    if maybe(rng, 0.6):
        node["height"] = percent(rng) if maybe(rng, 0.15) else size(rng)
    for key in ("minWidth", "maxWidth", "minHeight", "maxHeight"):
        if maybe(rng, 0.08):
            node[key] = percent(rng) if maybe(rng, 0.25) else size(rng)
    if maybe(rng, 0.2):
        node["shrink"] = float(rng.choice([1, 1, 2]))
    if maybe(rng, 0.25):
        node["grow"] = float(rng.choice([1, 1, 2, 0.5]))
    if maybe(rng, 0.1):
        node["basis"] = rng.choice([size(rng), "auto", percent(rng)])
    if maybe(rng, 0.05):
        node["overflow"] = rng.choice(["hidden", "scroll"])
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
    if maybe(rng, 0.25):
        node["wrap"] = rng.choice(["wrap", "wrap", "wrapReverse", "noWrap"])
        if maybe(rng, 0.6):
            node["alignContent"] = rng.choice(ALIGN_CONTENT)
    if maybe(rng, 0.2):
        node["spacing"] = float(rng.choice([2, 5, 8]))
    if maybe(rng, 0.1):
        node["rowGap"] = float(rng.choice([0, 3, 6]))
    if maybe(rng, 0.1):
        node["columnGap"] = float(rng.choice([0, 4, 7]))
    if maybe(rng, 0.15):
        node["border"] = edges(rng, maybe(rng, 0.5), percents=False)
    if depth > 0 and maybe(rng, 0.05):
        node["display"] = "none"
    if maybe(rng, 0.3):
        node["padding"] = edges(rng, maybe(rng, 0.5))
    semantic = rng.choice(SEMANTIC) if depth > 0 else "unspecified"
    if semantic != "unspecified":
        node["semantic"] = semantic
    # Absolute children of static nodes, from the side generator (see `side_rng`).
    absolute = depth > 0 and (maybe(side_rng(rng), 0.15) if parent_static else maybe(rng, 0.15))
    if maybe(rng, 0.3):
        node["margin"] = edges(rng, maybe(rng, 0.5))
        if semantic == "unspecified" and maybe(rng, 0.3):
            # On a side of the same kind as the others (logical or physical): see above.
            physical = any(side in node["margin"] for side in ("left", "right"))
            node["margin"][rng.choice(["top", "bottom"] + (["left", "right"] if physical else
                                                          ["leading", "trailing"]))] = "auto"
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
    if leaf and depth > 0:
        aspect = side_rng(rng)
        # Powers of two, so that sizes stay exact in binary: Yoga 3 computes in 32-bit floats,
        # and a third of a point rounded differently can make a stack shrunk to nothing a hair
        # wider than 0, where its children are measured instead of taking no room.
        if maybe(aspect, 0.25):
            node["aspectRatio"] = aspect.choice([0.25, 0.5, 1.0, 2.0, 4.0])
    if not leaf:
        count = rng.choice([0, 1, 2, 3, 3, 4])
        fixed_main = ("width" if node.get("axis") == "horizontal" else "height") in node
        children = [generate(rng, depth + 1, counter, node.get("reverse", False),
                             node.get("position") == "static", fixed_main)
                    for _ in range(count)]
        if children:
            node["children"] = children
    return node


HORIZONTAL = ("leading", "trailing", "left", "right")


def normalize_own(node):
    """The documented differences that depend on one node alone."""
    # Scrolling, laid out at its content across: Yoga stretches its line to the content.
    if node.get("overflow") == "scroll":
        node[("height" if node.get("axis") == "horizontal" else "width")] = 100.0
    for fixed, low, high, sides in (("width", "minWidth", "maxWidth", HORIZONTAL),
                                    ("height", "minHeight", "maxHeight", ("top", "bottom"))):
        # Percentages: their relations to the other values on the axis are unknown until
        # layout, so at most one of the size, minimum and maximum stays, and none with
        # padding or border on the axis (the relations the differences below depend on).
        inside_values = [node.get(e, {}).get(side) for e in ("padding", "border") for side in sides]
        axis_values = [node.get(fixed), node.get(low), node.get(high), node.get("basis")]
        if any(is_percent(v) for v in axis_values + inside_values):
            present = [k for k in (fixed, low, high) if k in node]
            for k in present[1:]:
                del node[k]
            if any(v is not None for v in inside_values):
                for k in present[:1]:
                    del node[k]
            if present and "basis" in node:
                del node["basis"]
            continue
        # A fixed size or basis outside the node's own minimum and maximum.
        for value in [node.get(fixed)] + ([node["basis"]] if node.get("basis", "auto") != "auto" else []):
            if value is None:
                continue
            if node.get(low, 0) > value:
                del node[low]
            if node.get(high, math.inf) < value:
                del node[high]
        # A minimum above the maximum; a maximum below the padding and border.
        if node.get(low, 0) > node.get(high, math.inf):
            del node[high]
        inside = sum(node.get(e, {}).get(side, 0) for e in ("padding", "border") for side in sides)
        if node.get(high, math.inf) < inside:
            del node[high]
        # A minimum below the padding and border.
        if node.get(low, math.inf) < inside:
            del node[low]
        # A fixed size below the padding and border.
        if node.get(fixed, math.inf) < inside:
            del node[fixed]
    # Margins of a node with an aspect ratio: Yoga 3 takes them away twice, or not at all.
    if "aspectRatio" in node:
        node.pop("margin", None)
    # Both sizes fixed (a minimum equal to the maximum counts): CSS ignores the ratio, Yoga 3
    # lets it change the size across its parent's axis.
    fixed = [k in node or (low in node and node.get(low) == node.get(high))
             for k, low, high in (("width", "minWidth", "maxWidth"), ("height", "minHeight", "maxHeight"))]
    if all(fixed):
        node.pop("aspectRatio", None)
    if node.get("position") == "absolute":
        # Over-constrained by two insets and a fixed size.
        if "width" in node and len(set(HORIZONTAL) & set(node.get("insets", {}))) >= 2:
            del node["width"]
        if "height" in node and {"top", "bottom"} <= set(node.get("insets", {})):
            del node["height"]
        # Logical margins of an absolute node with its own direction; auto margins.
        margin = node.get("margin", {})
        if node.get("semantic", "unspecified") != "unspecified":
            for side in ("leading", "trailing"):
                margin.pop(side, None)
        # Auto margins between two insets and a fixed size: CSS shares the room left between
        # them (CSS 2.1 §10.3.7, §10.6.4); Yoga 3 counts them as 0.
        insets = node.get("insets", {})
        for sides, fixed in ((HORIZONTAL, "width"), (("top", "bottom"), "height")):
            if fixed in node and len(set(sides) & set(insets)) >= 2:
                for side in [k for k, v in margin.items() if v == "auto" and k in sides]:
                    del margin[side]
    # Auto margins of a node with its own direction: Yoga 3 reads their sides by the parent's.
    if node.get("semantic", "unspecified") != "unspecified":
        margin = node.get("margin", {})
        for side in [k for k, v in margin.items() if v == "auto"]:
            del margin[side]


def normalize_wrapping(parent, in_flow):
    """The documented differences of a wrapping stack (see above)."""
    row = parent.get("axis") == "horizontal"
    cross_sides = ("top", "bottom") if row else HORIZONTAL
    for c in in_flow:
        # Margins across and insets of a child: Yoga 3 drops the margins when it aligns the
        # child in its line and adds the inset on the line's start side, even to a static
        # child, instead of offsetting a relative one.
        for side in cross_sides:
            c.get("margin", {}).pop(side, None)
        c.pop("insets", None)
    # Auto margins along the axis: Yoga 3 counts those of the child that starts the next line
    # in the line before.
    main_sides = HORIZONTAL if row else ("top", "bottom")
    for c in in_flow:
        for side in main_sides:
            if c.get("margin", {}).get(side) == "auto":
                del c["margin"][side]
    # Stretched children without a size across: Yoga 3 measures them at the stack's size
    # across while the children fit in one line (so that line fills the stack and
    # `alignContent` has no room), and adds the space after each line to them with `space*`;
    # CSS stretches them to their line. The generator aligns them at the start instead.
    cross_size = "height" if row else "width"
    for c in in_flow:
        own = c.get("alignSelf", "auto")
        if cross_size not in c and (own == "stretch" or (own == "auto" and parent.get("align", "stretch") == "stretch")):
            c["alignSelf"] = "start"
    # A gap along the axis beside absolute or hidden children: Yoga 3 counts a gap for them
    # too when it decides whether the children overflow (and then takes the whole room).
    if len(in_flow) < len(parent.get("children", [])):
        parent["columnGap" if row else "rowGap"] = 0.0
    # An absolute stack with a maximum along the axis but no size: CSS breaks the lines at
    # the maximum (as Taffy); Yoga 3 does not break them at all.
    main_size = "width" if row else "height"
    if main_size not in parent and parent.get("position") == "absolute":
        parent.pop("maxWidth" if row else "maxHeight", None)
    # Padding and border across a `wrapReverse` stack: Yoga 3 mirrors the lines across its
    # border box, so unequal sides swap.
    if parent.get("wrap") == "wrapReverse":
        for key in ("padding", "border"):
            for side in cross_sides:
                parent.get(key, {}).pop(side, None)


def has_wrap(node):
    """Whether `node` or a node below it wraps."""
    stack = [node]
    while stack:
        n = stack.pop()
        if n.get("wrap") in ("wrap", "wrapReverse"):
            return True
        stack.extend(n.get("children", []))
    return False


def drop_percentages(node):
    """Removes `node`'s percentages (see the module comment)."""
    for key in [k for k, v in node.items() if is_percent(v)]:
        del node[key]
    for key in ("padding", "margin", "insets"):
        for side in [k for k, v in node.get(key, {}).items() if is_percent(v)]:
            del node[key][side]


def normalize(node):
    """Takes `node`'s tree out of the documented differences (see above), in place."""
    drop_percentages(node)
    normalize_own(node)
    # The root's maximum with margins on that axis: Yoga 3 takes the margins from the maximum.
    for high, sides in (("maxWidth", HORIZONTAL), ("maxHeight", ("top", "bottom"))):
        if high in node and set(sides) & set(node.get("margin", {})):
            del node[high]
    stack = [node]
    while stack:
        parent = stack.pop()
        children = parent.get("children", [])
        stack.extend(children)
        fixed_main = ("width" if parent.get("axis") == "horizontal" else "height") in parent
        definite = all(isinstance(parent.get(k), float) for k in ("width", "height"))
        for c in children:
            # Percentages of a size the content decides: only in stacks of a fixed size.
            if not definite:
                drop_percentages(c)
            # Minimums and maximums in percent: Yoga 3 takes them of the grandparent's size.
            for key in ("minWidth", "maxWidth", "minHeight", "maxHeight"):
                if is_percent(c.get(key)):
                    del c[key]
            # Vertical margins of an absolute child in percent: Yoga 3 takes them of the
            # containing block's height, CSS of its width.
            if c.get("position") == "absolute":
                for side in ("top", "bottom"):
                    if is_percent(c.get("margin", {}).get(side)):
                        del c["margin"][side]
            normalize_own(c)
            # A basis in a stack not fixed along its axis.
            if not fixed_main:
                c.pop("basis", None)
            # Relative insets of a node with its own direction or in a reversed stack.
            if (c.get("position", "relative") == "relative" and "insets" in c
                    and (c.get("semantic", "unspecified") != "unspecified" or parent.get("reverse"))):
                del c["insets"]
        in_flow = [c for c in children if c.get("position") != "absolute" and c.get("display") != "none"]
        # A static node with absolute children and a direction of its own: Yoga 3 resolves the
        # containing block's logical borders by the static node's direction; CSS (and BidiKit)
        # by the block's own.
        if parent.get("position") == "static" and any(c.get("position") == "absolute" for c in children):
            parent.pop("semantic", None)
        # A flex item with an aspect ratio and a fixed size across: Yoga 3 changes that size by
        # the ratio once the main size is known; CSS keeps it.
        across = "height" if parent.get("axis") == "horizontal" else "width"
        for c in in_flow:
            low, high = "min" + across.capitalize(), "max" + across.capitalize()
            if "aspectRatio" in c:
                c.pop(across, None)
                if low in c and c.get(low) == c.get(high):
                    del c[low]
        if parent.get("wrap") in ("wrap", "wrapReverse"):
            normalize_wrapping(parent, in_flow)
        # `spaceAround` with no in-flow child: Yoga 3 divides by zero.
        if not in_flow and parent.get("justify") == "spaceAround":
            del parent["justify"]
        # A shrinking child's bounds along the axis (minimum, padding and border): Yoga 3
        # computes in 32-bit floats, so a size shrunk exactly onto such a bound (common with
        # the generator's round sizes) lands a hair below it, and its two passes then take that
        # for a violated bound and leave the child at its basis. CSS (and BidiKit) stop at the
        # bound. The generator drops those bounds of shrinking children (Yoga's fixtures and
        # the unit tests cover shrinking to a minimum).
        main_sides = HORIZONTAL if parent.get("axis") == "horizontal" else ("top", "bottom")
        low = "minWidth" if parent.get("axis") == "horizontal" else "minHeight"
        for c in in_flow:
            if c.get("shrink"):
                c.pop(low, None)
                for key in ("padding", "border"):
                    for side in main_sides:
                        c.get(key, {}).pop(side, None)
        # More than one shrinking child: Yoga's two passes.
        for extra in [c for c in in_flow if c.get("shrink")][1:]:
            del extra["shrink"]
        # The only flexible child both growing and shrinking: Yoga's single flex child.
        flexible = [c for c in in_flow if c.get("grow") or c.get("shrink")]
        if len(flexible) == 1 and flexible[0].get("grow") and flexible[0].get("shrink"):
            del flexible[0]["shrink"]
        # Auto margins along the axis: Yoga ignores the justification even without free space.
        sides = ("top", "bottom") if parent.get("axis") != "horizontal" else HORIZONTAL
        if any(c.get("margin", {}).get(side) == "auto" for c in in_flow for side in sides):
            parent.pop("justify", None)
        # Growth below 1 beside other growing children: Yoga's floor at 1 after freezing.
        growing = [c for c in in_flow if c.get("grow")]
        if len(growing) > 1:
            for c in growing:
                if c["grow"] < 1:
                    c["grow"] = 1.0
        # An absolute child with a wrapping stack inside and a maximum but no size: Yoga 3
        # measures it without a limit, so the lines inside do not break at the maximum.
        for c in children:
            if c.get("position") == "absolute" and has_wrap(c):
                for size, high in (("width", "maxWidth"), ("height", "maxHeight")):
                    if size not in c:
                        c.pop(high, None)
        # A maximum on an absolute child sized by two insets and a margin: Yoga 3 takes the
        # margin away after the maximum.
        for c in children:
            if c.get("position") == "absolute":
                for sides, high in ((("leading", "trailing", "left", "right"), "maxWidth"),
                                    (("top", "bottom"), "maxHeight")):
                    if (len(set(sides) & set(c.get("insets", {}))) >= 2
                            and set(sides) & set(c.get("margin", {})) and high in c):
                        del c[high]
    return node


EDGE = {"left": yg.Edge.Left, "right": yg.Edge.Right, "top": yg.Edge.Top,
        "bottom": yg.Edge.Bottom, "leading": yg.Edge.Start, "trailing": yg.Edge.End}
YG_JUSTIFY = {"start": yg.Justify.FlexStart, "center": yg.Justify.Center,
              "end": yg.Justify.FlexEnd, "spaceBetween": yg.Justify.SpaceBetween,
              "spaceAround": yg.Justify.SpaceAround, "spaceEvenly": yg.Justify.SpaceEvenly}
YG_ALIGN = {"start": yg.Align.FlexStart, "center": yg.Align.Center, "end": yg.Align.FlexEnd,
            "stretch": yg.Align.Stretch, "auto": yg.Align.Auto, "baseline": yg.Align.Baseline}
BASELINES = yoga_baseline.YogaBaselines(yg)
YG_ALIGN_CONTENT = {"start": yg.Align.FlexStart, "center": yg.Align.Center,
                    "end": yg.Align.FlexEnd, "stretch": yg.Align.Stretch,
                    "spaceBetween": yg.Align.SpaceBetween, "spaceAround": yg.Align.SpaceAround,
                    # pyyoga 0.1 does not name it: YGAlignSpaceEvenly is 8 in Yoga 3.
                    "spaceEvenly": getattr(yg.Align, "SpaceEvenly", None) or yg.Align(8)}
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
    if "aspectRatio" in node:
        y.aspect_ratio = node["aspectRatio"]
    y.flex_grow = node.get("grow", 0.0)
    y.flex_shrink = node.get("shrink", 0.0)
    if "basis" in node:
        y.flex_basis = node["basis"]
    for key, attribute in (("minWidth", "min_width"), ("maxWidth", "max_width"),
                           ("minHeight", "min_height"), ("maxHeight", "max_height")):
        if key in node:
            setattr(y, attribute, node[key])
    if "overflow" in node:
        y.overflow = {"hidden": yg.Overflow.Hidden, "scroll": yg.Overflow.Scroll}[node["overflow"]]
    horizontal = node.get("axis") == "horizontal"
    reverse = node.get("reverse", False)
    y.flex_direction = [[yg.FlexDirection.Column, yg.FlexDirection.ColumnReverse],
                        [yg.FlexDirection.Row, yg.FlexDirection.RowReverse]][horizontal][reverse]
    y.justify_content = YG_JUSTIFY[node.get("justify", "start")]
    y.flex_wrap = {"noWrap": yg.Wrap.NoWrap, "wrap": yg.Wrap.Wrap,
                   "wrapReverse": yg.Wrap.WrapReverse}[node.get("wrap", "noWrap")]
    y.align_content = YG_ALIGN_CONTENT[node.get("alignContent", "start")]
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
    if "cells" in node.get("text", {}):
        yoga_baseline.set_text(yg, BASELINES, y, node)
    elif "intrinsicWidth" in node or "intrinsicHeight" in node:
        size = (node.get("intrinsicWidth", 0.0), node.get("intrinsicHeight", 0.0))
        y.set_measure_func(lambda w, wm, h, hm: size)
    for key, value in node.get("padding", {}).items():
        if is_percent(value):
            y.set_padding_percent(EDGE[key], float(value[:-1]))
        else:
            y.set_padding(EDGE[key], value)
    for key, value in node.get("margin", {}).items():
        if is_percent(value):
            y.set_margin_percent(EDGE[key], float(value[:-1]))
        elif value == "auto":
            y.set_margin_auto(EDGE[key])
        else:
            y.set_margin(EDGE[key], value)
    for key, value in node.get("insets", {}).items():
        if is_percent(value):
            y.set_position_percent(EDGE[key], float(value[:-1]))
        else:
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


def shrink(config, bidi, tree, still_bad, normalizer):
    """A smallest tree (by greedy removal) that still mismatches."""
    changed = True
    while changed:
        changed = False
        for candidate in smaller(tree):
            candidate = normalizer(candidate)  # back in the generator's domain
            if candidate != tree and still_bad(candidate):
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
    parser.add_argument("--baseline-trees", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=20240901)
    parser.add_argument("--bidi", default=default_bidi())
    parser.add_argument("--show", type=int, default=10, help="mismatches to print in full")
    parser.add_argument("--shrink", action="store_true", help="print shrunk mismatching trees")
    args = parser.parse_args()
    if not args.bidi or not os.path.exists(args.bidi):
        print("yoga-differential: build bidi first or pass --bidi PATH", file=sys.stderr)
        return 2
    config = yg.Config()
    config.point_scale_factor = 0.0
    rng = random.Random(args.seed)
    trees = [normalize(generate(rng, 0, [0])) for _ in range(args.trees)]
    # The baseline trees from a generator of their own, so that the trees above stay those of
    # earlier runs with the same seed.
    baseline_rng = random.Random("baseline %d" % args.seed)
    if not BASELINES.ok:
        print("yoga-differential: Yoga's baseline function is out of reach; baseline trees have "
              "no text leaves (leaves' baselines are their bottom edges)", file=sys.stderr)

    def baseline_tree():
        tree = generate(baseline_rng, 0, [0])
        return normalize_baseline_tree(yoga_baseline.decorate(baseline_rng, tree, text=BASELINES.ok))
    baseline_trees = [baseline_tree() for _ in range(args.baseline_trees)]
    failed = False
    for label, group, normalizer in (("trees", trees, normalize),
                                     ("baseline trees", baseline_trees, normalize_baseline_tree)):
        failed = run(config, args, label, group, normalizer) or failed
    return 1 if failed else 0


def normalize_baseline_tree(tree):
    """A baseline tree taken out of the documented differences, the generator's and the
    baseline ones."""
    return yoga_baseline.normalize_baseline(normalize(tree))


def run(config, args, label, trees, normalizer):
    """Compares `trees` and prints the mismatches; whether there were any."""
    compared = 0
    mismatched_trees = 0
    mismatches = 0
    for index, (tree, (count, bad)) in enumerate(zip(trees, compare_all(config, args.bidi, trees))):
        compared += count
        if bad:
            mismatched_trees += 1
            mismatches += len(bad)
            if mismatched_trees <= args.show:
                if args.shrink:
                    tree = shrink(config, args.bidi, tree,
                                  lambda t: compare(config, args.bidi, t)[1], normalizer)
                    bad = compare(config, args.bidi, tree)[1]
                print("%s %d: %s" % (label, index, json.dumps(tree, sort_keys=True)))
                for direction, node_id, a, b in bad:
                    print("  %s %s: bidi %s, yoga %s" % (direction, node_id, a, b))
    print("yoga-differential: %d %s, %d frames compared (LTR and RTL), %d mismatching frames"
          " in %d trees" % (len(trees), label, compared, mismatches, mismatched_trees))
    return mismatches > 0


if __name__ == "__main__":
    sys.exit(main())
