// Demo listings: a realistic spread of makes, body types, fuel types and monthly budgets,
// with locally drawn pictures (see images/). Called by demo.ts on an empty database.
import { inArray } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { dealers, listings } from '../db/schema';
import { createStorage } from '../lib/create-storage';
import { refreshAllDealScores } from '../listings/deal-score';
import { withDerivedColumns } from '../listings/derived';
import { hashOf } from './images/geometry';
import { packVariant } from './images/look';
import { renderListingImages, type ListingLook } from './images/render';

type Car = [
  make: string,
  model: string,
  bodyType: string,
  fuelType: string,
  transmission: string,
  msrp: number,
  monthly: number,
  seats: string,
  exterior: string,
  interior: string,
  year?: number,
];

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const CVT = 'Continuously Variable (CVT)';
const AUTO = 'Automatic';
const DCT = 'Dual-Clutch';

/** 68 cars over the budget bands (under $200 to $800+), every body type and fuel type. */
export const DEMO_CARS: Car[] = [
  ['Nissan', 'Versa', 'Sedan', 'Gasoline', CVT, 18330, 179, '5', 'White', 'Black'],
  ['Mitsubishi', 'Mirage', 'Hatchback', 'Gasoline', CVT, 17840, 159, '5', 'Red', 'Black'],
  ['Hyundai', 'Venue', 'Crossover', 'Gasoline', CVT, 20550, 189, '5', 'Blue', 'Gray'],
  ['Chevrolet', 'Trax', 'Crossover', 'Gasoline', AUTO, 21495, 199, '5', 'Red', 'Black'],
  ['Kia', 'K4', 'Sedan', 'Gasoline', CVT, 22290, 195, '5', 'Gray', 'Black'],
  ['Toyota', 'Corolla', 'Sedan', 'Gasoline', CVT, 22800, 239, '5', 'Silver', 'Black'],
  ['Honda', 'Civic', 'Sedan', 'Gasoline', CVT, 24950, 259, '5', 'Blue', 'Black'],
  ['Toyota', 'Corolla Cross Hybrid', 'Crossover', 'Hybrid', CVT, 29960, 289, '5', 'White', 'Black'],
  ['Hyundai', 'Elantra Hybrid', 'Sedan', 'Hybrid', DCT, 26250, 249, '5', 'Gray', 'Gray'],
  ['Mazda', 'Mazda3 Hatchback', 'Hatchback', 'Gasoline', AUTO, 25385, 269, '5', 'Red', 'Black'],
  ['Subaru', 'Crosstrek', 'Crossover', 'Gasoline', CVT, 26540, 279, '5', 'Green', 'Gray'],
  ['Volkswagen', 'Jetta', 'Sedan', 'Gasoline', AUTO, 22995, 229, '5', 'White', 'Beige'],
  ['Nissan', 'Kicks', 'Crossover', 'Gasoline', CVT, 22430, 219, '5', 'Orange', 'Black'],
  ['Kia', 'Soul', 'Hatchback', 'Gasoline', CVT, 20990, 215, '5', 'White', 'Black'],
  ['Honda', 'HR-V', 'Crossover', 'Gasoline', CVT, 26450, 289, '5', 'Gray', 'Black'],
  ['Chevrolet', 'Equinox', 'SUV', 'Gasoline', AUTO, 28600, 299, '5', 'Blue', 'Black'],
  ['Toyota', 'Prius', 'Hatchback', 'Hybrid', CVT, 28550, 295, '5', 'Silver', 'Black'],
  ['Toyota', 'Camry', 'Sedan', 'Hybrid', CVT, 28700, 329, '5', 'Black', 'Black'],
  ['Honda', 'Accord Hybrid', 'Sedan', 'Hybrid', CVT, 33655, 359, '5', 'Gray', 'Black'],
  ['Toyota', 'RAV4 Hybrid', 'SUV', 'Hybrid', CVT, 32850, 349, '5', 'Blue', 'Black'],
  ['Honda', 'CR-V', 'SUV', 'Gasoline', CVT, 30850, 339, '5', 'White', 'Gray'],
  ['Mazda', 'CX-5', 'SUV', 'Gasoline', AUTO, 29990, 319, '5', 'Red', 'Black'],
  ['Hyundai', 'Tucson Plug-in Hybrid', 'SUV', 'Plug-in Hybrid', AUTO, 39350, 389, '5', 'Gray', 'Black'],
  ['Subaru', 'Outback', 'Wagon', 'Gasoline', CVT, 30545, 339, '5', 'Green', 'Gray'],
  ['Volkswagen', 'Golf GTI', 'Hatchback', 'Gasoline', 'Manual', 32665, 369, '5', 'Red', 'Black'],
  ['Mazda', 'MX-5 Miata', 'Convertible', 'Gasoline', 'Manual', 30080, 359, '2', 'Red', 'Black'],
  ['Ford', 'Maverick Hybrid', 'Pickup Truck', 'Hybrid', CVT, 26995, 309, '5', 'Blue', 'Black'],
  ['Chevrolet', 'Equinox EV', 'SUV', 'Electric', AUTO, 34995, 329, '5', 'White', 'Black'],
  ['Hyundai', 'Ioniq 5', 'Crossover', 'Electric', AUTO, 42600, 379, '5', 'Silver', 'Gray'],
  ['Kia', 'Sportage Hybrid', 'SUV', 'Hybrid', AUTO, 30090, 349, '5', 'Gray', 'Black'],
  ['Nissan', 'Leaf', 'Hatchback', 'Electric', AUTO, 28140, 309, '5', 'White', 'Black'],
  ['Tesla', 'Model 3', 'Sedan', 'Electric', AUTO, 42490, 429, '5', 'White', 'Black'],
  ['Ford', 'Mustang Mach-E', 'Crossover', 'Electric', AUTO, 39995, 449, '5', 'Blue', 'Black'],
  ['Toyota', 'Highlander Hybrid', 'SUV', 'Hybrid', CVT, 46165, 489, '8', 'Black', 'Beige'],
  ['Honda', 'Odyssey', 'Minivan', 'Gasoline', AUTO, 41270, 469, '8', 'Silver', 'Gray'],
  ['Chrysler', 'Pacifica Plug-in Hybrid', 'Minivan', 'Plug-in Hybrid', AUTO, 51195, 499, '7', 'Blue', 'Black'],
  ['Toyota', 'Sienna', 'Minivan', 'Hybrid', CVT, 39985, 459, '8', 'White', 'Beige'],
  ['Ford', 'Mustang GT', 'Coupe', 'Gasoline', 'Manual', 45275, 479, '4', 'Yellow', 'Black'],
  ['Jeep', 'Wrangler 4xe', 'SUV', 'Plug-in Hybrid', AUTO, 49995, 499, '5', 'Green', 'Black'],
  ['Chevrolet', 'Colorado', 'Pickup Truck', 'Gasoline', AUTO, 31400, 419, '5', 'Red', 'Black'],
  ['Toyota', 'Tacoma', 'Pickup Truck', 'Gasoline', AUTO, 32995, 449, '5', 'Gray', 'Black'],
  ['Volkswagen', 'ID.4', 'SUV', 'Electric', AUTO, 39735, 409, '5', 'Gray', 'Gray'],
  ['Kia', 'Telluride', 'SUV', 'Gasoline', AUTO, 36990, 479, '8', 'Black', 'Brown'],
  ['Ford', 'F-150', 'Pickup Truck', 'Gasoline', AUTO, 38810, 529, '5', 'Blue', 'Gray'],
  ['Ram', '1500', 'Pickup Truck', 'Gasoline', AUTO, 40275, 549, '5', 'Black', 'Black'],
  ['Chevrolet', 'Silverado 1500', 'Pickup Truck', 'Flex-Fuel (E85)', AUTO, 37645, 539, '6', 'White', 'Gray'],
  ['BMW', '330i', 'Sedan', 'Gasoline', AUTO, 45500, 549, '5', 'Black', 'Tan'],
  ['Audi', 'Q5', 'SUV', 'Gasoline', DCT, 46800, 579, '5', 'Gray', 'Black'],
  ['Volvo', 'V60 Cross Country', 'Wagon', 'Gasoline', AUTO, 50850, 589, '5', 'Silver', 'Cream'],
  ['Lexus', 'ES 300h', 'Sedan', 'Hybrid', CVT, 45640, 569, '5', 'White', 'Cream'],
  ['Toyota', 'Mirai', 'Sedan', 'Hydrogen Fuel Cell', AUTO, 51795, 519, '5', 'Silver', 'Black'],
  ['Mercedes-Benz', 'C 300', 'Sedan', 'Gasoline', AUTO, 48600, 629, '5', 'Silver', 'Black'],
  ['BMW', 'X3', 'SUV', 'Gasoline', AUTO, 50675, 659, '5', 'Blue', 'Brown'],
  ['Audi', 'A5 Cabriolet', 'Convertible', 'Gasoline', DCT, 58900, 689, '4', 'White', 'Brown', 2024],
  ['Chevrolet', 'Silverado 2500HD', 'Pickup Truck', 'Diesel', AUTO, 47100, 699, '6', 'Gray', 'Black'],
  ['Ford', 'F-250 Super Duty CNG', 'Pickup Truck', 'Natural Gas (CNG)', AUTO, 48490, 679, '6', 'White', 'Gray'],
  ['Genesis', 'GV70', 'SUV', 'Gasoline', AUTO, 46250, 649, '5', 'Green', 'Beige'],
  ['BMW', '430i Coupe', 'Coupe', 'Gasoline', AUTO, 51000, 729, '4', 'Blue', 'Black'],
  ['Lexus', 'RX 350h', 'SUV', 'Hybrid', CVT, 52100, 749, '5', 'Silver', 'Tan'],
  ['Volvo', 'XC90 T8 Plug-in Hybrid', 'SUV', 'Plug-in Hybrid', AUTO, 72345, 789, '7', 'Black', 'Cream'],
  ['Tesla', 'Model Y', 'Crossover', 'Electric', AUTO, 44990, 719, '5', 'Red', 'White'],
  ['BMW', 'X5', 'SUV', 'Gasoline', AUTO, 67600, 899, '5', 'Black', 'Brown'],
  ['Mercedes-Benz', 'GLE 350', 'SUV', 'Gasoline', AUTO, 62650, 949, '5', 'White', 'Black'],
  ['Porsche', '911 Carrera', 'Coupe', 'Gasoline', DCT, 122095, 1599, '4', 'Silver', 'Red'],
  ['Porsche', 'Macan Electric', 'Crossover', 'Electric', AUTO, 75300, 1099, '5', 'Gray', 'Black'],
  ['BMW', 'Z4 sDrive30i', 'Convertible', 'Gasoline', AUTO, 54800, 829, '2', 'Blue', 'Red'],
  ['Audi', 'A6 Allroad', 'Wagon', 'Gasoline', DCT, 69800, 869, '5', 'Gray', 'Black'],
  ['Cadillac', 'Escalade', 'SUV', 'Gasoline', AUTO, 92000, 1299, '7', 'Black', 'Tan'],
];

