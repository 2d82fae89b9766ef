// A local S3-compatible server for the storage tests (@20minutes/s3rver, in this process, on a
// free port, files in a temporary directory): no network, no Docker. Objects are readable
// without signing at <endpoint>/<bucket>/<key>, which the tests use as STORAGE_PUBLIC_URL.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';
import type { Config } from '../src/config';

export const S3_ACCESS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The bucket's public base address (path style). */
  publicUrl: string;
  /** The API's S3 variables for this server. */
  config: Partial<Config>;
  close(): Promise<void>;
}

export async function startLocalS3(bucket = 'media'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'lease-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
    // s3rver signs HeadBucket's path without the trailing slash the SDK signs ("/media/"), so
    // that one call would fail with SignatureDoesNotMatch; the access key is still checked.
    allowMismatchedSignatures: true,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const publicUrl = `${endpoint}/${bucket}/`;
  return {
    endpoint,
    bucket,
    publicUrl,
    config: {
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: S3_ACCESS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3_ACCESS.secretAccessKey,
      STORAGE_PUBLIC_URL: publicUrl,
    },
    close: async () => {
      await server.close().catch(() => undefined);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
