/** A file the person chose or dropped, read whole: its name, its type as the browser says it, and its bytes. */
export interface ChosenFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Uint8Array;
}

/** Reads the chosen files, all at once, in the order they were chosen. */
export function readChosenFiles(list: ArrayLike<File>): Promise<ChosenFile[]> {
  return Promise.all(Array.from(list, async (file) => ({ name: file.name, type: file.type, bytes: new Uint8Array(await file.arrayBuffer()) })));
}
