// A JSON answer built once and sent many times (a cached read): its brotli and gzip copies are
// made once, when first asked for, instead of by @fastify/compress for every answer (which
// leaves an answer that already has its Content-Encoding as it is). The same levels and
// threshold as the app's @fastify/compress (app.ts): brotli quality 4, gzip's default, and
// answers under 1 KB sent as they are.
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

const THRESHOLD = 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

export class PrebuiltJson {
  private readonly copies = new Map<Encoding, Buffer>();

  constructor(readonly json: string) {}

  /** The answer compressed with `encoding`, made on the first call. */
  compressed(encoding: Encoding): Buffer {
    let bytes = this.copies.get(encoding);
    if (!bytes) {
      bytes =
        encoding === 'br'
          ? zlib.brotliCompressSync(this.json, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
          : zlib.gzipSync(this.json);
      this.copies.set(encoding, bytes);
    }
    return bytes;
  }
}

/** Sends `answer` as JSON, in the encoding the request accepts (br before gzip). */
export function sendPrebuiltJson(request: FastifyRequest, reply: FastifyReply, answer: PrebuiltJson) {
  reply.header('content-type', 'application/json; charset=utf-8').header('vary', 'accept-encoding');
  const accepted = request.headers['accept-encoding'];
  const encoding =
    accepted && answer.json.length >= THRESHOLD ? negotiate<Encoding>(accepted.toLowerCase(), [...ENCODINGS]) : null;
  if (!encoding) return reply.send(answer.json);
  return reply.header('content-encoding', encoding).send(answer.compressed(encoding));
}
