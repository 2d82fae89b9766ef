// Paint and trim colours of the drawings: each catalogue colour has a few real-world shades
// (a listing picks one by its variant number), and helpers to lighten or darken them.

const PAINTS: Record<string, string[]> = {
  White: ['#eef0f1', '#f3f1ea', '#e4e8ec'],
  Black: ['#1b1c20', '#202530', '#171717'],
  Silver: ['#b8bec6', '#c7ccd1', '#a9b0b8'],
  Gray: ['#6b727b', '#565c63', '#7c8188'],
  Blue: ['#1f4f9e', '#1b3358', '#2f6db5', '#3d5f86'],
  Red: ['#b3171d', '#8f1018', '#c8262c'],
  Green: ['#2f6a44', '#3f5a46', '#4a6b3a'],
  Brown: ['#6e4529', '#5a3b2a'],
  Yellow: ['#e2b412', '#f0c419'],
  Orange: ['#dd651c', '#c9551a'],
  Purple: ['#5a2c86', '#4a2a6e'],
  Gold: ['#c49a45', '#b38b3f'],
  Burgundy: ['#6b1a2c', '#5a1424'],
};
const TRIM: Record<string, string> = {
  Black: '#232327',
  Gray: '#63666b',
  Beige: '#cdb898',
  Brown: '#6a4129',
  White: '#e9e6df',
  Cream: '#e6dcc2',
  Red: '#9a2024',
  Blue: '#2c4670',
  Burgundy: '#5c1a27',
  Tan: '#b08a5f',
};

export const paintOf = (name: string, variant = 0) => {
  const list = PAINTS[name] ?? ['#7a8088'];
  return list[variant % list.length];
};
export const trimOf = (name: string) => TRIM[name] ?? '#3a3a3e';

/** Lighter (amount > 0, towards white) or darker (amount < 0, towards black). */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const ch = (v: number) =>
    Math.max(0, Math.min(255, Math.round(amount >= 0 ? v + (255 - v) * amount : v * (1 + amount))));
  const r = ch((n >> 16) & 255);
  const g = ch((n >> 8) & 255);
  const b = ch(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** How light a colour is, 0 (black) to 1 (white). */
export function lightness(hex: string): number {
  const n = parseInt(hex.slice(1), 16);
  return (0.3 * ((n >> 16) & 255) + 0.59 * ((n >> 8) & 255) + 0.11 * (n & 255)) / 255;
}
