/**
 * The protocol switcher: three values, the one in force read from the path,
 * and where a switch goes from each kind of page.
 */
export type Protocol = 'ordinals' | 'runes' | 'atomicals';

export const PROTOCOLS: readonly Protocol[] = ['ordinals', 'runes', 'atomicals'];

export const PROTOCOL_LABELS: Record<Protocol, string> = {
  ordinals: 'Ordinals',
  runes: 'Runes',
  atomicals: 'Atomicals',
};

function startsWithSegment(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** runes for any path starting /runes, atomicals for any path starting /atomicals, ordinals otherwise. */
export function protocolForPath(pathname: string): Protocol {
  if (startsWithSegment(pathname, '/runes')) return 'runes';
  if (startsWithSegment(pathname, '/atomicals')) return 'atomicals';
  return 'ordinals';
}

/** The kind of page the path is, as the switch rules need it. */
export type PageKind = 'market' | 'inscribe' | 'brc20' | 'other';

export function pageKind(pathname: string): PageKind {
  const segments = pathname.split('/').filter(Boolean);
  if (segments.includes('market')) return 'market';
  if (segments.includes('inscribe')) return 'inscribe';
  if (segments[0] === 'brc20') return 'brc20';
  return 'other';
}

/** Where switching to `target` goes from `pathname`. */
export function switchProtocolTarget(pathname: string, target: Protocol): string {
  const kind = pageKind(pathname);
  switch (target) {
    case 'ordinals':
      if (kind === 'market') return '/market';
      if (kind === 'inscribe') return '/inscribe';
      return '/';
    case 'atomicals':
      return '/atomicals/market/arc20';
    case 'runes':
      if (kind === 'market') return '/runes/market';
      if (kind === 'brc20') return '/runes/list';
      return '/runes/inscribe';
  }
}
