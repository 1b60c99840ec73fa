import { CreateBucketCommand, DeleteObjectCommand, GetObjectCommand, HeadBucketCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FileStore, StoredFile } from './file-store';
import { isSafeKey } from './file-store';
import { orUnavailable } from './file-store-unavailable';

export interface S3Options {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** Uploads in an S3-compatible bucket (MinIO in docker-compose), reachable from every gateway instance. */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(private readonly options: S3Options) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: true,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    });
  }

  async ensureBucket(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket }));
    } catch {
      await this.client.send(new CreateBucketCommand({ Bucket: this.options.bucket })).catch(() => undefined);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    this.check(key);
    await orUnavailable(this.unreachable(), () =>
      this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: body, ContentType: contentType })),
    );
  }

  async health(): Promise<void> {
    await orUnavailable(this.unreachable(), () => this.client.send(new HeadBucketCommand({ Bucket: this.options.bucket })));
  }

  async get(key: string): Promise<StoredFile | null> {
    this.check(key);
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: key }));
      const bytes = await out.Body!.transformToByteArray();
      return { body: Buffer.from(bytes), contentType: out.ContentType ?? 'application/octet-stream' };
    } catch {
      return null;
    }
  }

  async delete(key: string): Promise<void> {
    this.check(key);
    await orUnavailable(this.unreachable(), () => this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key })));
  }

  private unreachable(): string {
    return `the bucket ${this.options.bucket} at ${this.options.endpoint} cannot be reached`;
  }

  private check(key: string): void {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
  }
}
