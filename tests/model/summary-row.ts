/** The figure a row of a dialog's summary (a `dl`) shows: the `dd` after its term. */
export const summaryRow = (summary: HTMLElement, term: string): Element | null =>
  [...summary.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling ?? null;
