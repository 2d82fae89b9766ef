// The storage the configuration chooses: an S3 bucket when S3_* is set, else the local disk.
import { s3Settings, type Config } from '../config';
import { S3Storage } from './s3-storage';
import { LocalStorage, type Storage } from './storage';

export function createStorage(config: Config): Storage {
  const s3 = s3Settings(config);
  return s3 ? new S3Storage(s3) : new LocalStorage(config.UPLOAD_DIR);
}
