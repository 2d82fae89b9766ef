// Path helpers for the drawings: polygons whose corners are rounded into curves.

/** x, y and the radius its corner is rounded with (0 or none: a sharp corner). */
export type Pt = [number, number, number?];

const f = (n: number) => Math.round(n * 10) / 10;

/**
 * An SVG path through `points` with each corner replaced by a quadratic curve of (at most) its
 * radius, so a few points make a smooth body line. `closed`: the path ends with Z; else its
 * first and last points stay sharp and `prefix` starts it (e.g. 'L' to continue a path).
 */
export function roundedPath(points: Pt[], closed = true, prefix = 'M'): string {
  const n = points.length;
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    const [x, y, r = 0] = points[i];
    const open = !closed && (i === 0 || i === n - 1);
    if (open || r === 0) {
      out.push(`${out.length ? 'L' : prefix} ${f(x)} ${f(y)}`);
      continue;
    }
    const [px, py] = points[(i - 1 + n) % n];
    const [nx, ny] = points[(i + 1) % n];
    const d1 = Math.hypot(px - x, py - y);
    const d2 = Math.hypot(nx - x, ny - y);
    const rr = Math.min(r, d1 / 2, d2 / 2);
    const ax = x + ((px - x) * rr) / d1;
    const ay = y + ((py - y) * rr) / d1;
    const bx = x + ((nx - x) * rr) / d2;
    const by = y + ((ny - y) * rr) / d2;
    out.push(`${out.length ? 'L' : prefix} ${f(ax)} ${f(ay)} Q ${f(x)} ${f(y)} ${f(bx)} ${f(by)}`);
  }
  return out.join(' ') + (closed ? ' Z' : '');
}

/** Deterministic 32-bit hash of a text (FNV-1a), for per-listing variations. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}
