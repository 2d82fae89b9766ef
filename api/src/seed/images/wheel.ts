// An alloy wheel seen from the side: tyre with sidewall, brake disc and calliper behind the
// spokes, and one of a few spoke designs (a listing's variant picks one).

const f = (n: number) => Math.round(n * 10) / 10;

function spoke(cx: number, cy: number, inner: number, outer: number, angle: number, wIn: number, wOut: number): string {
  const ca = Math.cos(angle);
  const sa = Math.sin(angle);
  const px = -sa;
  const py = ca;
  const p = (r: number, w: number, side: number) =>
    `${f(cx + ca * r + px * w * side)} ${f(cy + sa * r + py * w * side)}`;
  return `M ${p(inner, wIn, -1)} L ${p(outer, wOut, -1)} L ${p(outer, wOut, 1)} L ${p(inner, wIn, 1)} Z`;
}

export const WHEEL_STYLES = 4;

/** The spokes of design `style` (0-3) as one path: 5 broad, 10 split, 7 twin, or 14 thin. */
function spokes(cx: number, cy: number, rim: number, style: number): string {
  const hub = rim * 0.2;
  const paths: string[] = [];
  const add = (n: number, offset: number, wIn: number, wOut: number) => {
    for (let i = 0; i < n; i++)
      paths.push(spoke(cx, cy, hub * 0.8, rim * 0.93, offset + (i * 2 * Math.PI) / n - Math.PI / 2, wIn, wOut));
  };
  if (style === 0) add(5, 0, rim * 0.1, rim * 0.17);
  else if (style === 1) {
    add(5, 0.11, rim * 0.05, rim * 0.07);
    add(5, -0.11, rim * 0.05, rim * 0.07);
  } else if (style === 2) {
    add(7, 0.07, rim * 0.045, rim * 0.08);
    add(7, -0.07, rim * 0.045, rim * 0.08);
  } else add(14, 0, rim * 0.035, rim * 0.06);
  return paths.join(' ');
}

/** A wheel centred at (cx, cy): tyre radius `r`, rim radius `rim`; `id` makes the gradient ids unique. */
export function wheel(cx: number, cy: number, r: number, rim: number, style: number, id: string): string {
  return (
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="url(#tyre${id})"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(r - 3)}" fill="none" stroke="#3a3c41" stroke-width="2" opacity="0.7"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(rim)}" fill="#2a2c31"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(rim * 0.72)}" fill="url(#disc${id})"/>` +
    `<path d="M ${f(cx + rim * 0.38)} ${f(cy - rim * 0.62)} A ${f(rim * 0.72)} ${f(rim * 0.72)} 0 0 1 ${f(cx + rim * 0.7)} ${f(cy - rim * 0.1)} L ${f(cx + rim * 0.5)} ${f(cy - rim * 0.08)} A ${f(rim * 0.5)} ${f(rim * 0.5)} 0 0 0 ${f(cx + rim * 0.28)} ${f(cy - rim * 0.42)} Z" fill="${style % 2 ? '#b3282d' : '#55595f'}"/>` +
    `<path d="${spokes(cx, cy, rim, style)}" fill="url(#alloy${id})" stroke="#5b6068" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(rim)}" fill="none" stroke="url(#alloy${id})" stroke-width="${f(rim * 0.09)}"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(rim * 0.24)}" fill="url(#alloy${id})" stroke="#6a7078" stroke-width="1.5"/>` +
    `<circle cx="${cx}" cy="${cy}" r="${f(rim * 0.1)}" fill="#30333a"/>`
  );
}

/** Gradients the wheels use (tyre, alloy, brake disc). */
export const wheelDefs = (
  id: string,
) => `<radialGradient id="tyre${id}"><stop offset="0.72" stop-color="#26272b"/><stop offset="0.9" stop-color="#16171a"/><stop offset="1" stop-color="#0d0d0f"/></radialGradient>
  <linearGradient id="alloy${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f2f4f6"/><stop offset="0.45" stop-color="#b9bfc6"/><stop offset="0.55" stop-color="#d6dadf"/><stop offset="1" stop-color="#7d838b"/></linearGradient>
  <radialGradient id="disc${id}"><stop offset="0.3" stop-color="#6f737a"/><stop offset="0.9" stop-color="#9a9ea4"/><stop offset="1" stop-color="#55585e"/></radialGradient>`;