/** A car's price class by its monthly payment: what equipment a buyer expects of it. */
type PriceClass = 0 | 1 | 2;
const priceClassOf = (monthly: number): PriceClass => (monthly >= 600 ? 2 : monthly >= 350 ? 1 : 0);

/** Features by the lowest price class that has them (a $159 hatchback has no memory seats or 360° camera). */
const SAFETY: readonly (readonly string[])[] = [
  ['Automatic Emergency Braking', 'Lane Keeping Assist', 'Rear Cross-Traffic Alert', 'Driver Attention Monitor'],
  ['Blind Spot Monitoring', 'Adaptive Cruise Control', 'Parking Sensors'],
  ['360° Camera'],
];
const COMFORT: readonly (readonly string[])[] = [
  ['Keyless Entry', 'Heated Front Seats', 'Push-Button Start'],
  ['Dual-Zone Climate Control', 'Heated Steering Wheel', 'Power Liftgate'],
  ['Ventilated Seats', 'Panoramic Sunroof', 'Memory Seats'],
];
const ENTERTAINMENT: readonly (readonly string[])[] = [
  ['Apple CarPlay', 'Android Auto', 'Bluetooth Audio'],
  ['Large Touchscreen', 'Wireless Charging', 'Wi-Fi Hotspot'],
  ['Premium Audio', 'Rear-Seat Entertainment'],
];
/** Features only some body types have. */
const BODY_ONLY: Record<string, readonly string[]> = {
  'Power Liftgate': ['SUV', 'Crossover', 'Minivan', 'Wagon'],
  'Rear-Seat Entertainment': ['SUV', 'Minivan'],
};

