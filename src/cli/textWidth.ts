// How many terminal columns a text takes: East Asian wide and full-width characters take two,
// so a table with Chinese labels still lines up.

const wide =
  /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

export const textWidth = (text: string): number => {
  let width = 0;
  for (const char of text) width += wide.test(char) ? 2 : 1;
  return width;
};

/** `text` followed by spaces up to `columns` terminal columns. */
export const padToWidth = (text: string, columns: number): string =>
  text + " ".repeat(Math.max(0, columns - textWidth(text)));
