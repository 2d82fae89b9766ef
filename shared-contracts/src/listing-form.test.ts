import { describe, expect, it } from '@jest/globals';
import { listingYearOptions } from './catalog';
import {
  addFeatureEntry,
  buildListingFormData,
  collectListingFields,
  emptyListingFormValues,
  listingFieldsSchema,
  listingStepSchemas,
  listingToFormValues,
  storedImagePathSchema,
  type ListingFormValues,
} from './listing-form';
import type { Listing } from './responses';

const filled = (): ListingFormValues => ({
  ...emptyListingFormValues(),
  mainImage: { path: 'listings/main.jpg' },
  galleryImages: [null, { path: 'listings/g2.jpg' }, null, null, null],
  make: ' Toyota ',
  model: 'Camry',
  bodyType: 'Sedan',
  year: '2024',
  msrp: '32000',
  leaseTerms: ['24', '36'],
  monthlyPayment: '349.99',
  downPayment: '2500',
  mileageLimits: ['12000'],
  carType: 'Sedan',
  extraMileageCost: '0.25',
  fuelType: 'Hybrid',
  transmission: 'Automatic',
  interiorColor: 'Black',
  exteriorColor: 'Silver',
  numberOfSeats: '5',
  safetyFeatures: ['Lane Keeping Assist'],
  comfortFeatures: [],
  entertainmentFeatures: [],
  specialFeatures: ['Tow Package', 'Sunroof'],
});

const textParts = (form: FormData) =>
  [...form.entries()].filter((e): e is [string, string] => typeof e[1] === 'string');

describe('listingYearOptions', () => {
  it('lists the current year and the 30 before, newest first', () => {
    const years = listingYearOptions(new Date('2026-05-01'));
    expect(years).toHaveLength(31);
    expect(years[0]).toBe('2026');
    expect(years[30]).toBe('1996');
  });
});

describe('addFeatureEntry', () => {
  it('trims, ignores empty and duplicate entries (ignoring case)', () => {
    expect(addFeatureEntry(['ABS'], '  Sunroof ')).toEqual({ list: ['ABS', 'Sunroof'], added: true });
    expect(addFeatureEntry(['ABS'], '   ')).toEqual({ list: ['ABS'], added: false, reason: 'empty' });
    expect(addFeatureEntry(['ABS'], ' abs')).toEqual({ list: ['ABS'], added: false, reason: 'duplicate' });
    expect(addFeatureEntry([], 'x'.repeat(101)).added).toBe(false);
  });

  it('strips stray brackets and the quotes around an entry, keeping a quote inside', () => {
    const add = (...parts: string[]) => parts.reduce<string[]>((list, part) => addFeatureEntry(list, part).list, []);
    expect(add('["Heated Seats"', " 'Sunroof' ", '"Apple CarPlay"]', '[]', '17" Alloy Wheels')).toEqual([
      'Heated Seats',
      'Sunroof',
      'Apple CarPlay',
      '17" Alloy Wheels',
    ]);
    expect(addFeatureEntry(['Sunroof'], '["sunroof"]')).toMatchObject({ added: false, reason: 'duplicate' });
    expect(addFeatureEntry([], '"[ ]"')).toMatchObject({ added: false, reason: 'empty' });
  });
});