/** The features a car of this price class and body type may have: its class's and every cheaper class's. */
function featurePool(tiers: readonly (readonly string[])[], monthly: number, bodyType: string): string[] {
  return tiers
    .slice(0, priceClassOf(monthly) + 1)
    .flat()
    .filter((f) => !BODY_ONLY[f] || BODY_ONLY[f].includes(bodyType));
}

function carTypeOf(bodyType: string): string {
  if (bodyType === 'Pickup Truck') return 'Truck';
  if (['SUV', 'Crossover', 'Minivan'].includes(bodyType)) return 'SUV';
  if (bodyType === 'Coupe' || bodyType === 'Convertible') return bodyType;
  return 'Sedan';
}

function specials(car: Car): string[] {
  const [, , bodyType, fuelType, transmission, , monthly] = car;
  const out: string[] = [];
  if (fuelType === 'Electric') out.push('DC Fast Charging', 'One-Pedal Driving');
  if (fuelType === 'Plug-in Hybrid') out.push('Electric-Only Mode');
  if (bodyType === 'Pickup Truck') out.push('Tow Package', 'Bed Liner');
  if (bodyType === 'SUV' || bodyType === 'Crossover' || bodyType === 'Wagon') out.push('All-Wheel Drive');
  if (transmission === 'Manual' || bodyType === 'Coupe' || bodyType === 'Convertible') out.push('Sport Package');
  if (monthly >= 600) out.push('Head-Up Display');
  return out;
}

