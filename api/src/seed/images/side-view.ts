// The car seen from its side, facing right, in the 1000 x 400 box of profiles.ts.
import { roundedPath, type Pt } from './geometry';
import { variantOf, type CarLook } from './look';
import { lightness, paintOf, shade, trimOf } from './paint';
import { profileOf, type Profile } from './profiles';
import { wheel, wheelDefs, WHEEL_STYLES } from './wheel';

const GROUND = 400;

/** The body outline: the top line, then the lower edge with both wheel arches cut out. */
function bodyPath(p: Profile): string {
  const top = roundedPath(p.body, false);
  const arch = (wx: number) => {
    const dy = p.sill - (GROUND - p.r);
    const dx = Math.sqrt(Math.max(0, p.arch * p.arch - dy * dy));
    return `L ${wx + dx} ${p.sill} A ${p.arch} ${p.arch} 0 ${dy > 0 ? 1 : 0} 0 ${wx - dx} ${p.sill}`;
  };
  const [rear, front] = p.wheels;
  return `${top} L ${p.body[p.body.length - 1][0]} ${p.sill} ${arch(front)} ${arch(rear)} L ${p.body[0][0] + 6} ${p.sill} Z`;
}

function archShadow(p: Profile, wx: number): string {
  const cy = GROUND - p.r;
  const dy = p.sill - cy;
  const dx = Math.sqrt(Math.max(0, p.arch * p.arch - dy * dy));
  return `<path d="M ${wx - dx} ${p.sill} A ${p.arch} ${p.arch} 0 ${dy > 0 ? 1 : 0} 1 ${wx + dx} ${p.sill} Z" fill="#0e0f11"/>`;
}

function archCladding(p: Profile, wx: number): string {
  const cy = GROUND - p.r;
  const R = p.arch + 7;
  const dy = p.sill - cy;
  const dx = Math.sqrt(Math.max(0, R * R - dy * dy));
  return `<path d="M ${wx - dx} ${p.sill} A ${R} ${R} 0 ${dy > 0 ? 1 : 0} 1 ${wx + dx} ${p.sill}" fill="none" stroke="#1d1e21" stroke-width="16"/>`;
}

/** Gradient stops of the paint down the body: lit shoulder above the crease, darker below, darkest at the sill. */
function paintStops(paint: string, p: Profile, top: number): string {
  const t = (y: number) => Math.max(0, Math.min(1, (y - top) / (p.sill - top))).toFixed(3);
  const light = lightness(paint) > 0.7;
  return (
    `<stop offset="0" stop-color="${shade(paint, 0.3)}"/><stop offset="${t(p.belt)}" stop-color="${shade(paint, 0.12)}"/>` +
    `<stop offset="${t(p.crease - 3)}" stop-color="${shade(paint, light ? 0.4 : 0.28)}"/><stop offset="${t(p.crease + 3)}" stop-color="${shade(paint, light ? -0.04 : 0)}"/>` +
    `<stop offset="0.82" stop-color="${shade(paint, light ? -0.14 : -0.25)}"/><stop offset="1" stop-color="${shade(paint, light ? -0.32 : -0.55)}"/>`
  );
}

const polygon = (points: Pt[], attrs: string) => `<path d="${roundedPath(points)}" ${attrs}/>`;

