#!/usr/bin/env python3
"""Checks that PNG screenshots are real pictures: decodes them (standard library only)
and fails when an image is blank (nearly one colour) or missing.

With --covered R,G,B the pictures must instead show the hot-seat cover: that colour over
nearly the whole window (only the cover's own lines of text on it), so nothing of the
game behind it (board, panels, log) can be seen.

usage: png_check.py FILE [FILE...]
       png_check.py --covered R,G,B FILE [FILE...]
"""
import struct
import sys
import zlib


def decode(path):
    """Returns (width, height, rows of RGB tuples sampled every 4th pixel)."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, color, _, _, interlace = header
    if depth != 8 or interlace != 0 or color not in (2, 6):
        raise ValueError(f"unsupported PNG layout (depth {depth}, colour {color})")
    bpp = 4 if color == 6 else 3
    raw = zlib.decompress(idat)
    stride = width * bpp
    prev = bytearray(stride)
    rows = []
    i = 0
    for _ in range(height):
        f = raw[i]
        line = bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if f == 1:
                line[x] = (line[x] + a) & 255
            elif f == 2:
                line[x] = (line[x] + b) & 255
            elif f == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif f == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                line[x] = (line[x] + pred) & 255
        rows.append([tuple(line[x:x + 3]) for x in range(0, stride, bpp * 4)])
        prev = line
    return width, height, rows


def check_all(paths, judge):
    """Decodes each picture and asks `judge(path, w, h, rows)` whether it passes (it
    prints its own line); exits 1 when one failed or could not be read."""
    failed = False
    for path in paths:
        try:
            w, h, rows = decode(path)
        except (OSError, ValueError) as e:
            print(f"{path}: FAILED, {e}")
            failed = True
            continue
        failed |= not judge(path, w, h, rows)
    sys.exit(1 if failed else 0)


def covered(colour):
    """The hot-seat cover: 93% or more of the pixels within 8 of `colour`, and none of
    the rest in the top quarter of the window or its outer fifth on each side (the
    cover's text sits in the middle)."""
    def judge(path, w, h, rows):
        near = lambda px: all(abs(px[i] - colour[i]) <= 8 for i in range(3))
        total = same = stray = 0
        for y, row in enumerate(rows):
            for i, px in enumerate(row):
                x = i * 4
                total += 1
                if near(px):
                    same += 1
                elif y < h * 0.25 or x < w * 0.2 or x > w * 0.8:
                    stray += 1
        share = same / total
        ok = share >= 0.93 and stray == 0
        print(f"{path}: {w}x{h}, {share:.1%} cover colour, {stray} pixel(s) off it outside "
              f"the cover's text: {'ok' if ok else 'FAILED, something shows through'}")
        return ok
    return judge


def not_blank(path, w, h, rows):
    """A real picture: at least 8 colour buckets, none covering 97% of it."""
    colours = {}
    for row in rows[::4]:
        for px in row:
            key = (px[0] // 16, px[1] // 16, px[2] // 16)
            colours[key] = colours.get(key, 0) + 1
    total = sum(colours.values())
    top = max(colours.values()) / total
    ok = len(colours) >= 8 and top < 0.97
    print(f"{path}: {w}x{h}, {len(colours)} colour buckets, most common {top:.0%}: "
          f"{'ok' if ok else 'FAILED, looks blank'}")
    return ok


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--covered":
        check_all(sys.argv[3:], covered(tuple(int(c) for c in sys.argv[2].split(","))))
    check_all(sys.argv[1:], not_blank)


if __name__ == "__main__":
    main()
