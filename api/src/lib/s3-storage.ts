// The Storage port on an S3 bucket (AWS S3 or an S3-compatible service: endpoint and path-style
// addressing configurable). Objects are written with their Content-Type and a year-long immutable
// Cache-Control, and read by the browser from the public base URL (a CDN or the bucket's public
// address), never through the API.
import { DeleteObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { CheckedStorage, IMMUTABLE_CACHE_CONTROL, joinPublicUrl } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** S3-compatible services (MinIO, R2, …); unset = AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
  /** Unset = the SDK's default chain (environment, shared files, instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Where the browser loads objects from: `publicUrl` + key. */
  publicUrl: string;
  /** Attempts per call, retries included (the SDK's default is 3). */
  maxAttempts?: number;
}

export class S3Storage extends CheckedStorage {
  readonly client: S3Client;
  private readonly bucket: string;
  private readonly publicBase: string;

  constructor(opts: S3StorageOptions) {
    super();
    this.bucket = opts.bucket;
    this.publicBase = opts.publicUrl;
    this.client = new S3Client({
      region: opts.region,
      endpoint: opts.endpoint,
      forcePathStyle: opts.forcePathStyle,
      credentials: opts.credentials,
      maxAttempts: opts.maxAttempts,
      // Checksums only where S3 requires them: several S3-compatible services refuse the newer
      // default trailing checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // A storage that does not answer fails the call instead of holding the request.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  protected async write(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE_CONTROL,
      }),
    );
  }

  /** S3 answers 204 for a missing key too. */
  protected async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  publicUrl(key: string): string {
    return joinPublicUrl(this.publicBase, key);
  }

  /** The bucket exists and these credentials may use it. */
  async check(): Promise<void> {
    await this.client.send(new HeadBucketCommand({ Bucket: this.bucket }));
  }

  /** Closes the client's open connections (the app's onClose). */
  close(): void {
    this.client.destroy();
  }
}
