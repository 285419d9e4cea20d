import { useEffect } from 'react';
import { useRemote } from './use-remote';

/** The Open Graph and Twitter fields a link preview reads, in the document head. */
const FIELDS = [
  ['property', 'og:title'],
  ['property', 'og:description'],
  ['property', 'og:image'],
  ['name', 'twitter:card'],
] as const;

/**
 * Puts the link-preview summary of an inscription or a collection (/preview/simple-summary) into the document head
 * while the page is open, and takes it out after. The text is set as attribute values (never parsed as markup):
 * a stranger's name stays text.
 */
export function useLinkPreview(query: { readonly inscriptionId: string } | { readonly collectionId: string } | null): void {
  const key = query ? `preview:${'inscriptionId' in query ? query.inscriptionId : `c:${query.collectionId}`}` : 'preview:none';
  const summary = useRemote(key, (api) => (query ? api.external.previewSimpleSummary(query) : Promise.resolve(null)));
  const data = summary.data;
  useEffect(() => {
    if (!data) return;
    const values: Record<string, string | null> = {
      'og:title': data.title,
      'og:description': data.description,
      'og:image': data.image,
      'twitter:card': data.image ? 'summary_large_image' : 'summary',
    };
    const added = FIELDS.flatMap(([attribute, name]) => {
      const content = values[name];
      if (!content) return [];
      const meta = document.createElement('meta');
      meta.setAttribute(attribute, name);
      meta.setAttribute('content', content);
      meta.dataset.linkPreview = '';
      document.head.append(meta);
      return [meta];
    });
    return () => added.forEach((m) => m.remove());
  }, [data]);
}
