// The picture frame and backdrops: a studio with a soft floor reflection, in one of a few tints.

export const WIDTH = 960;
export const HEIGHT = 640;
/** Output size of the pictures (drawn in a 960 x 640 space, scaled down: cheaper to render). */
const OUT_WIDTH = 840;
const OUT_HEIGHT = 560;
/** y of the studio floor's horizon. */
const HORIZON = 420;

const TINTS: Array<[wall: string, edge: string, floor: string]> = [
  ['#f7f8fa', '#cfd4db', '#c3c9d1'],
  ['#faf7f2', '#d9d1c6', '#cbc2b6'],
  ['#f2f6fa', '#c2cfdc', '#b5c2cf'],
  ['#f6f6f6', '#d2d2d2', '#bdbdbd'],
];

/** A studio whose floor meets the wall at `horizon` (a soft cyclorama: no hard edge). */
export function studio(variant: number, horizon = HORIZON): string {
  const [wall, edge, floor] = TINTS[variant % TINTS.length];
  return `<defs><radialGradient id="bg" cx="0.5" cy="0.4" r="0.8"><stop offset="0" stop-color="${wall}"/><stop offset="0.65" stop-color="${wall}"/><stop offset="1" stop-color="${edge}"/></radialGradient>
  <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${wall}" stop-opacity="0"/><stop offset="0.2" stop-color="${edge}"/><stop offset="1" stop-color="${floor}"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/><rect y="${horizon}" width="${WIDTH}" height="${HEIGHT - horizon}" fill="url(#floor)"/>`;
}

export const svg = (inner: string, viewBox = `0 0 ${WIDTH} ${HEIGHT}`) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${OUT_WIDTH}" height="${OUT_HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="xMidYMid slice">${inner}</svg>`;
