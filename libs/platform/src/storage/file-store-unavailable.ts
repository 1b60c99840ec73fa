import { ServiceUnavailableException } from '@nestjs/common';

/** What a shopper or admin reads when a file cannot be stored: the gateway answers it as 503. */
export const FILE_STORE_UNAVAILABLE = 'File storage cannot be reached right now, so nothing was saved. Please try again in a moment.';

/**
 * The FileStore could not be reached (a folder that cannot be written, a bucket
 * that does not answer). An HTTP 503 as it is, so every upload route answers
 * the same way without catching it; `reason` is for the logs and /api/health.
 */
export class FileStoreUnavailableError extends ServiceUnavailableException {
  constructor(readonly reason: string) {
    super(FILE_STORE_UNAVAILABLE);
  }
}

/** Runs one store operation; any failure of the store itself becomes a FileStoreUnavailableError. */
export async function orUnavailable<T>(where: string, operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (err) {
    if (err instanceof FileStoreUnavailableError) throw err;
    const code = (err as { code?: string; name?: string })?.code ?? (err as { name?: string })?.name;
    throw new FileStoreUnavailableError(`${where}: ${code ? `${code} ` : ''}${(err as Error)?.message ?? String(err)}`.trim());
  }
}