describe('listingStepSchemas', () => {
  it('reports the spec messages of each step', () => {
    const messages = (step: number) => {
      const result = listingStepSchemas[step].safeParse(emptyListingFormValues());
      return result.success ? [] : result.error.issues.map((i) => i.message);
    };
    expect(messages(0)).toEqual(['Please upload a Main Display Image', 'Please upload at least one Gallery Image']);
    expect(messages(1)).toEqual([
      'Please enter the make',
      'Please enter the model',
      'Please select the body type',
      'Please enter the year',
    ]);
    expect(messages(3)).toEqual(['Please select the fuel type', 'Please select the transmission type']);
    expect(messages(4)).toEqual([
      'Please enter the interior color',
      'Please enter the exterior color',
      'Please enter the number of seats',
    ]);
    expect(messages(5)).toEqual([]);
    expect(listingStepSchemas[2].safeParse({ ...filled(), msrp: '-5' }).error?.issues[0].message).toBe(
      'Please enter a valid amount of 0 or more',
    );
    for (let step = 0; step < 6; step += 1) expect(listingStepSchemas[step].safeParse(filled()).success).toBe(true);
  });

  it('refuses a $0 MSRP or monthly payment (no offer) but accepts $0 down', () => {
    const problems = (o: Record<string, string>) =>
      listingStepSchemas[2].safeParse({ ...filled(), ...o }).error?.issues.map((i) => i.message) ?? [];
    expect(problems({ msrp: '0' })).toEqual(['The MSRP must be more than $0']);
    expect(problems({ msrp: '0.00', monthlyPayment: '0' })).toEqual([
      'The MSRP must be more than $0',
      'The monthly payment must be more than $0',
    ]);
    expect(problems({ monthlyPayment: '0.01', downPayment: '0' })).toEqual([]);
  });
});

describe('listingFieldsSchema (the API)', () => {
  it('refuses a $0 MSRP or monthly payment with a clear message, on a new listing and on an edit', () => {
    const { mainImage: _main, galleryImages: _gallery, ...parts } = filled();
    const message = (o: Record<string, string>, partial = false) =>
      (partial ? listingFieldsSchema.partial() : listingFieldsSchema).safeParse({ ...parts, ...o }).error?.issues[0]
        .message;
    expect(message({ msrp: '0' })).toBe('The MSRP must be more than $0');
    expect(message({ monthlyPayment: '0.00' })).toBe('The monthly payment must be more than $0');
    expect(message({ monthlyPayment: '0' }, true)).toBe('The monthly payment must be more than $0');
    expect(message({ msrp: '35000', monthlyPayment: '299.50', downPayment: '0' })).toBeUndefined();
  });
});

describe('buildListingFormData', () => {
  it('sends every text field trimmed, repeated list fields and an empty value for an empty list', () => {
    const form = buildListingFormData(filled());
    expect(form.get('make')).toBe('Toyota');
    expect(form.getAll('leaseTerms')).toEqual(['24', '36']);
    expect(form.getAll('comfortFeatures')).toEqual(['']);
    expect(form.getAll('specialFeatures')).toEqual(['Tow Package', 'Sunroof']);
    expect(form.getAll('imageUrls')).toEqual(['listings/main.jpg']);
    expect(form.getAll('galleryImages')).toEqual(['listings/g2.jpg']);
  });

  it('sends new files under imageUrls and galleryImages in slot order', () => {
    const main = new File(['m'], 'main.png', { type: 'image/png' });
    const g1 = new File(['g'], 'g1.jpg', { type: 'image/jpeg' });
    const form = buildListingFormData({
      ...filled(),
      mainImage: { file: main },
      galleryImages: [{ file: g1 }, { path: 'listings/old.jpg' }, null, null, null],
    });
    const [mainPart] = form.getAll('imageUrls');
    expect(mainPart).toBeInstanceOf(File);
    expect((mainPart as File).name).toBe('main.png');
    const gallery = form.getAll('galleryImages');
    expect((gallery[0] as File).name).toBe('g1.jpg');
    expect(gallery[1]).toBe('listings/old.jpg');
  });
});

