import { readFileSync, statSync } from 'node:fs';
import * as v from 'valibot';

/** The site's remote config (the spec's v4 `/config`): market and swap access, maintenance, the read-only markets. */
const Flags = v.object({
  market: v.optional(
    v.object({
      access: v.optional(v.boolean(), true),
      maintenance: v.optional(v.boolean(), false),
      brc20ReadOnly: v.optional(v.boolean(), false),
      domainReadOnly: v.optional(v.boolean(), false),
      arc20ReadOnly: v.optional(v.boolean(), false),
      runesReadOnly: v.optional(v.boolean(), false),
    }),
    {},
  ),
  swap: v.optional(v.object({ access: v.optional(v.boolean(), true), maintenance: v.optional(v.boolean(), false) }), {}),
});
export type GatewayFlags = v.InferOutput<typeof Flags>;

/**
 * The flags from the operator's file (JSON, `--flags`), read again when it changes, so maintenance is switched on
 * without a restart. No file: everything open. A file that does not read keeps the last good flags and says why.
 */
export function createFlags(path: string | null, log: (line: string) => void) {
  let flags: GatewayFlags = v.parse(Flags, {});
  let readAt = -1;
  const refresh = () => {
    if (!path) return;
    let mtime: number;
    try {
      mtime = statSync(path).mtimeMs;
    } catch {
      return;
    }
    if (mtime === readAt) return;
    readAt = mtime;
    const parsed = (() => {
      try {
        return v.safeParse(Flags, JSON.parse(readFileSync(path, 'utf8')));
      } catch {
        return null;
      }
    })();
    if (parsed?.success) flags = parsed.output;
    else log(`gateway: ${path} is not valid flags JSON; keeping the previous flags`);
  };
  return {
    current(): GatewayFlags {
      refresh();
      return flags;
    },
  };
}
