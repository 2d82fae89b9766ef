// Stylised car pictures drawn as SVG (no network, no stock photos): a side view per body
// type in the exterior colour, front and rear views, a wheel close-up and an interior.
// Rendered to JPEG by render.ts.

export const WIDTH = 960;
export const HEIGHT = 640;
/** Output size of the pictures (drawn in a 960 x 640 space, scaled down: cheaper to render). */
export const OUT_WIDTH = 840;
export const OUT_HEIGHT = 560;

const PAINT: Record<string, string> = {
  White: '#eceeee', Black: '#1d1e22', Silver: '#b9bec4', Gray: '#6a7079', Blue: '#1f4f9e', Red: '#b3171d', Green: '#2f6a44',
  Brown: '#6e4529', Yellow: '#e2b412', Orange: '#dd651c', Purple: '#5a2c86', Gold: '#c49a45', Burgundy: '#6b1a2c',
};
const TRIM: Record<string, string> = {
  Black: '#1f1f22', Gray: '#5b5e63', Beige: '#cdb898', Brown: '#5e3b25', White: '#e9e6df', Cream: '#e6dcc2', Red: '#8c1c1f',
  Blue: '#28406b', Burgundy: '#5c1a27', Tan: '#b08a5f',
};

export const paintOf = (name: string) => PAINT[name] ?? '#7a8088';
export const trimOf = (name: string) => TRIM[name] ?? '#3a3a3e';

function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) => Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = ch((n >> 16) & 255); const g = ch((n >> 8) & 255); const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

type Pt = [number, number];
interface Profile { body: Pt[]; windows: Pt[][]; wheels: [number, number]; r: number; sill: number; light: Pt; tail: Pt; open?: boolean }

// Side profiles, facing right, in a 1000 x 400 box (ground at y = 392).
const PROFILES: Record<string, Profile> = {
  Sedan: { body: [[18, 330], [14, 262], [40, 240], [160, 232], [290, 212], [380, 142], [575, 138], [705, 212], [880, 232], [978, 256], [986, 330]], windows: [[[300, 208], [388, 152], [470, 150], [470, 208]], [[482, 208], [482, 150], [568, 148], [680, 208]]], wheels: [205, 790], r: 62, sill: 336, light: [955, 258], tail: [22, 258] },
  Coupe: { body: [[18, 332], [14, 270], [40, 250], [170, 240], [300, 220], [420, 150], [540, 148], [720, 222], [885, 240], [980, 264], [986, 332]], windows: [[[318, 216], [426, 160], [535, 158], [690, 218]]], wheels: [205, 795], r: 62, sill: 338, light: [958, 266], tail: [22, 266] },
  Convertible: { body: [[18, 332], [14, 270], [40, 252], [180, 244], [330, 238], [640, 236], [600, 168], [612, 166], [660, 232], [885, 242], [980, 266], [986, 332]], windows: [[[604, 170], [612, 168], [652, 230], [640, 232]]], wheels: [205, 795], r: 62, sill: 338, light: [958, 268], tail: [22, 268], open: true },
  Hatchback: { body: [[40, 332], [34, 250], [70, 150], [140, 132], [520, 132], [665, 212], [860, 236], [972, 258], [980, 332]], windows: [[[88, 206], [104, 156], [150, 144], [300, 142], [300, 206]], [[312, 206], [312, 142], [512, 142], [640, 208]]], wheels: [215, 780], r: 62, sill: 336, light: [950, 258], tail: [42, 236] },
  Wagon: { body: [[16, 332], [14, 250], [36, 150], [80, 134], [560, 132], [700, 212], [880, 232], [978, 256], [986, 332]], windows: [[[52, 206], [62, 158], [96, 144], [250, 142], [250, 206]], [[262, 206], [262, 142], [460, 142], [460, 206]], [[472, 206], [472, 142], [552, 142], [676, 208]]], wheels: [205, 790], r: 62, sill: 336, light: [955, 256], tail: [20, 236] },
  SUV: { body: [[16, 318], [14, 236], [26, 132], [60, 108], [610, 106], [730, 196], [905, 206], [982, 228], [988, 318]], windows: [[[44, 192], [50, 136], [80, 122], [250, 120], [250, 192]], [[262, 192], [262, 120], [470, 120], [470, 192]], [[482, 192], [482, 120], [600, 120], [705, 194]]], wheels: [205, 795], r: 72, sill: 322, light: [962, 226], tail: [18, 214] },
  Crossover: { body: [[18, 326], [14, 246], [44, 162], [110, 126], [565, 124], [702, 206], [888, 224], [980, 246], [986, 326]], windows: [[[68, 204], [84, 166], [130, 138], [290, 136], [290, 204]], [[302, 204], [302, 136], [480, 136], [480, 204]], [[492, 204], [492, 136], [556, 136], [676, 206]]], wheels: [210, 790], r: 68, sill: 330, light: [958, 246], tail: [20, 226] },
  Minivan: { body: [[16, 322], [14, 226], [22, 120], [56, 96], [650, 96], [810, 200], [925, 216], [982, 236], [988, 322]], windows: [[[40, 190], [44, 128], [76, 110], [240, 108], [240, 190]], [[252, 190], [252, 108], [520, 108], [520, 190]], [[532, 190], [532, 108], [640, 108], [780, 196]]], wheels: [200, 810], r: 66, sill: 326, light: [964, 234], tail: [18, 206] },
  'Pickup Truck': { body: [[14, 316], [12, 210], [402, 210], [404, 118], [612, 112], [730, 196], [906, 204], [984, 222], [990, 316]], windows: [[[420, 196], [420, 128], [600, 124], [704, 196]]], wheels: [200, 800], r: 74, sill: 320, light: [964, 222], tail: [16, 226] },
};

