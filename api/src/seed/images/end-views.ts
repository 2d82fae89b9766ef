// The car seen from the front or the rear, its height and width from its body type's profile.
import { roundedPath, type Pt } from './geometry';
import { variantOf, type CarLook } from './look';
import { lightness, paintOf, shade, trimOf } from './paint';
import { profileOf } from './profiles';

const CX = 480;
const GROUND = 572;

const path = (points: Pt[], attrs: string) => `<path d="${roundedPath(points)}" ${attrs}/>`;
const mirrorX = (points: Pt[]): Pt[] => points.map(([x, y, r]) => [2 * CX - x, y, r] as Pt).reverse();

export function endView(look: CarLook, rear: boolean): string {
  const p = profileOf(look.bodyType);
  const paint = paintOf(look.exteriorColor, variantOf(look, 'paint', 12));
  const dark = shade(paint, -0.5);
  const top = Math.min(...p.body.map(([, py]) => py), ...p.glass.map(([, py]) => py));
  /** Scaled so the car is 390 px tall; its width a little wider than true (a straight-on view reads narrow). */
  const S = Math.min(1.3, 390 / (400 - top));
  const y = (py: number) => GROUND + (py - 400) * S;
  const half = (p.width / 2) * S * 1.14;
  const roof = y(top);
  const belt = y(p.belt + (p.open ? 0 : 6));
  const crease = y(p.crease);
  const sill = y(p.sill);
  const bottom = sill + 8;
  const hood = belt + 10;
  const rw = (p.roofWidth / 2) * S * 1.14;
  const bw = half * 0.84;
  const electric = look.fuelType === 'Electric' || look.fuelType === 'Hydrogen Fuel Cell';
  const light = lightness(paint) > 0.7;
  const tyreH = p.r * S * 0.95;
  const tyreW = 56 * S;
  const body: Pt[] = [
    [CX - half + 12, bottom, 14],
    [CX - half - 4, crease + 10, 40],
    [CX - half + 26, hood, 50],
    [CX + half - 26, hood, 50],
    [CX + half + 4, crease + 10, 40],
    [CX + half - 12, bottom, 14],
  ];
  const cabin: Pt[] = [
    [CX - bw, belt + 8],
    [CX - rw, roof, 34],
    [CX + rw, roof, 34],
    [CX + bw, belt + 8],
  ];
  const inset = rear ? 14 : 0;
  const glass: Pt[] = [
    [CX - bw + 22 + inset, belt + 2 - inset, 10],
    [CX - rw + 16 + inset, roof + 12 + inset, 26],
    [CX + rw - 16 - inset, roof + 12 + inset, 26],
    [CX + bw - 22 - inset, belt + 2 - inset, 10],
  ];
  const lampTop = rear ? belt + 18 : y(p.headlight[0][1]) + 4;
  const lamp: Pt[] = rear
    ? [
        [CX - half + 16, lampTop, 10],
        [CX - half * 0.42, lampTop + 4, 8],
        [CX - half * 0.44, lampTop + 30, 8],
        [CX - half + 20, lampTop + 38, 10],
      ]
    : [
        [CX - half + 22, lampTop, 10],
        [CX - half * 0.5, lampTop + 10, 8],
        [CX - half * 0.52, lampTop + 30, 8],
        [CX - half + 26, lampTop + 26, 10],
      ];
  const pickup = Boolean(p.bed);
  const grilleW = pickup ? half * 0.62 : look.bodyType === 'SUV' ? half * 0.48 : half * 0.4;
  const grilleTop = pickup ? hood + 12 : lampTop + 14;
  const grilleBottom = pickup ? crease + 70 : Math.max(crease + 34, lampTop + 58);
  const front = electric
    ? `${path(
        [
          [CX - grilleW, grilleTop + 10, 16],
          [CX + grilleW, grilleTop + 10, 16],
          [CX + grilleW - 10, grilleTop + 22, 10],
          [CX - grilleW + 10, grilleTop + 22, 10],
        ],
        'fill="#1b1c20" opacity="0.6"',
      )}`
    : `${path(
        [
          [CX - grilleW, grilleTop, 14],
          [CX + grilleW, grilleTop, 14],
          [CX + grilleW - 20, grilleBottom, 18],
          [CX - grilleW + 20, grilleBottom, 18],
        ],
        'fill="#141518" stroke="#9aa0a7" stroke-width="3"',
      )}` +
      Array.from(
        { length: 4 },
        (_, i) =>
          `<path d="M ${CX - grilleW + 24} ${grilleTop + 12 + i * ((grilleBottom - grilleTop - 16) / 4)} L ${CX + grilleW - 24} ${grilleTop + 12 + i * ((grilleBottom - grilleTop - 16) / 4)}" stroke="#3b3e44" stroke-width="4"/>`,
      ).join('');
  const intake = path(
    [
      [CX - half * 0.62, sill - 46, 14],
      [CX + half * 0.62, sill - 46, 14],
      [CX + half * 0.56, sill - 14, 12],
      [CX - half * 0.56, sill - 14, 12],
    ],
    'fill="#16171a"',
  );
  const plateY = rear ? crease + 18 : sill - 86;
  const plate = `<rect x="${CX - 58}" y="${plateY}" width="116" height="34" rx="4" fill="#f5f5f1" stroke="#5b5f66" stroke-width="2"/><rect x="${CX - 44}" y="${plateY + 12}" width="88" height="10" rx="3" fill="#c4c8cc"/>`;
  const exhaust = electric
    ? ''
    : `<ellipse cx="${CX - half * 0.55}" cy="${sill - 20}" rx="18" ry="9" fill="#101114" stroke="#b9bec4" stroke-width="3"/><ellipse cx="${CX + half * 0.55}" cy="${sill - 20}" rx="18" ry="9" fill="#101114" stroke="#b9bec4" stroke-width="3"/>`;
  const lampFill = rear ? 'url(#eTail)' : 'url(#eLamp)';
  const openTop = p.open
    ? [
        [CX - 120, belt + 4],
        [CX - 30, belt + 4],
      ]
        .map(([x0]) =>
          path(
            [
              [x0 - 10, belt + 6],
              [x0 - 6, belt - 70, 18],
              [x0 + 56, belt - 70, 18],
              [x0 + 60, belt + 6],
            ],
            `fill="${trimOf(look.interiorColor)}" stroke="${shade(trimOf(look.interiorColor), -0.4)}" stroke-width="2"`,
          ),
        )
        .join('') +
      path(
        [
          [CX + 120 - 10, belt + 6],
          [CX + 120 - 6, belt - 70, 18],
          [CX + 120 + 56, belt - 70, 18],
          [CX + 120 + 60, belt + 6],
        ],
        `fill="${trimOf(look.interiorColor)}"`,
      )
    : '';
  const windscreen = p.open
    ? rear
      ? ''
      : path(
          [
            [CX - bw + 30, belt + 4, 6],
            [CX - bw + 60, belt - 84, 14],
            [CX + bw - 60, belt - 84, 14],
            [CX + bw - 30, belt + 4, 6],
          ],
          'fill="url(#eGlass)" fill-opacity="0.55" stroke="#16181c" stroke-width="8"',
        )
    : '';
  return `<defs>
    <linearGradient id="eBody" gradientUnits="userSpaceOnUse" x1="0" y1="${roof}" x2="0" y2="${bottom}"><stop offset="0" stop-color="${shade(paint, 0.3)}"/><stop offset="0.45" stop-color="${shade(paint, light ? 0.3 : 0.15)}"/><stop offset="0.5" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, light ? -0.3 : -0.55)}"/></linearGradient>
    <linearGradient id="eSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.35"/><stop offset="0.18" stop-color="#000" stop-opacity="0"/><stop offset="0.82" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.35"/></linearGradient>
    <linearGradient id="eGlass" x1="0" y1="0" x2="0.4" y2="1"><stop offset="0" stop-color="#a3b9cc"/><stop offset="0.5" stop-color="#3a4a5a"/><stop offset="1" stop-color="#141a21"/></linearGradient>
    <linearGradient id="eLamp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#b9c5cf"/></linearGradient>
    <linearGradient id="eTail" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff4d52"/><stop offset="1" stop-color="#7d0a0f"/></linearGradient>
    <radialGradient id="eShadow"><stop offset="0" stop-color="#000" stop-opacity="0.5"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
  </defs>
  <ellipse cx="${CX}" cy="${GROUND}" rx="${half + 90}" ry="30" fill="url(#eShadow)"/>
  <rect x="${CX - half + 10}" y="${GROUND - tyreH}" width="${tyreW}" height="${tyreH}" rx="12" fill="#151619"/>
  <rect x="${CX + half - 10 - tyreW}" y="${GROUND - tyreH}" width="${tyreW}" height="${tyreH}" rx="12" fill="#151619"/>
  ${openTop}
  ${p.open ? '' : path(cabin, `fill="url(#eBody)" stroke="${dark}" stroke-width="2"`)}
  ${p.open ? '' : path(glass, `fill="url(#eGlass)" stroke="#111317" stroke-width="4"`)}
  ${p.open ? '' : `<path d="M ${CX - rw + 40} ${roof + 18} L ${CX - bw + 120} ${belt} L ${CX - bw + 170} ${belt} L ${CX - rw + 90} ${roof + 18} Z" fill="#fff" opacity="0.1"/>`}
  ${path(body, `fill="url(#eBody)" stroke="${dark}" stroke-width="2.5"`)}
  ${path(body, 'fill="url(#eSide)"')}
  ${windscreen}
  ${
    p.open
      ? ''
      : [
          path(
            [
              [CX - bw - 4, belt + 4, 6],
              [CX - bw - 52, belt - 6, 10],
              [CX - bw - 56, belt + 22, 10],
              [CX - bw - 8, belt + 26, 6],
            ],
            `fill="${shade(paint, 0.05)}" stroke="${dark}" stroke-width="2"`,
          ),
          path(
            mirrorX([
              [CX - bw - 4, belt + 4, 6],
              [CX - bw - 52, belt - 6, 10],
              [CX - bw - 56, belt + 22, 10],
              [CX - bw - 8, belt + 26, 6],
            ]),
            `fill="${shade(paint, 0.05)}" stroke="${dark}" stroke-width="2"`,
          ),
        ].join('')
  }
  <path d="M ${CX - half + 30} ${hood + 4} Q ${CX} ${hood - 6} ${CX + half - 30} ${hood + 4}" stroke="#fff" stroke-width="3" fill="none" opacity="${light ? 0.8 : 0.35}"/>
  ${path(lamp, `fill="${lampFill}" stroke="#42474e" stroke-width="2"`)}${path(mirrorX(lamp), `fill="${lampFill}" stroke="#42474e" stroke-width="2"`)}
  ${rear && variantOf(look, 'lightBar', 2) === 0 ? `<rect x="${CX - half * 0.44}" y="${lampTop + 10}" width="${half * 0.88}" height="7" rx="3" fill="#e0262c"/>` : ''}
  ${rear ? '' : `<path d="M ${CX - half + 30} ${lampTop + 6} L ${CX - half * 0.52} ${lampTop + 14}" stroke="#fff" stroke-width="4" stroke-linecap="round"/><path d="M ${CX + half - 30} ${lampTop + 6} L ${CX + half * 0.52} ${lampTop + 14}" stroke="#fff" stroke-width="4" stroke-linecap="round"/>`}
  ${rear ? '' : front}
  ${rear ? '' : intake}
  ${rear ? `<rect x="${CX - half + 40}" y="${sill - 40}" width="${2 * half - 80}" height="30" rx="12" fill="#16171a"/>${exhaust}` : ''}
  ${plate}`;
}
