import { SignJWT, jwtVerify } from 'jose';
import type { Role } from 'shared-contracts';

export interface TokenClaims { sub: string; role: Role }

export class TokenService {
  private key: Uint8Array;
  constructor(secret: string, private readonly expiresIn: string) {
    this.key = new TextEncoder().encode(secret);
  }
  sign(claims: TokenClaims): Promise<string> {
    return new SignJWT({ role: claims.role }).setProtectedHeader({ alg: 'HS256' }).setSubject(claims.sub)
      .setIssuedAt().setExpirationTime(this.expiresIn).sign(this.key);
  }
  async verify(token: string): Promise<TokenClaims | undefined> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (typeof payload.sub !== 'string' || typeof payload.role !== 'string') return undefined;
      return { sub: payload.sub, role: payload.role as Role };
    } catch {
      return undefined;
    }
  }
}
