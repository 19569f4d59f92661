"""Baseline trees for Scripts/yoga-differential.py: text leaves and baseline alignment, and how
Yoga 3 (PyPI pyyoga) is given the text's size and baseline.

A text leaf is `{"text": {"content": ..., "cells": {"cellWidth", "lineHeight", "ascent"?}}}`
with one to three lines of ASCII letters (no spaces): BidiKit measures it in cells
(LayoutMeasure.text: natural width = longest line, a line longer than the room breaks every
`floor(room / cellWidth)` letters, height = lines × lineHeight) and its baseline is its first
line's, `ascent` (default three quarters of lineHeight) below the top of its content box. Yoga
gets a measure function doing the same and a baseline function returning padding-top +
border-top + ascent. pyyoga 0.1 exposes no baseline function: `set_baseline` reaches Yoga's C
function YGNodeSetBaselineFunc through ctypes, on the YGNodeRef inside pyyoga's node, after
checking that the pointer is one (its child count and its children's parent); when the check
fails the generator makes no text leaves and says so.

What the generator leaves out (Yoga 3 departs from CSS there; BidiKit follows CSS, as Taffy):
- items not aligned by their baselines beside items that are, in a horizontal stack: Yoga 3
  sizes the stack by the largest ascent plus the largest descent of all its items (each
  measured from its own baseline), places the others in a line as tall as its items rather than
  the stack, drops their margins across and aligns them by `alignContent` even without
  wrapping; CSS sizes the line by the others' outer sizes and the baseline group. The generator
  aligns every in-flow item of such a stack by its baseline, with no auto margin across, and no
  `alignContent` in a stack that does not wrap.
- insets of the items of such a stack: Yoga 3 moves an item by its `top` inset only (also a
  static one's) when it aligns the line; the generator drops their `bottom` insets and a static
  item's insets.
- a stack measured before it is laid out, whose baseline comes from a child stack: Yoga 3 reads
  the grandchildren's positions of an earlier layout (none yet: zero), BidiKit lays them out at
  the measured size (as Taffy). The generator fixes the height of every horizontal stack below
  the root with an item aligned by its baseline and a child with children.
- `display: none` children: Yoga 3 can take a hidden first child as a stack's baseline child
  (its baseline then 0); CSS skips them. Baseline trees have no hidden nodes.
- a text leaf with a minimum or maximum width: Yoga 3 keeps the measurement of a leaf whose
  width a bound changed and reuses it for that width (it measured three lines in a narrow room,
  a minimum widened the leaf, it keeps three lines where one fits), and measures an absolute
  leaf without its maximum; the generator drops both bounds of text leaves.
- `wrapReverse` with baselines: Yoga 3 mirrors each line's items, baselines included (aligned
  from the line's bottom); CSS aligns them at the line's cross start (its bottom) with their
  baselines on one line. The generator wraps such stacks forward.
"""
import ctypes
import glob
import os

LETTERS = "abcdefghijklmnopqrstuvwxyz"


def maybe(rng, p):
    return rng.random() < p


def text_lines(content):
    return content.split("\n")


