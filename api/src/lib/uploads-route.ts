// GET /uploads/<key>. Local disk: the file, cached for a year (keys are never rewritten), with
// the type of its extension. S3: a permanent redirect to the object's public address, so an old
// /uploads link still shows the picture while pages load it from STORAGE_PUBLIC_URL directly.
import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_MAX_AGE_SECONDS, isStorageKey, LocalStorage, type Storage } from './storage';

export async function registerUploads(app: FastifyInstance, storage: Storage): Promise<void> {
  if (storage instanceof LocalStorage) {
    await fs.promises.mkdir(storage.root, { recursive: true });
    await app.register(fastifyStatic, {
      root: storage.root,
      prefix: '/uploads/',
      maxAge: IMMUTABLE_MAX_AGE_SECONDS * 1000,
      immutable: true,
    });
    return;
  }
  app.get<{ Params: { '*': string } }>('/uploads/*', async (request, reply) => {
    const key = request.params['*'];
    if (!isStorageKey(key)) return reply.status(404).send({ message: 'Not found' });
    return reply.redirect(storage.publicUrl(key), 301);
  });
}