/**
 * What a demo car is leased on, spread the way dealers quote: down payments from $0 to about 18
 * monthly payments, one to three terms (12 to 60 months), two to four annual mileages, extra
 * miles at $0.10-$0.30. Deterministic by the car's position.
 */
export function leaseOffer(i: number, bodyType: string, monthly: number) {
  const downMonths = [0, 3, 6, 9, 12, 18][(i * 5) % 6];
  const terms = [[36], [24, 36], [36, 48], [24, 36, 48], [12, 24, 36], [36, 48, 60]][(i * 7) % 6];
  const miles =
    bodyType === 'Pickup Truck'
      ? [
          [12000, 15000, 18000],
          [15000, 18000, 20000],
        ][i % 2]
      : [
          [10000, 12000, 15000],
          [12000, 15000],
          [10000, 12000, 15000, 20000],
          [10000, 15000],
        ][(i * 3) % 4];
  return {
    downPayment: Math.round((monthly * downMonths) / 250) * 250,
    leaseTerms: terms,
    mileageLimits: miles,
    extraMileageCost: [0.1, 0.15, 0.2, 0.25, 0.3][(i * 2 + (monthly >= 600 ? 2 : 0)) % 5],
  };
}

/** Deterministic pseudo-random numbers, so every demo database looks the same. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const pick = (list: string[], n: number, r: () => number) =>
  list
    .map((v) => [r(), v] as const)
    .sort((a, b) => a[0] - b[0])
    .slice(0, n)
    .map(([, v]) => v);

/**
 * What each demo car's pictures show: its colours, and details of its own so no two listings
 * look the same: cars of one body type and colour get different backdrops, wheels and paint
 * shades (by their order among them), cars of one trim colour different cabin details.
 */
