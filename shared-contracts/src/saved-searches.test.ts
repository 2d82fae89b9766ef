import { describe, expect, it } from '@jest/globals';
import { normaliseSearchQuery, savedSearchName, savedSearchPageQuery } from './saved-searches';

describe('normaliseSearchQuery', () => {
  it('keeps the search fields in one order and drops paging, scope and empty values', () => {
    expect(
      normaliseSearchQuery('?sort=newest&page=2&limit=30&make=Toyota&bodyType=SUV&model=&scope=manage&x=1'),
    ).toEqual({
      ok: true,
      query: 'bodyType=SUV&make=Toyota&sort=newest',
      filters: { bodyType: 'SUV', make: 'Toyota', sort: 'newest' },
    });
    expect(normaliseSearchQuery('maxPrice=400&make=Toyota')).toEqual(
      normaliseSearchQuery('make=Toyota&maxPrice=400.0'),
    );
  });

  it("answers the search schema's message for a bad value", () => {
    expect(normaliseSearchQuery('mileage=11000')).toEqual({
      ok: false,
      message: 'Choose an annual mileage from the list',
    });
    expect(normaliseSearchQuery('minPrice=9&maxPrice=1')).toEqual({
      ok: false,
      message: 'minPrice cannot be greater than maxPrice',
    });
  });
});

describe("the search page's budget band", () => {
  it('is saved as its price range and opened as the band again', () => {
    const saved = normaliseSearchQuery('budget=200-300&make=Kia');
    expect(saved).toMatchObject({ ok: true, query: 'make=Kia&minPrice=200&maxPrice=300' });
    expect(savedSearchPageQuery('make=Kia&minPrice=200&maxPrice=300')).toBe(
      'make=Kia&minPrice=200&maxPrice=300&budget=200-300',
    );
    expect(savedSearchPageQuery('minPrice=800')).toBe('minPrice=800&budget=800-9999');
    expect(savedSearchPageQuery('minPrice=250')).toBe('minPrice=250');
    expect(savedSearchPageQuery('make=Kia')).toBe('make=Kia');
  });
});

describe('savedSearchName', () => {
  it('names a search from its filters', () => {
    expect(savedSearchName({ bodyType: 'SUV', make: 'Toyota', maxPrice: 400 })).toBe('SUV · Toyota · up to $400/month');
    expect(
      savedSearchName({
        fuelType: 'Electric',
        make: 'Kia',
        model: 'EV6',
        minPrice: 200,
        maxPrice: 300,
        term: 36,
        mileage: 12000,
      }),
    ).toBe('Electric · Kia EV6 · $200-$300/month · 36 months · 12,000 mi/year');
    expect(savedSearchName({ minYear: 2023, zipCode: '90210', distance: 25, maxDueAtSigning: 2000 })).toBe(
      'up to $2,000 due at signing · 2023 or newer · within 25 mi of 90210',
    );
    expect(savedSearchName({})).toBe('All lease deals');
  });

  it('stays under 121 characters', () => {
    expect(savedSearchName({ search: 'x'.repeat(200) }).length).toBe(120);
  });
});