describe('listingFieldsSchema', () => {
  const parse = (form: FormData) => listingFieldsSchema.safeParse(collectListingFields(textParts(form)));

  it('parses what the wizard sends into typed values', () => {
    const result = parse(buildListingFormData(filled()));
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      make: 'Toyota',
      year: 2024,
      msrp: 32000,
      monthlyPayment: 349.99,
      extraMileageCost: 0.25,
      leaseTerms: [24, 36],
      mileageLimits: [12000],
      comfortFeatures: [],
      specialFeatures: ['Tow Package', 'Sunroof'],
    });
  });

  it('refuses values outside the catalog, bad numbers, control characters and repeated single fields', () => {
    const issues = (patch: Partial<ListingFormValues>) => {
      const result = parse(buildListingFormData({ ...filled(), ...patch }));
      return result.success ? [] : result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    };
    expect(issues({ bodyType: 'Spaceship' })[0]).toMatch(/^bodyType: bodyType must be one of: Sedan, SUV/);
    expect(issues({ msrp: '-1' })).toEqual(['msrp: msrp must be an amount of 0 or more with at most 2 decimals']);
    expect(issues({ msrp: '99999999' })).toEqual(['msrp: msrp must be at most 10000000']);
    expect(issues({ year: '1900' })[0]).toMatch(/^year: year must be between/);
    expect(issues({ leaseTerms: ['13'] })[0]).toBe('leaseTerms: leaseTerms must be among: 12, 24, 36, 48, 60');
    expect(issues({ leaseTerms: [] })).toEqual(['leaseTerms: Please enter the lease term']);
    expect(issues({ extraMileageCost: '0.11' })[0]).toMatch(/^extraMileageCost: extraMileageCost must be one of/);
    expect(issues({ make: 'Toy\u0000ota' })).toEqual(['make: make must not contain control characters']);
    expect(issues({ make: 'x'.repeat(61) })).toEqual(['make: make must be at most 60 characters']);
    expect(issues({ safetyFeatures: ['ok', 'bad\u0007'] })).toEqual([
      'safetyFeatures: safetyFeatures must not contain control characters',
    ]);
    const repeated = collectListingFields([...textParts(buildListingFormData(filled())), ['model', 'Corolla']]);
    expect(listingFieldsSchema.safeParse(repeated).success).toBe(false);
  });

  it('reports missing fields with the wizard messages and allows partial updates', () => {
    const result = listingFieldsSchema.safeParse({});
    expect(result.error?.issues.find((i) => i.path[0] === 'make')?.message).toBe('Please enter the make');
    expect(listingFieldsSchema.partial().safeParse({ monthlyPayment: '299' }).data).toEqual({ monthlyPayment: 299 });
  });

  it('drops blank and duplicate feature entries', () => {
    expect(listingFieldsSchema.shape.safetyFeatures.parse(['  ABS ', 'abs', '', 'Airbags'])).toEqual([
      'ABS',
      'Airbags',
    ]);
  });
});

describe('storedImagePathSchema', () => {
  it('accepts storage keys and refuses traversal and control characters', () => {
    expect(storedImagePathSchema.safeParse('listings/3f2c.jpg').success).toBe(true);
    expect(storedImagePathSchema.safeParse('../etc/passwd').success).toBe(false);
    expect(storedImagePathSchema.safeParse('a\nb').success).toBe(false);
  });
});

describe('listingToFormValues', () => {
  it('holds numbers as text and fills image slots from stored paths', () => {
    const listing = {
      make: 'BMW',
      model: 'X5',
      bodyType: 'SUV',
      year: 2023,
      msrp: 65000,
      monthlyPayment: 799,
      downPayment: 5000,
      leaseTerms: [36],
      mileageLimits: [10000, 12000],
      carType: 'SUV',
      extraMileageCost: 0.3,
      fuelType: 'Gasoline',
      transmission: 'Automatic',
      interiorColor: 'Tan',
      exteriorColor: 'Black',
      numberOfSeats: '5',
      safetyFeatures: ['ABS'],
      comfortFeatures: [],
      entertainmentFeatures: [],
      specialFeatures: [],
      imageUrls: ['listings/a.jpg'],
      galleryImages: ['listings/b.jpg', { url: 'listings/c.jpg' }],
    } as unknown as Listing;
    const values = listingToFormValues(listing);
    expect(values).toMatchObject({
      year: '2023',
      msrp: '65000',
      extraMileageCost: '0.30',
      leaseTerms: ['36'],
      mileageLimits: ['10000', '12000'],
    });
    expect(values.mainImage).toEqual({ path: 'listings/a.jpg' });
    expect(values.galleryImages).toEqual([{ path: 'listings/b.jpg' }, { path: 'listings/c.jpg' }, null, null, null]);
  });
});
