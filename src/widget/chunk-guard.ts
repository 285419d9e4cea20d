/**
 * Every dynamic import in the widget's build goes through `guardChunk` (vite.widget.config.ts wraps each one). The
 * browser refuses a lazy chunk whose bytes do not match its hash in the loader's import map; the loader, which holds
 * the hashes, is then asked whether a file was changed, and if so it stops every widget and tells the host why
 * (onError) before the failure goes on to the code that imported the chunk.
 */
type ChunkCheck = (error: unknown) => Promise<unknown>;

let check: ChunkCheck | null = null;

/** Called by the loader once widget.js has loaded (exported by widget.ts). */
export function checkChunksWith(next: ChunkCheck): void {
  check = next;
}

export function guardChunk<T>(loading: Promise<T>): Promise<T> {
  return loading.catch(async (error: unknown) => {
    await check?.(error).catch(() => undefined);
    throw error;
  });
}
