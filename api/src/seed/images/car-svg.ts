// Stylised car pictures drawn as SVG (no network, no stock photos), one set per listing:
// a side view of its body type in its paint, front and rear views, a wheel close-up and the
// interior in its trim colour. Rendered to JPEG by render.ts.
import { endView } from './end-views';
import { interior } from './interior';
import { variantOf, type CarLook } from './look';
import { profileOf } from './profiles';
import { studio, svg } from './scene';
import { sideCar } from './side-view';

export type { CarLook } from './look';
/** Where the 1000 x 400 side drawing sits in the picture: centred on the car's height. */
function placement(bodyType: string) {
  const top = Math.min(...profileOf(bodyType).body.map(([, y]) => y));
  const scale = 0.84;
  const y = 345 - ((top + 400) / 2) * scale;
  return { x: 480 - 500 * scale, y, scale, ground: y + 400 * scale };
}

function side(look: CarLook, id: string): { car: string; ground: number; at: ReturnType<typeof placement> } {
  const at = placement(look.bodyType);
  return {
    car: `<g transform="translate(${at.x} ${at.y}) scale(${at.scale})">${sideCar(look, id)}</g>`,
    ground: at.ground,
    at,
  };
}

export function sideView(look: CarLook): string {
  const { car, ground } = side(look, 's');
  return svg(`${studio(variantOf(look, 'backdrop', 4), ground - 120)}${car}`);
}

/** A close-up of the front wheel and arch. */
export function wheelDetail(look: CarLook): string {
  const p = profileOf(look.bodyType);
  const { car, ground, at } = side(look, 'w');
  const cx = at.x + p.wheels[1] * at.scale;
  const cy = at.y + (400 - p.r) * at.scale;
  const w = 300;
  const h = w * (2 / 3);
  return svg(
    `${studio(variantOf(look, 'backdrop', 4), ground - 120)}${car}`,
    `${cx - w / 2} ${cy - h * 0.52} ${w} ${h}`,
  );
}

export const frontView = (look: CarLook) => svg(`${studio(variantOf(look, 'backdrop', 4))}${endView(look, false)}`);
export const rearView = (look: CarLook) => svg(`${studio(variantOf(look, 'backdrop', 4))}${endView(look, true)}`);
export const interiorView = (look: CarLook) => svg(interior(look));
