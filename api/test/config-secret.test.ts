// No default signing key: a generated one is kept beside the data (mode 600); short keys are refused.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../src/config';

describe('JWT_SECRET', () => {
  it('unset: a random 256-bit key is generated once, kept with mode 600 and reused', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-secret-'));
    const env = { DATA_DIR: path.join(dir, 'pglite') };
    const first = loadConfig(env);
    const file = path.join(dir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(first.JWT_SECRET, 'base64url').length).toBe(32);
    expect(loadConfig(env).JWT_SECRET).toBe(first.JWT_SECRET);
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-secret-'));
    expect(loadConfig({ DATA_DIR: path.join(other, 'pglite') }).JWT_SECRET).not.toBe(first.JWT_SECRET);
    expect(loadConfig({ JWT_SECRET_FILE: path.join(other, 'k') }).JWT_SECRET).toHaveLength(43);
  });

  it('a key shorter than 32 bytes refuses to start, in every mode', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
    expect(() => loadConfig({ JWT_SECRET: 'dev-only-secret-change-me-in-pr' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).JWT_SECRET).toBe('x'.repeat(32));
  });
});
