// The storage the configuration chooses: an S3 bucket when S3_* is set, else the local disk.
import { s3Settings, type Config } from '../config';
import { LocalStorage, type Storage } from './storage';

export async function createStorage(config: Config): Promise<Storage> {
  const s3 = s3Settings(config);
  if (!s3) return new LocalStorage(config.UPLOAD_DIR);
  // The S3 SDK is loaded only when a bucket is configured: it is about a tenth of the API's start.
  const { S3Storage } = await import('./s3-storage');
  return new S3Storage(s3);
}
