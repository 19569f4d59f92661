#!/usr/bin/env python3
"""Yoga's time per node on the tree of LayoutBenchmarks (`toolbarRows`: a vertical root 400 wide
with padding 8, ROWS horizontal stacks centred across, padding 4/4/2/2 and a bottom margin of 1,
each of 9 boxes 20×16 with margins 2 leading and trailing, the fifth growing), laid out RTL.

Only `YGNodeCalculateLayout` on a freshly built tree is timed (not building it, not reading the
frames), through PyPI's `poga`. Usage: yoga-scaling.py ROWS RUNS → the median in µs per node.
"""
import math
import sys
import time

from poga import libpoga_capi as yg

EDGE = yg.YGEdge


def build(config, rows):
    root = yg.YGNodeNewWithConfig(config)
    yg.YGNodeStyleSetWidth(root, 400)
    for edge in (EDGE.Start, EDGE.End, EDGE.Top, EDGE.Bottom):
        yg.YGNodeStyleSetPadding(root, edge, 8)
    for r in range(rows):
        row = yg.YGNodeNewWithConfig(config)
        yg.YGNodeStyleSetFlexDirection(row, yg.YGFlexDirection.Row)
        yg.YGNodeStyleSetAlignItems(row, yg.YGAlign.Center)
        for edge, value in ((EDGE.Start, 4), (EDGE.End, 4), (EDGE.Top, 2), (EDGE.Bottom, 2)):
            yg.YGNodeStyleSetPadding(row, edge, value)
        yg.YGNodeStyleSetMargin(row, EDGE.Bottom, 1)
        yg.YGNodeStyleSetFlexShrink(row, 0)
        for b in range(9):
            box = yg.YGNodeNewWithConfig(config)
            yg.YGNodeStyleSetWidth(box, 20)
            yg.YGNodeStyleSetHeight(box, 16)
            yg.YGNodeStyleSetFlexGrow(box, 1 if b == 4 else 0)
            yg.YGNodeStyleSetFlexShrink(box, 0)
            yg.YGNodeStyleSetMargin(box, EDGE.Start, 2)
            yg.YGNodeStyleSetMargin(box, EDGE.End, 2)
            yg.YGNodeInsertChild(row, box, b)
        yg.YGNodeInsertChild(root, row, r)
    return root


def main():
    rows, runs = int(sys.argv[1]), int(sys.argv[2])
    config = yg.YGConfigNew()
    times = []
    for _ in range(runs):
        root = build(config, rows)
        start = time.perf_counter()
        yg.YGNodeCalculateLayout(root, math.nan, math.nan, yg.YGDirection.RTL)
        times.append(time.perf_counter() - start)
        yg.YGNodeFreeRecursive(root)
    times.sort()
    print(f"{times[len(times) // 2] / (rows * 10 + 1) * 1e6:.3f}")


if __name__ == "__main__":
    main()