def text_size(content, cells, width, width_exactly):
    """BidiKit's LayoutMeasure.text for letters without spaces: (width, height) of the content."""
    lines = text_lines(content)
    natural = max(len(line) for line in lines)
    columns = [len(line) for line in lines]
    if width is not None and width == width:  # offered (not NaN)
        available = max(1, int(max(0.0, width / cells["cellWidth"]) // 1))
        if natural > available:
            columns = []
            for line in lines:
                n = len(line)
                columns += [available] * (n // available) + ([n % available] if n % available or n == 0 else [])
    widest = max(columns) * cells["cellWidth"]
    return (width if width_exactly else widest, len(columns) * cells["lineHeight"])


def ascent(cells):
    return cells.get("ascent", cells["lineHeight"] * 0.75)


def make_text_leaf(rng, node):
    """Turns leaf `node` into a text leaf (its intrinsic size and ratio go)."""
    for key in ("intrinsicWidth", "intrinsicHeight", "aspectRatio"):
        node.pop(key, None)
    lines = [rng.choice(["ab", "abc", "abcdefgh", "x", "word", "abcdefghijkl"]) for _ in range(rng.choice([1, 1, 2, 3]))]
    line_height = float(rng.choice([4, 8, 10, 16, 20]))
    cells = {"cellWidth": float(rng.choice([1, 2, 4, 8])), "lineHeight": line_height}
    if maybe(rng, 0.3):
        cells["ascent"] = float(rng.choice([0, line_height / 2, line_height]))
    node["text"] = {"content": "\n".join(lines), "cells": cells}
    if maybe(rng, 0.5):
        node.pop("width", None)
    if maybe(rng, 0.7):
        node.pop("height", None)


def decorate(rng, tree, text=True):
    """Text leaves (unless `text` is false) and baseline alignment added to a generated tree,
    before normalizing."""
    stack = [(tree, True)]
    while stack:
        node, root = stack.pop()
        node.pop("display", None)
        children = node.get("children", [])
        if text and not children and not root and maybe(rng, 0.5):
            make_text_leaf(rng, node)
        if children and maybe(rng, 0.6):
            if maybe(rng, 0.7):
                node["axis"] = "horizontal"
            if maybe(rng, 0.5):
                node["align"] = "baseline"
            else:
                for c in children:
                    if maybe(rng, 0.5):
                        c["alignSelf"] = "baseline"
        stack.extend((c, False) for c in children)
    return tree


def has_children(node):
    return bool(node.get("children"))


def baseline_row(node):
    """Whether `node` aligns items by their baselines (Yoga's isBaselineLayout)."""
    if node.get("axis") != "horizontal":
        return False
    if node.get("align") == "baseline":
        return True
    return any(c.get("alignSelf") == "baseline" and c.get("position") != "absolute"
               for c in node.get("children", []))


def normalize_baseline(tree):
    """Takes a tree out of the differences listed above (after the generator's own normalizing)."""
    stack = [(tree, True)]
    while stack:
        node, root = stack.pop()
        children = node.get("children", [])
        stack.extend((c, False) for c in children)
        for c in children:
            if "text" in c:
                for key in ("minWidth", "maxWidth"):
                    c.pop(key, None)
                for key in ("padding", "border"):
                    for side, value in list(c.get(key, {}).items()):
                        if isinstance(value, str):
                            del c[key][side]
        if not baseline_row(node):
            continue
        in_flow = [c for c in children if c.get("position") != "absolute"]
        for c in in_flow:
            c["alignSelf"] = "baseline"
            margin = c.get("margin", {})
            for side in ("top", "bottom"):
                if margin.get(side) == "auto":
                    del margin[side]
            if c.get("position") == "static":
                c.pop("insets", None)
            else:
                c.get("insets", {}).pop("bottom", None)
        if node.get("wrap", "noWrap") == "noWrap":
            node.pop("alignContent", None)
        if node.get("wrap") == "wrapReverse":
            node["wrap"] = "wrap"
        if not root and any(has_children(c) for c in in_flow):
            node["height"] = 80.0
            for key in ("minHeight", "maxHeight"):
                node.pop(key, None)
            if node.get("basis") not in (None, "auto"):
                del node["basis"]
    return tree


class YogaBaselines:
    """Yoga's C baseline function reached through ctypes (see the module comment)."""

    def __init__(self, yg):
        self.callbacks = []
        self.ok = False
        try:
            so = glob.glob(os.path.join(os.path.dirname(yg.__file__), "_pyyoga*.so"))[0]
            self.lib = ctypes.CDLL(so)
            self.lib.YGNodeGetParent.restype = ctypes.c_void_p
            self.lib.YGNodeGetParent.argtypes = [ctypes.c_void_p]
            self.lib.YGNodeGetChildCount.restype = ctypes.c_size_t
            self.lib.YGNodeGetChildCount.argtypes = [ctypes.c_void_p]
            self.func_type = ctypes.CFUNCTYPE(ctypes.c_float, ctypes.c_void_p, ctypes.c_float, ctypes.c_float)
            self.lib.YGNodeSetBaselineFunc.argtypes = [ctypes.c_void_p, self.func_type]
            config = yg.Config()
            parent, a, b = yg.Node(config), yg.Node(config), yg.Node(config)
            parent.insert_child(a, 0)
            parent.insert_child(b, 1)
            p = self.node_ref(parent)
            self.ok = (self.lib.YGNodeGetChildCount(p) == 2 and self.lib.YGNodeGetParent(self.node_ref(a)) == p
                       and self.lib.YGNodeGetParent(self.node_ref(b)) == p)
        except (OSError, IndexError, AttributeError, ValueError):
            self.ok = False

    @staticmethod
    def node_ref(node):
        """The YGNodeRef in pyyoga's node: the first field of the C++ object pybind11 holds."""
        holder = ctypes.c_void_p.from_address(id(node._node) + 16).value
        return ctypes.c_void_p.from_address(holder).value

    def set_baseline(self, ynode, offset):
        """Gives `ynode` a baseline `offset` points below its top, whatever its size."""
        callback = self.func_type(lambda _node, _w, _h: offset)
        self.callbacks.append(callback)  # kept alive as long as the trees
        self.lib.YGNodeSetBaselineFunc(self.node_ref(ynode), callback)


def set_text(yg, baselines, ynode, node):
    """The measure and baseline functions of text leaf `node` on Yoga node `ynode`."""
    content = node["text"].get("content", "")
    # Defaults as BidiKit's (the shrinker of the differential removes keys).
    cells = {"cellWidth": 1.0, "lineHeight": 1.0, **node["text"]["cells"]}
    exactly = yg.MeasureMode.Exactly

    def measure(width, width_mode, _height, _height_mode):
        offered = None if width_mode == yg.MeasureMode.Undefined else width
        return text_size(content, cells, offered, width_mode == exactly)
    ynode.set_measure_func(measure)
    top = node.get("padding", {}).get("top", 0.0) + node.get("border", {}).get("top", 0.0)
    baselines.set_baseline(ynode, top + ascent(cells))
