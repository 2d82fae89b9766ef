import { describe, expect, it } from '@jest/globals';
import { getApiClient } from './api-client';
import { configure, getRuntimeConfig, storageUrl } from './config';

describe('runtime config', () => {
  it('configure sets the API base URL of the client and storageUrl prefixes keys', async () => {
    configure({ apiBaseUrl: 'https://api.example.com', storageBaseUrl: 'https://cdn.example.com/media/' });
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.com');
    expect((await getApiClient()).defaults.baseURL).toBe('https://api.example.com');
    expect(storageUrl('listings/a.jpg')).toBe('https://cdn.example.com/media/listings/a.jpg');
    expect(storageUrl('/listings/a.jpg')).toBe('https://cdn.example.com/media/listings/a.jpg');
    expect(storageUrl('https://x.example/a.jpg')).toBe('https://x.example/a.jpg');
    expect(storageUrl('blob:http://localhost/123')).toBe('blob:http://localhost/123');
    expect(storageUrl(undefined)).toBe('');
    configure({ apiBaseUrl: '', storageBaseUrl: '/uploads/' });
    expect(storageUrl('a.jpg')).toBe('/uploads/a.jpg');
  });
});
