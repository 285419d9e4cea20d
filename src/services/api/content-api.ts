/** Text inscription content from the static content host. */
export type ContentResult =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly error: 'content_request_failed' | 'content_load_failed' | 'content_parse_failed' };

export function createContentApi(deps: { contentBaseUrl: string; fetch: typeof fetch }) {
  return {
    /** 'request failed' when the host cannot be reached, 'load failed' on a bad status, 'parse failed' when it is not UTF-8 text. */
    async text(inscriptionId: string, signal?: AbortSignal): Promise<ContentResult> {
      let response: Response;
      try {
        response = await deps.fetch(`${deps.contentBaseUrl}/content/${encodeURIComponent(inscriptionId)}`, { signal });
      } catch {
        return { ok: false, error: 'content_request_failed' };
      }
      if (!response.ok) return { ok: false, error: 'content_load_failed' };
      try {
        const bytes = await response.arrayBuffer();
        return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
      } catch {
        return { ok: false, error: 'content_parse_failed' };
      }
    },
  };
}
