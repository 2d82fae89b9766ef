/**
 * What a listing's pictures show: its body type, colours, fuel (an electric car has no grille
 * or exhaust) and a variant number whose bits pick the details (variantOf).
 */
export interface CarLook {
  bodyType: string;
  exteriorColor: string;
  interiorColor: string;
  fuelType?: string;
  variant: number;
}

const FIELDS = { wheel: 0, backdrop: 3, paint: 6, view: 10, accent: 13, seat: 16, lightBar: 19, trim: 21 } as const;
export type VariantField = keyof typeof FIELDS;

/** The detail `field` of a variant number, 0 to `count` - 1 (each field has its own bits). */
export function variantOf(look: CarLook, field: VariantField, count: number): number {
  return (Math.floor(Math.abs(look.variant) / 2 ** FIELDS[field]) % 8 ** (field === 'paint' ? 2 : 1)) % count;
}

/** A variant number from its details (each 0-7; paint 0-63). */
export function packVariant(details: Partial<Record<VariantField, number>>): number {
  return Object.entries(details).reduce(
    (v, [field, n]) => v + (n % (field === 'paint' ? 64 : 8)) * 2 ** FIELDS[field as VariantField],
    0,
  );
}
