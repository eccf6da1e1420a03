import type { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { S3StorageConfig } from '../../config/env';
import { checkedKey, type StorageDriver } from './file-storage';

/** Files in one bucket of an S3-compatible store, shared by every process and machine. */
export function createS3Storage(config: S3StorageConfig): StorageDriver {
  const client = new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // Checksums only where S3 demands them: several S3-compatible stores refuse the SDK's default
    // (bodies in aws-chunked encoding with a trailing CRC). Sizes and types are checked by us anyway.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = config.bucket;
  const body = async (key: string) => {
    const { Body } = await client.send(new GetObjectCommand({ Bucket, Key: checkedKey(key) }));
    if (!Body) throw new Error(`Storage answered no body for ${key}`);
    return Body;
  };
  return {
    async put(key, data, mime) {
      // A body under one part (5 MB) goes up in one PUT; a larger stream in 5 MB parts, two in flight,
      // so memory stays bounded whatever the file's size. A failed upload aborts its parts.
      const upload = new Upload({
        client,
        params: { Bucket, Key: checkedKey(key), Body: data, ContentType: mime },
        queueSize: 2,
      });
      await upload.done();
    },
    async open(key) {
      // In Node the SDK's body is the HTTP response itself (an IncomingMessage): a stream as it arrives.
      return (await body(key)) as Readable;
    },
    async read(key) {
      return Buffer.from(await (await body(key)).transformToByteArray());
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    close() {
      client.destroy();
    },
  };
}
