import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import './index';

describe('zod in the browser', () => {
  it('runs without its JIT once shared-auth is loaded (the CSP forbids eval)', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ a: z.string() }).safeParse({ a: 'x' }).success).toBe(true);
  });
});
