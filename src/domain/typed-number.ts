/**
 * A number as people type or paste it, as the app reads it: spaces dropped (a pasted '1 000'), commas that group
 * thousands dropped ('1,000'), a decimal comma read as a point ('1,5'). What is left is checked by the caller.
 */
export function typedNumber(text: string): string {
  const t = text.replace(/[\s\u00a0\u202f]/g, '');
  // Groups of thousands start with a digit other than 0: '0,500' is a decimal comma (0.5), '1,000' a thousand.
  if (/^[1-9]\d{0,2}(,\d{3})+(\.\d+)?$/.test(t)) return t.replace(/,/g, '');
  return t.replace(/^(\d*),(\d+)$/, '$1.$2');
}