export function demoLooks(cars: Car[] = DEMO_CARS): ListingLook[] {
  const seen = new Map<string, number>();
  const nth = (key: string) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  };
  return cars.map(([make, model, bodyType, fuelType, , , , , exteriorColor, interiorColor]) => {
    const h = hashOf(`${make}|${model}`);
    const k = nth(`${bodyType}|${exteriorColor}`);
    const j = nth(`interior|${interiorColor}`);
    const variant = packVariant({
      backdrop: k % 4,
      wheel: (k + Math.floor(k / 4) + h) % 4,
      paint: Math.floor(k / 4) + (hashOf(`${bodyType}|${exteriorColor}`) % 12),
      trim: (h >>> 8) % 3,
      lightBar: (h >>> 10) % 2,
      view: j % 4,
      accent: Math.floor(j / 4) % 4,
      seat: Math.floor(j / 16) % 4,
    });
    return { bodyType, exteriorColor, interiorColor, fuelType, variant };
  });
}

export async function seedListings(db: Db, config: Config, dealerIds: string[], now: Date = new Date()): Promise<void> {
  if (dealerIds.length === 0) return;
  const rows = await db
    .select({ id: dealers.id, zipCode: dealers.zipCode, createdAt: dealers.createdAt })
    .from(dealers)
    .where(inArray(dealers.id, dealerIds));
  const zipOf = new Map(rows.map((d) => [d.id, d.zipCode]));
  const joinedOf = new Map(rows.map((d) => [d.id, d.createdAt]));
  // The configured storage (the bucket when S3_* is set), so the demo pictures show either way.
  const storage = await createStorage(config);
  const images = await renderListingImages(storage, demoLooks(), { cacheDir: config.SEED_PICTURE_CACHE_DIR }).finally(
    () => storage.close?.(),
  );
  const r = rng(20250101);
  const values = DEMO_CARS.map((car, i) => withDerivedColumns(demoRow(car, i)));
  await db.insert(listings).values(values);
  await refreshAllDealScores(db, now);

  function demoRow(car: Car, i: number) {
    const [make, model, bodyType, fuelType, transmission, msrp, monthly, seats, exteriorColor, interiorColor, year] =
      car;
    const dealerId = dealerIds[i % dealerIds.length];
    const richness = priceClassOf(monthly) + 1;
    // Listed in the last 60 days, never before the dealership joined.
    const joined = joinedOf.get(dealerId)?.getTime() ?? now.getTime() - 60 * DAY_MS;
    const span = Math.max(0, Math.min(60 * DAY_MS, now.getTime() - joined - HOUR_MS));
    const age = Math.floor(r() * span);
    return {
      dealerId,
      make,
      model,
      bodyType,
      fuelType,
      transmission,
      numberOfSeats: seats,
      exteriorColor,
      interiorColor,
      year: year ?? (r() < 0.25 ? 2026 : 2025),
      msrp,
      monthlyPayment: monthly,
      ...leaseOffer(i, bodyType, monthly),
      carType: carTypeOf(bodyType),
      safetyFeatures: pick(featurePool(SAFETY, monthly, bodyType), 3 + richness, r),
      comfortFeatures: pick(featurePool(COMFORT, monthly, bodyType), 2 + richness, r),
      entertainmentFeatures: pick(featurePool(ENTERTAINMENT, monthly, bodyType), 2 + richness, r),
      specialFeatures: specials(car),
      imageUrl: images[i].main,
      galleryImages: images[i].gallery,
      zipCode: zipOf.get(dealerId) ?? null,
      isLimitedOffer: i % 5 === 2,
      available: i % 23 !== 7,
      status: 'active' as const,
      views: Math.floor(r() * r() * 2400) + 12,
      dateAdded: new Date(now.getTime() - age),
      updatedAt: now,
    };
  }
}
