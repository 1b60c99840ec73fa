export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What `read` gives once it gives something (events are handled a moment after the call that caused them), or an
 * error naming `what` after `timeoutMs`.
 */
export async function until<T>(read: () => Promise<T | null | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}