/** The car alone, facing right, in the 1000 x 400 box (ground at y = 400); `id` keeps gradient ids unique within one picture. */
export function sideCar(look: CarLook, id: string): string {
  const p = profileOf(look.bodyType);
  const paint = paintOf(look.exteriorColor, variantOf(look, 'paint', 12));
  const dark = shade(paint, -0.5);
  const top = Math.min(...p.body.map(([, y]) => y));
  const cy = GROUND - p.r;
  const [rear, front] = p.wheels;
  const style = variantOf(look, 'wheel', WHEEL_STYLES);
  const glassTop = Math.min(...p.glass.map(([, y]) => y));
  const pillars = p.pillars
    .map(
      ([x, lean, w]) =>
        `<path d="M ${x - w / 2} ${p.belt + 4} L ${x + lean - w / 2} ${glassTop - 6} L ${x + lean + w / 2} ${glassTop - 6} L ${x + w / 2} ${p.belt + 4} Z" fill="#121418"/>`,
    )
    .join('');
  const doorXs = p.doors.map(([x]) => x).sort((a, b) => b - a);
  const handles = doorXs
    .slice(0, -1)
    .map((x, i) => {
      const hx = doorXs[i + 1] + Math.min(70, (x - doorXs[i + 1]) * 0.22);
      return `<rect x="${hx}" y="${p.crease - 16}" width="34" height="8" rx="4" fill="${shade(paint, -0.3)}" stroke="${shade(paint, 0.3)}" stroke-width="1"/>`;
    })
    .join('');
  const doors = p.doors
    .map(
      ([xb, xs]) =>
        `<path d="M ${xb} ${p.belt + 2} L ${xs} ${p.sill - 16}" stroke="${shade(paint, -0.5)}" stroke-width="2.2" opacity="0.75"/>`,
    )
    .join('');
  const [mx, my] = p.mirror;
  const mirror =
    `<path d="M ${mx} ${my + 2} L ${mx + 14} ${my - 8} L ${mx + 22} ${my - 8}" stroke="#17181b" stroke-width="6" fill="none"/>` +
    polygon(
      [
        [mx + 6, my - 8, 8],
        [mx + 14, my - 34, 10],
        [mx + 48, my - 32, 12],
        [mx + 52, my - 14, 8],
        [mx + 26, my - 4, 8],
      ],
      `fill="${shade(paint, 0.05)}" stroke="${dark}" stroke-width="2"`,
    );
  const light = lightness(paint) > 0.7;
  return `<defs>
    <linearGradient id="paint${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${top}" x2="0" y2="${p.sill}">${paintStops(paint, p, top)}</linearGradient>
    <linearGradient id="glass${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9fb5c8"/><stop offset="0.35" stop-color="#3d4d5e"/><stop offset="1" stop-color="#151b22"/></linearGradient>
    <linearGradient id="lamp${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#c9d3dc"/></linearGradient>
    <linearGradient id="tail${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4a4f"/><stop offset="1" stop-color="#8c0d12"/></linearGradient>
    <radialGradient id="floorShadow${id}"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.7" stop-color="#000" stop-opacity="0.2"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
    <clipPath id="bodyClip${id}"><path d="${bodyPath(p)}"/></clipPath>
    <clipPath id="glassClip${id}"><path d="${roundedPath(p.glass)}"/></clipPath>
    ${wheelDefs(id)}
  </defs>
  <ellipse cx="500" cy="${GROUND + 2}" rx="540" ry="30" fill="url(#floorShadow${id})"/>
  <rect x="${rear}" y="${GROUND - 8}" width="${front - rear}" height="14" rx="7" fill="#000" opacity="0.25"/><ellipse cx="${rear}" cy="${GROUND}" rx="${p.r * 1.1}" ry="9" fill="#000" opacity="0.5"/><ellipse cx="${front}" cy="${GROUND}" rx="${p.r * 1.1}" ry="9" fill="#000" opacity="0.5"/>
  ${
    p.rails
      ? `<path d="${roundedPath(
          [
            [p.glass[1][0] + 20, top + 2],
            [p.glass[1][0] + 30, top - 10, 6],
            [p.glass[p.glass.length - 2][0] - 70, top - 10, 6],
            [p.glass[p.glass.length - 2][0] - 60, top + 2],
          ],
          false,
        )}" fill="none" stroke="#1b1c1f" stroke-width="7" stroke-linejoin="round"/>`
      : ''
  }
  ${
    p.open
      ? polygon(
          p.open,
          `fill="${trimOf(look.interiorColor)}" stroke="${shade(trimOf(look.interiorColor), -0.4)}" stroke-width="2"`,
        ) +
        polygon(
          p.open.map(([x, y, r]) => [x - 110, y + 6, r] as Pt),
          `fill="${shade(trimOf(look.interiorColor), -0.15)}"`,
        )
      : ''
  }
  ${archShadow(p, rear)}${archShadow(p, front)}
  <path d="${bodyPath(p)}" fill="url(#paint${id})" stroke="${dark}" stroke-width="2.5" stroke-linejoin="round"/>
  <g clip-path="url(#bodyClip${id})">
    <path d="M 0 ${p.crease - 4} L 1000 ${p.crease - 9}" stroke="#fff" stroke-width="3" opacity="${light ? 0.7 : 0.35}"/>
    <rect x="0" y="${p.sill - (p.cladding ? 28 : 18)}" width="1000" height="30" fill="${p.cladding ? '#1d1e21' : shade(paint, -0.55)}" opacity="${p.cladding ? 1 : 0.6}"/>
    ${doors}
    ${p.bed ? `<rect x="${p.bed - 3}" y="0" width="6" height="400" fill="#16171a"/><rect x="0" y="${p.body[2][1] - 2}" width="${p.bed}" height="9" fill="#1b1c1f"/>` : ''}
    ${p.track ? `<path d="M ${p.track[0]} ${p.track[2]} L ${p.track[1]} ${p.track[2]}" stroke="#1a1b1e" stroke-width="5"/>` : ''}
    ${polygon(
      [
        [960, p.sill - 66, 10],
        [1000, p.sill - 70],
        [1000, p.sill - 26],
        [950, p.sill - 24, 10],
      ],
      'fill="#17181b" opacity="0.85"',
    )}
  </g>
  ${p.cladding ? archCladding(p, rear) + archCladding(p, front) : ''}
  <path d="${roundedPath(p.glass)}" fill="url(#glass${id})" stroke="${variantOf(look, 'trim', 3) === 1 ? '#c9ced4' : '#121418'}" stroke-width="${p.open ? 6 : 4}" stroke-linejoin="round"/>
  <g clip-path="url(#glassClip${id})">${pillars}<path d="M ${p.glass[0][0] + 60} ${p.belt} L ${p.glass[0][0] + 200} ${glassTop - 10} L ${p.glass[0][0] + 250} ${glassTop - 10} L ${p.glass[0][0] + 110} ${p.belt} Z" fill="#fff" opacity="0.1"/></g>
  ${handles}${p.open ? '' : mirror}
  ${polygon(p.headlight, `fill="url(#lamp${id})" stroke="#4c5259" stroke-width="2"`)}
  <path d="M ${p.headlight[0][0] + 6} ${p.headlight[0][1] + 4} L ${p.headlight[1][0] - 8} ${p.headlight[1][1] + 4}" stroke="#fff" stroke-width="3" stroke-linecap="round"/>
  ${polygon(p.taillight, `fill="url(#tail${id})" stroke="#5a0a0d" stroke-width="1.5"`)}
  ${wheel(rear, cy, p.r, p.r * p.rim, style, id)}${wheel(front, cy, p.r, p.r * p.rim, style, id)}`;
}
