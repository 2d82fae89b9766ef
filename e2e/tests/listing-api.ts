// Listings made through the API for the browser journeys (real pictures from e2e/fixtures).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext } from '@playwright/test';

const FIXTURES = path.resolve(__dirname, '../fixtures');

/** A listing added through POST /api/listings (multipart, real pictures): waits for approval. */
export async function addListing(request: APIRequestContext, token: string, model: string): Promise<string> {
  const res = await request.post('/api/listings', {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      make: 'Rivian',
      model,
      bodyType: 'SUV',
      year: '2025',
      msrp: '76000',
      monthlyPayment: '799',
      downPayment: '4000',
      extraMileageCost: '0.25',
      carType: 'SUV',
      fuelType: 'Electric',
      transmission: 'Automatic',
      interiorColor: 'Black',
      exteriorColor: 'Green',
      numberOfSeats: '7',
      leaseTerms: '36',
      mileageLimits: '10000',
      safetyFeatures: '',
      comfortFeatures: '',
      entertainmentFeatures: '',
      specialFeatures: '',
      imageUrls: {
        name: 'main.jpg',
        mimeType: 'image/jpeg',
        buffer: readFileSync(path.join(FIXTURES, 'car-main.jpg')),
      },
      galleryImages: {
        name: 'side.png',
        mimeType: 'image/png',
        buffer: readFileSync(path.join(FIXTURES, 'car-side.png')),
      },
    },
  });
  expect(res.status()).toBe(201);
  const body = (await res.json()) as { data: { id: string; status: string } };
  expect(body.data.status).toBe('pending');
  return body.data.id;
}
