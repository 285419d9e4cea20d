import type { Network } from '../network';
import { FILE_QUANTITY_LIMIT, type InscribeItem, type Problem } from './inscribe-items';
import { fileItem } from './file-items';

/** A file the selection could not take, with why. */
export interface RefusedFile {
  readonly name: string;
  readonly problem: Problem;
}

/**
 * Files chosen or dropped, checked one by one: the good ones are kept (up to the order's limit, counting those already
 * chosen), each refused one is named with its reason; one bad file never discards the rest.
 */
export function selectFiles(
  chosen: readonly { readonly name: string; readonly type: string; readonly bytes: Uint8Array }[],
  already: number,
  network: Network,
): { readonly added: readonly InscribeItem[]; readonly refused: readonly RefusedFile[] } {
  const added: InscribeItem[] = [];
  const refused: RefusedFile[] = [];
  for (const file of chosen) {
    const checked = fileItem(file, network);
    if (!checked.ok) refused.push({ name: file.name, problem: checked.problem });
    else if (already + added.length >= FILE_QUANTITY_LIMIT)
      refused.push({ name: file.name, problem: { key: 'file_quantity_limit', params: { x: FILE_QUANTITY_LIMIT } } });
    else added.push(checked.value);
  }
  return { added, refused };
}
