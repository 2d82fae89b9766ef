import { describe, expect, it } from '@jest/globals';
import { remoteEntryUrl } from './remote-entry';

describe('remoteEntryUrl', () => {
  it('is remoteEntry.js beside the manifest config.json names', () => {
    expect(remoteEntryUrl('http://localhost:3001/mf-manifest.json')).toBe('http://localhost:3001/remoteEntry.js');
    expect(remoteEntryUrl('https://cdn.example/public/v2/mf-manifest.json?x=1')).toBe(
      'https://cdn.example/public/v2/remoteEntry.js?x=1',
    );
    expect(remoteEntryUrl('/remotes/dealer/mf-manifest.json')).toBe('/remotes/dealer/remoteEntry.js');
  });

  it('keeps a URL that already names the entry script', () => {
    expect(remoteEntryUrl('https://cdn.example/public/remoteEntry.js')).toBe(
      'https://cdn.example/public/remoteEntry.js',
    );
  });
});
