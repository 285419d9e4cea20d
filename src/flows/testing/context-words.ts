import type { FlowSnapshot } from './flow-model-types';

/**
 * A model's `contextWords` for a flow whose view shows its error and its notice: "The page says: …" then "The page
 * notes: …" (or "The panel …" for a panel of a page), or null when it shows neither.
 */
export const saysAndNotes =
  (where: 'page' | 'panel') =>
  (snapshot: FlowSnapshot): string | null => {
    const { error, notice } = snapshot.context as { error: string | null; notice: string | null };
    const Where = where === 'page' ? 'The page' : 'The panel';
    return [error ? `${Where} says: ${error}` : null, notice ? `${Where} notes: ${notice}` : null].filter(Boolean).join(' ') || null;
  };
