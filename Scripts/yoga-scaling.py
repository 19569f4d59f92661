#!/usr/bin/env python3
"""Yoga 3's time per node on the trees of LayoutBenchmarks, laid out RTL, through PyPI's `pyyoga`.

`toolbar` (`toolbarRows`): a vertical root 400 wide with padding 8, ROWS horizontal stacks
centred across, padding 4/4/2/2 and a bottom margin of 1, each of 9 boxes 20×16 with margins 2
leading and trailing, the fifth growing. `features` (`featureRows`): the same root, rows with a
minimum height of 24, a column gap of 4, padding 4 leading and trailing and a bottom border of 1;
boxes 20×16 with minimum width 12 and maximum 60, the second a shrinking leaf measuring 120×14,
the fifth growing, the sixth with a basis of 30, the eighth hidden, the ninth absolute at the
top trailing corner. `wrap` (`wrapRows`): the same root, wrapping rows with a minimum height of
24, a row gap of 2, a column gap of 4 and padding 4 leading and trailing, of 9 boxes 22 % wide
(minimum 40, maximum 90) and 16 high, the fifth growing.

Only `calculate_layout` on a freshly built tree is timed (not building it, not reading the
frames). Usage: yoga-scaling.py ROWS RUNS [toolbar|features|wrap] → the median in µs per node.
"""
import sys
import time

import pyyoga as yg


def make_root(config):
    """The vertical root of the benchmark trees: 400 wide, padding 8."""
    root = yg.Node(config)
    root.width = 400
    for edge in (yg.Edge.Start, yg.Edge.End, yg.Edge.Top, yg.Edge.Bottom):
        root.set_padding(edge, 8)
    return root


def build(config, rows, features, keep):
    """The tree; `keep` holds every Python node, whose measure functions Yoga calls."""
    root = make_root(config)
    for r in range(rows):
        row = yg.Node(config)
        keep.append(row)
        row.flex_direction = yg.FlexDirection.Row
        row.align_items = yg.Align.Center
        row.flex_shrink = 0
        if features:
            row.min_height = 24
            row.set_gap(yg.Gutter.Column, 4)
            row.set_padding(yg.Edge.Start, 4)
            row.set_padding(yg.Edge.End, 4)
            row.set_border(yg.Edge.Bottom, 1)
        else:
            for edge, value in ((yg.Edge.Start, 4), (yg.Edge.End, 4), (yg.Edge.Top, 2),
                                (yg.Edge.Bottom, 2)):
                row.set_padding(edge, value)
            row.set_margin(yg.Edge.Bottom, 1)
        for b in range(9):
            box = yg.Node(config)
            keep.append(box)
            box.flex_shrink = 0
            if features and b == 1:
                box.flex_shrink = 1
                box.set_measure_func(lambda w, wm, h, hm: (120.0, 14.0))
            else:
                box.width = 20
                box.height = 16
            if features:
                if b != 1:
                    box.min_width = 12
                    box.max_width = 60
                if b == 5:
                    box.flex_basis = 30
                if b == 7:
                    box.display = yg.Display.None_ if hasattr(yg.Display, "None_") else getattr(
                        yg.Display, "None")
                if b == 8:
                    box.position_type = yg.PositionType.Absolute
                    box.set_position(yg.Edge.End, 0)
                    box.set_position(yg.Edge.Top, 0)
            else:
                box.set_margin(yg.Edge.Start, 2)
                box.set_margin(yg.Edge.End, 2)
            box.flex_grow = 1 if b == 4 else 0
            row.insert_child(box, b)
        root.insert_child(row, r)
    return root


def build_wrap(config, rows, keep):
    """`wrap` (`wrapRows`): rows wrapping 9 boxes of 22 % within 40…90, gaps 2 and 4."""
    root = make_root(config)
    for r in range(rows):
        row = yg.Node(config)
        keep.append(row)
        row.flex_direction = yg.FlexDirection.Row
        row.flex_wrap = yg.Wrap.Wrap
        row.flex_shrink = 0
        row.min_height = 24
        row.set_gap(yg.Gutter.Row, 2)
        row.set_gap(yg.Gutter.Column, 4)
        row.set_padding(yg.Edge.Start, 4)
        row.set_padding(yg.Edge.End, 4)
        for b in range(9):
            box = yg.Node(config)
            keep.append(box)
            box.flex_shrink = 0
            box.width = "22%"
            box.height = 16
            box.min_width = 40
            box.max_width = 90
            box.flex_grow = 1 if b == 4 else 0
            row.insert_child(box, b)
        root.insert_child(row, r)
    return root


def main():
    rows, runs = int(sys.argv[1]), int(sys.argv[2])
    kind = sys.argv[3] if len(sys.argv) > 3 else "toolbar"
    config = yg.Config()
    times = []
    for _ in range(runs):
        keep = []
        root = (build_wrap(config, rows, keep) if kind == "wrap"
                else build(config, rows, kind == "features", keep))
        start = time.perf_counter()
        root.calculate_layout(None, None, yg.Direction.RTL)
        times.append(time.perf_counter() - start)
        # The Python nodes free their Yoga nodes themselves (free_recursive would free them twice).
    times.sort()
    print(f"{times[len(times) // 2] / (rows * 10 + 1) * 1e6:.3f}")


if __name__ == "__main__":
    main()
