/** A message as the end of a sentence: a full stop added only when it does not end with one already (nor ! or ?). */
export const asSentence = (text: string): string => (/[.!?]$/.test(text) ? text : `${text}.`);
