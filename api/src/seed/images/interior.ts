// The cabin seen from the back seat: dashboard, wheel, screen, front seats in the trim colour,
// and a view out through the windscreen that differs by listing.
import { variantOf, type CarLook } from './look';
import { shade, trimOf } from './paint';
import { HEIGHT, WIDTH } from './scene';

const VIEWS: Array<[sky: string, horizon: string, land: string]> = [
  ['#8fb6d8', '#e6eef5', '#6f8f6a'],
  ['#f0b27a', '#f6d9b8', '#7a6a58'],
  ['#9cc3e0', '#dfeaf2', '#8a9b7a'],
  ['#6d8fb8', '#c9d8e8', '#55705a'],
];

/** Ambient light and trim accent along the dashboard. */
const ACCENTS = ['#9aa3ad', '#5fb4e8', '#e8a05f', '#b98be8'];

export function interior(look: CarLook): string {
  const trim = trimOf(look.interiorColor);
  const [sky, horizon, land] = VIEWS[variantOf(look, 'view', VIEWS.length)];
  const bigScreen = look.fuelType === 'Electric';
  const accent = ACCENTS[variantOf(look, 'accent', ACCENTS.length)];
  const seat = variantOf(look, 'seat', 4);
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${horizon}"/></linearGradient>
    <linearGradient id="dash" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#2d2f35"/><stop offset="1" stop-color="#111215"/></linearGradient>
    <linearGradient id="seat" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(trim, 0.25)}"/><stop offset="1" stop-color="${shade(trim, -0.35)}"/></linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#23486f"/><stop offset="1" stop-color="#0f1f33"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>
  <path d="M0 250 C 200 230 300 240 480 236 C 660 232 760 222 960 246 L960 300 L0 300 Z" fill="${land}"/><path d="M430 300 L530 300 L720 330 L240 330 Z" fill="#7d8188"/>
  <path d="M0 0 L960 0 L960 80 Q480 24 0 80 Z" fill="#1c1d21"/><path d="M0 0 L90 0 L140 300 L0 330 Z" fill="#1c1d21"/><path d="M960 0 L870 0 L820 300 L960 330 Z" fill="#1c1d21"/>
  <rect x="0" y="440" width="${WIDTH}" height="${HEIGHT - 440}" fill="#141518"/>
  <path d="M0 300 C 240 262 720 262 960 300 L960 470 L0 470 Z" fill="url(#dash)"/>
  <path d="M0 332 C 240 296 720 296 960 332 L960 352 C 720 316 240 316 0 352 Z" fill="${trim}" opacity="0.9"/>
  <rect x="${bigScreen ? 380 : 410}" y="${bigScreen ? 300 : 318}" width="${bigScreen ? 220 : 160}" height="${bigScreen ? 130 : 96}" rx="12" fill="#0b0c0e" stroke="#4a4e55" stroke-width="3"/>
  <rect x="${bigScreen ? 390 : 420}" y="${bigScreen ? 310 : 328}" width="${bigScreen ? 200 : 140}" height="${bigScreen ? 110 : 76}" rx="6" fill="url(#screen)"/>
  <rect x="${bigScreen ? 404 : 434}" y="${bigScreen ? 326 : 342}" width="70" height="7" rx="3" fill="#7fb2e5"/><rect x="${bigScreen ? 404 : 434}" y="${bigScreen ? 342 : 358}" width="100" height="7" rx="3" fill="#4f7fae"/>
  <path d="M 150 330 C 160 300 340 300 350 330" stroke="#1b1c20" stroke-width="16" fill="none"/><rect x="170" y="322" width="160" height="46" rx="10" fill="#0e1013"/><rect x="182" y="332" width="60" height="26" rx="6" fill="#1f3b5a"/><rect x="256" y="332" width="60" height="26" rx="6" fill="#1f3b5a"/>
  <circle cx="250" cy="430" r="120" fill="none" stroke="#2a2c32" stroke-width="28"/><circle cx="250" cy="430" r="132" fill="none" stroke="#4a4d55" stroke-width="2"/><circle cx="250" cy="430" r="42" fill="#202226" stroke="#3a3d43" stroke-width="3"/>
  <path d="M136 446 C 180 430 320 430 364 446" stroke="#2a2c32" stroke-width="26" fill="none"/>
  <path d="M40 ${HEIGHT} L66 500 C 80 456 130 456 160 462 L318 496 C 350 506 362 530 362 566 L362 ${HEIGHT} Z" fill="url(#seat)"/>
  <path d="M600 ${HEIGHT} L600 566 C 600 530 612 506 644 496 L800 462 C 830 456 880 456 896 500 L924 ${HEIGHT} Z" fill="url(#seat)"/>
  <path d="M0 356 C 240 320 720 320 960 356" stroke="${accent}" stroke-width="3" fill="none" opacity="0.85"/>
  ${Array.from({ length: seat + 1 }, (_, i) => `<path d="M${110 + i * 14} ${520 + i * 22} L${300 - i * 6} ${540 + i * 20} M${660 + i * 6} ${540 + i * 20} L${850 - i * 14} ${520 + i * 22}" stroke="${shade(trim, -0.4)}" stroke-width="3" opacity="0.6"/>`).join('')}
  <rect x="420" y="470" width="140" height="${HEIGHT - 470}" rx="18" fill="${shade(trim, -0.3)}"/><rect x="468" y="500" width="44" height="70" rx="14" fill="#202226"/>`;
}
