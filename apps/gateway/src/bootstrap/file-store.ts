import { FileStore, LocalFileStore, S3FileStore, ShopConfig } from '@shop/platform';

/** A local folder unless an S3-compatible endpoint is configured. */
export async function fileStoreFor(config: ShopConfig): Promise<FileStore> {
  if (!config.s3) return new LocalFileStore(config.uploadsDir);
  const store = new S3FileStore(config.s3);
  await store.ensureBucket();
  return store;
}
