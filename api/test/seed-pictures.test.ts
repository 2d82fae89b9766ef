// The demo pictures' drawings (seed/images): each body type its own silhouette, each listing its own look.
import { describe, expect, it } from '@jest/globals';
import { BODY_TYPES } from 'shared-contracts';
import { frontView, rearView, sideView, wheelDetail, interiorView, type CarLook } from '../src/seed/images/car-svg';
import { profileOf, PROFILES } from '../src/seed/images/profiles';
import { demoLooks } from '../src/seed/listings';

const look = (bodyType: string, extra: Partial<CarLook> = {}): CarLook => ({
  bodyType,
  exteriorColor: 'Blue',
  interiorColor: 'Black',
  fuelType: 'Gasoline',
  variant: 0,
  ...extra,
});
/** The body outline of a side view (the path painted with the body's gradient). */
const outline = (svg: string) => /<path d="([^"]+)" fill="url\(#paints\)"/.exec(svg)?.[1];
const roof = (bodyType: string) => 400 - Math.min(...profileOf(bodyType).body.map(([, y]) => y));

describe('demo pictures', () => {
  it('draw every catalogue body type with a silhouette of its own', () => {
    expect(Object.keys(PROFILES).sort()).toEqual([...BODY_TYPES].sort());
    const outlines = BODY_TYPES.map((t) => outline(sideView(look(t))));
    expect(outlines.every(Boolean)).toBe(true);
    expect(new Set(outlines).size).toBe(BODY_TYPES.length);
    expect(outline(sideView(look('SUV')))).not.toBe(outline(sideView(look('Wagon'))));
  });

  it('keep the proportions of current cars: SUVs and minivans tallest, then crossovers, then wagons and sedans; coupes low; trucks on big wheels', () => {
    expect(roof('SUV')).toBeGreaterThan(roof('Crossover'));
    expect(roof('Minivan')).toBeGreaterThan(roof('Crossover'));
    expect(roof('Crossover')).toBeGreaterThan(roof('Wagon'));
    expect(roof('Wagon')).toBeGreaterThan(roof('Sedan'));
    expect(roof('Sedan')).toBeGreaterThan(roof('Coupe'));
    expect(profileOf('Pickup Truck').r).toBeGreaterThan(profileOf('Sedan').r);
    expect(profileOf('Pickup Truck').bed).toBeDefined();
    expect(profileOf('Minivan').track).toBeDefined();
    // Curves, not polygons.
    expect(outline(sideView(look('Coupe')))).toMatch(/ Q /);
  });

  it("paint the listing's colour and trim, and give each demo listing a look of its own", () => {
    expect(sideView(look('Sedan', { exteriorColor: 'Red' }))).not.toBe(
      sideView(look('Sedan', { exteriorColor: 'White' })),
    );
    expect(interiorView(look('Sedan', { interiorColor: 'Tan' }))).not.toBe(
      interiorView(look('Sedan', { interiorColor: 'Black' })),
    );
    const looks = demoLooks();
    for (const draw of [sideView, frontView, rearView, wheelDetail, interiorView]) {
      const pictures = looks.map((l) => draw(l));
      expect([draw.name, new Set(pictures).size]).toEqual([draw.name, looks.length]);
    }
  });

  it('show an electric car without a grille or exhaust pipes', () => {
    const ev = look('Crossover', { fuelType: 'Electric' });
    const gas = look('Crossover');
    expect(frontView(ev)).not.toContain('stroke="#9aa0a7"');
    expect(frontView(gas)).toContain('stroke="#9aa0a7"');
    expect(rearView(ev)).not.toContain('stroke="#b9bec4"');
    expect((rearView(gas).match(/stroke="#b9bec4"/g) ?? []).length).toBe(2);
  });
});
