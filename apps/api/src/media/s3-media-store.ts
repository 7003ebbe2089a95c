import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { contentTypeOf, isMediaKey, type MediaObject, type MediaStore } from './media-store';

export interface S3MediaConfig {
  kind: 's3';
  bucket: string;
  /** Key prefix inside the bucket ('' or 'portal/'), so one bucket can hold several sites. */
  prefix: string;
  /** An S3-compatible server's URL (MinIO, Ceph, a cloud's endpoint); unset: AWS's own. */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (http://host/bucket/key) rather than the host name: most servers but AWS need it. */
  forcePathStyle: boolean;
}

/** Media as objects in one S3-compatible bucket, which every API instance of a deployment shares. */
export class S3MediaStore implements MediaStore {
  readonly description: string;
  private readonly client: S3Client;

  constructor(private readonly config: S3MediaConfig) {
    this.description = `s3://${config.bucket}/${config.prefix}${config.endpoint ? ` at ${config.endpoint}` : ''}`;
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      credentials: config.credentials,
      forcePathStyle: config.forcePathStyle,
      // Current SDKs add CRC checksums to every upload and expect them on downloads; most
      // S3-compatible servers know neither, so only where the API requires one.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }

  private objectKey(key: string): string {
    if (!isMediaKey(key)) throw new Error(`Not a valid media key: ${key}`);
    return `${this.config.prefix}${key}`;
  }

  async check(): Promise<void> {
    try {
      await this.client.send(new HeadBucketCommand({ Bucket: this.config.bucket }));
    } catch (error) {
      const status = (error as S3ServiceException).$metadata?.httpStatusCode;
      throw new Error(
        `Media store ${this.description} cannot be used` +
          `${status ? ` (HTTP ${status})` : ''}: ${(error as Error).message || (error as Error).name}`,
      );
    }
  }

  async size(key: string): Promise<number | undefined> {
    try {
      const head = await this.client.send(
        new HeadObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async put(key: string, content: Buffer, contentType = contentTypeOf(key)): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: this.objectKey(key),
        Body: content,
        ContentType: contentType,
        ContentLength: content.length,
      }),
    );
  }

  async get(key: string): Promise<MediaObject | undefined> {
    try {
      const object = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }),
      );
      return {
        // In Node the SDK's body is the response stream itself.
        body: object.Body as Readable,
        size: object.ContentLength ?? 0,
        contentType: object.ContentType ?? contentTypeOf(key),
        etag: object.ETag ?? `"${object.ContentLength}"`,
        lastModified: object.LastModified,
      };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(key: string): Promise<Buffer | undefined> {
    const object = await this.get(key);
    if (!object) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of object.body) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: this.objectKey(key) }));
  }

  async *keys(): AsyncIterable<string> {
    const pages = paginateListObjectsV2(
      { client: this.client },
      { Bucket: this.config.bucket, Prefix: this.config.prefix || undefined },
    );
    for await (const page of pages) {
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.config.prefix.length);
        if (key && isMediaKey(key)) yield key;
      }
    }
  }
}

function isMissing(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