export const profileOf = (bodyType: string) => PROFILES[bodyType] ?? PROFILES.Sedan;

const pts = (p: Pt[]) => p.map(([x, y]) => `${x},${y}`).join(' ');

function wheel(cx: number, cy: number, r: number, id: string): string {
  const spokes = Array.from({ length: 5 }, (_, i) => {
    const a = (i * 72 * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${(cx + Math.cos(a) * r * 0.58).toFixed(1)}" y2="${(cy + Math.sin(a) * r * 0.58).toFixed(1)}" stroke="#8d939b" stroke-width="${(r * 0.14).toFixed(1)}" stroke-linecap="round"/>`;
  }).join('');
  return `<circle cx="${cx}" cy="${cy}" r="${r + 10}" fill="#111214"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1c1f"/>`
    + `<circle cx="${cx}" cy="${cy}" r="${r * 0.66}" fill="url(#rim${id})"/>${spokes}`
    + `<circle cx="${cx}" cy="${cy}" r="${r * 0.16}" fill="#c9ced4" stroke="#6d7279" stroke-width="3"/>`;
}

/** The car alone, facing right, in the 1000 x 400 box. */
function sideCar(bodyType: string, color: string, id: string): string {
  const p = profileOf(bodyType);
  const paint = paintOf(color);
  const [w1, w2] = p.wheels;
  const groundY = p.sill + p.r * 0.12;
  const doorTop = Math.min(...p.windows.flat().map(([, y]) => y)) + 60;
  const doorLines = p.windows.length > 1
    ? p.windows.slice(0, -1).map((w) => { const x = Math.max(...w.map(([wx]) => wx)) + 6; return `<line x1="${x}" y1="${doorTop - 50}" x2="${x}" y2="${p.sill - 22}" stroke="${shade(paint, -0.35)}" stroke-width="2.5" opacity="0.7"/>`; }).join('')
    : '';
  return `<defs>
    <linearGradient id="paint${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${shade(paint, 0.35)}"/><stop offset="0.45" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.45)}"/>
    </linearGradient>
    <linearGradient id="glass${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#a9c3d6"/><stop offset="0.5" stop-color="#44576a"/><stop offset="1" stop-color="#1e2833"/>
    </linearGradient>
    <radialGradient id="rim${id}"><stop offset="0" stop-color="#e7eaee"/><stop offset="1" stop-color="#7c828a"/></radialGradient>
  </defs>
  <ellipse cx="500" cy="${groundY + 8}" rx="500" ry="26" fill="#000" opacity="0.22"/>
  <circle cx="${w1}" cy="${p.sill}" r="${p.r + 14}" fill="#0c0c0e"/><circle cx="${w2}" cy="${p.sill}" r="${p.r + 14}" fill="#0c0c0e"/>
  <polygon points="${pts(p.body)}" fill="url(#paint${id})" stroke="${shade(paint, -0.55)}" stroke-width="3" stroke-linejoin="round"/>
  <path d="M ${p.body[0][0] + 10} ${p.sill - 40} L ${p.body[p.body.length - 1][0] - 12} ${p.sill - 40}" stroke="#fff" stroke-width="5" opacity="0.18"/>
  <path d="M ${p.body[0][0] + 8} ${p.sill - 6} L ${p.body[p.body.length - 1][0] - 6} ${p.sill - 6}" stroke="#16171a" stroke-width="14" opacity="0.85"/>
  ${p.windows.map((w) => `<polygon points="${pts(w)}" fill="url(#glass${id})" stroke="#15181c" stroke-width="4" stroke-linejoin="round"/>`).join('')}
  ${doorLines}
  <circle cx="${w1}" cy="${p.sill}" r="${p.r + 12}" fill="#0c0c0e"/><circle cx="${w2}" cy="${p.sill}" r="${p.r + 12}" fill="#0c0c0e"/>
  ${wheel(w1, p.sill, p.r, id)}${wheel(w2, p.sill, p.r, id)}
  <ellipse cx="${p.light[0]}" cy="${p.light[1]}" rx="26" ry="9" fill="#fdf6d8" stroke="#8a8f96" stroke-width="2"/>
  <rect x="${p.tail[0] - 6}" y="${p.tail[1] - 10}" width="16" height="22" rx="4" fill="#c4161c"/>
  ${p.open ? '' : `<path d="M ${p.windows[p.windows.length - 1][3][0] - 8} ${p.windows[p.windows.length - 1][3][1] - 2} q 14 -4 18 8 l -16 6 z" fill="${shade(paint, -0.3)}"/>`}
  <rect x="${(w1 + w2) / 2 - 40}" y="${doorTop + 12}" width="30" height="7" rx="3" fill="${shade(paint, -0.4)}"/>`;
}

const STUDIO = `<defs><radialGradient id="bg" cx="0.5" cy="0.38" r="0.75"><stop offset="0" stop-color="#fbfbfc"/><stop offset="0.7" stop-color="#e3e6ea"/><stop offset="1" stop-color="#c9ced5"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#d9dde2"/><stop offset="1" stop-color="#b7bdc5"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect y="455" width="${WIDTH}" height="${HEIGHT - 455}" fill="url(#floor)" opacity="0.55"/>`;

const DUSK = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#233452"/><stop offset="0.55" stop-color="#b8697a"/><stop offset="0.8" stop-color="#f0b27a"/></linearGradient>
  <linearGradient id="road" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3b3f47"/><stop offset="1" stop-color="#1b1d22"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/><circle cx="760" cy="300" r="60" fill="#ffd9a0" opacity="0.75"/>
  <path d="M0 330 L120 300 L260 322 L420 290 L560 318 L720 296 L960 326 L960 380 L0 380 Z" fill="#3d3350" opacity="0.8"/>
  <rect y="372" width="${WIDTH}" height="${HEIGHT - 372}" fill="url(#road)"/><rect y="560" width="${WIDTH}" height="6" fill="#e9d48c" opacity="0.5"/>`;

const svg = (inner: string, viewBox = `0 0 ${WIDTH} ${HEIGHT}`) => `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_WIDTH}" height="${OUT_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;

export function sideView(bodyType: string, color: string): string {
  return svg(`${STUDIO}<g transform="translate(48 150) scale(0.864)">${sideCar(bodyType, color, 's')}</g>`);
}

export function sideViewDusk(bodyType: string, color: string): string {
  return svg(`${DUSK}<g transform="translate(912 178) scale(-0.864 0.864)">${sideCar(bodyType, color, 'd')}</g>`);
}

/** A close-up of the front wheel and arch. */
export function wheelDetail(bodyType: string, color: string): string {
  const p = profileOf(bodyType);
  const cx = 48 + p.wheels[1] * 0.864;
  const cy = 150 + p.sill * 0.864;
  const w = 330; const h = w * (HEIGHT / WIDTH);
  return svg(`${STUDIO}<g transform="translate(48 150) scale(0.864)">${sideCar(bodyType, color, 'w')}</g>`, `${cx - w / 2} ${cy - h * 0.58} ${w} ${h}`);
}

function frontOrRear(bodyType: string, color: string, rear: boolean): string {
  const p = profileOf(bodyType);
  const paint = paintOf(color);
  const roofY = Math.min(...p.body.map(([, y]) => y));
  const beltY = Math.min(...p.windows.flat().map(([, y]) => y)) + (p.open ? 0 : 62);
  const scale = 0.95;
  const top = 150 + roofY * scale; const belt = 150 + beltY * scale; const bottom = 150 + (p.sill + 20) * scale;
  const cx = 480; const half = 300; const roofHalf = p.open ? 250 : 205;
  const lamp = rear ? '#c3161d' : '#fbf4d6';
  const glassTop = p.open ? belt - 70 : top + 14;
  return svg(`${STUDIO}
  <defs><linearGradient id="fp" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(paint, 0.3)}"/><stop offset="0.5" stop-color="${paint}"/><stop offset="1" stop-color="${shade(paint, -0.5)}"/></linearGradient>
  <linearGradient id="fg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9db6c9"/><stop offset="1" stop-color="#26313d"/></linearGradient></defs>
  <ellipse cx="${cx}" cy="${bottom + 20}" rx="${half + 70}" ry="24" fill="#000" opacity="0.25"/>
  <rect x="${cx - half + 18}" y="${bottom - 30}" width="70" height="${60}" rx="12" fill="#121316"/><rect x="${cx + half - 88}" y="${bottom - 30}" width="70" height="60" rx="12" fill="#121316"/>
  ${p.open ? '' : `<path d="M ${cx - roofHalf} ${belt} L ${cx - roofHalf + 40} ${top} L ${cx + roofHalf - 40} ${top} L ${cx + roofHalf} ${belt} Z" fill="url(#fp)"/>`}
  <path d="M ${cx - roofHalf + 14} ${belt - 4} L ${cx - roofHalf + 50} ${glassTop} L ${cx + roofHalf - 50} ${glassTop} L ${cx + roofHalf - 14} ${belt - 4} Z" fill="url(#fg)" stroke="#14171b" stroke-width="4"/>
  <path d="M ${cx - half} ${belt + 30} Q ${cx - half} ${belt} ${cx - half + 40} ${belt} L ${cx + half - 40} ${belt} Q ${cx + half} ${belt} ${cx + half} ${belt + 30} L ${cx + half} ${bottom - 14} Q ${cx + half} ${bottom} ${cx + half - 16} ${bottom} L ${cx - half + 16} ${bottom} Q ${cx - half} ${bottom} ${cx - half} ${bottom - 14} Z" fill="url(#fp)" stroke="${shade(paint, -0.55)}" stroke-width="3"/>
  <rect x="${cx - half - 26}" y="${belt - 4}" width="34" height="22" rx="7" fill="${shade(paint, -0.2)}"/><rect x="${cx + half - 8}" y="${belt - 4}" width="34" height="22" rx="7" fill="${shade(paint, -0.2)}"/>
  <rect x="${cx - half + 26}" y="${belt + 26}" width="${rear ? 110 : 96}" height="30" rx="12" fill="${lamp}" stroke="#6f747b" stroke-width="3"/>
  <rect x="${cx + half - (rear ? 136 : 122)}" y="${belt + 26}" width="${rear ? 110 : 96}" height="30" rx="12" fill="${lamp}" stroke="#6f747b" stroke-width="3"/>
  ${rear
    ? `<rect x="${cx - 70}" y="${belt + 50}" width="140" height="36" rx="4" fill="#f4f4f0" stroke="#555" stroke-width="2"/><rect x="${cx - half + 40}" y="${bottom - 26}" width="${2 * half - 80}" height="14" rx="7" fill="#1a1b1e"/><ellipse cx="${cx + half - 80}" cy="${bottom - 8}" rx="16" ry="7" fill="#2b2b2e" stroke="#9aa0a6" stroke-width="3"/>`
    : `<rect x="${cx - 130}" y="${belt + 30}" width="260" height="${Math.max(48, bottom - belt - 90)}" rx="16" fill="#16171a"/>${[0, 1, 2, 3].map((i) => `<rect x="${cx - 118}" y="${belt + 42 + i * 12}" width="236" height="4" fill="#3a3d42"/>`).join('')}<rect x="${cx - 60}" y="${bottom - 46}" width="120" height="26" rx="4" fill="#f4f4f0" stroke="#555" stroke-width="2"/>`}
  `);
}

export const frontView = (bodyType: string, color: string) => frontOrRear(bodyType, color, false);
export const rearView = (bodyType: string, color: string) => frontOrRear(bodyType, color, true);

export function interiorView(interiorColor: string): string {
  const trim = trimOf(interiorColor);
  return svg(`<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8fb6d8"/><stop offset="1" stop-color="#e6eef5"/></linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2a2c31"/><stop offset="1" stop-color="#121316"/></linearGradient>
    <linearGradient id="seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(trim, 0.25)}"/><stop offset="1" stop-color="${shade(trim, -0.35)}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 250 L300 228 L480 236 L700 222 L960 248 L960 300 L0 300 Z" fill="#6f8f6a"/><path d="M430 300 L530 300 L700 330 L260 330 Z" fill="#7d8188"/>
  <path d="M0 0 L960 0 L960 70 Q480 20 0 70 Z" fill="#1c1d21"/><rect x="0" y="0" width="70" height="${HEIGHT}" fill="#1c1d21"/><rect x="890" y="0" width="70" height="${HEIGHT}" fill="#1c1d21"/>
  <rect x="0" y="440" width="${WIDTH}" height="${HEIGHT - 440}" fill="#141518"/>
  <path d="M0 300 Q480 250 960 300 L960 460 L0 460 Z" fill="url(#dash)"/>
  <path d="M0 330 Q480 290 960 330 L960 350 Q480 312 0 350 Z" fill="${trim}" opacity="0.9"/>
  <rect x="420" y="330" width="150" height="92" rx="10" fill="#0b0c0e" stroke="#4a4e55" stroke-width="3"/><rect x="432" y="342" width="126" height="68" rx="5" fill="#1d3a5c"/>
  <rect x="444" y="356" width="60" height="6" rx="3" fill="#7fb2e5"/><rect x="444" y="372" width="90" height="6" rx="3" fill="#4f7fae"/>
  <circle cx="250" cy="420" r="118" fill="none" stroke="#17181b" stroke-width="30"/><circle cx="250" cy="420" r="40" fill="#202226"/>
  <path d="M140 440 L210 425 L290 425 L360 440" stroke="#17181b" stroke-width="26" fill="none"/>
  <path d="M40 ${HEIGHT} L70 500 Q90 460 150 470 L330 500 Q360 510 360 560 L360 ${HEIGHT} Z" fill="url(#seat)"/>
  <path d="M600 ${HEIGHT} L600 560 Q600 510 640 500 L820 470 Q880 460 900 500 L930 ${HEIGHT} Z" fill="url(#seat)"/>
  <rect x="420" y="470" width="140" height="${HEIGHT - 470}" rx="18" fill="${shade(trim, -0.3)}"/><rect x="470" y="500" width="40" height="70" rx="12" fill="#202226"/>`);
}
