// What a number field accepts and shows. Digits with one decimal point, as typed on any keyboard:
// full-width digits and signs from a Chinese input method count, and so does a comma, which with
// no grouping can only be the decimal separator.

const toHalfWidth = (text: string) =>
  text.replace(/[０-９．，－＋]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

const partial = /^[-+]?\d*(?:[.,]\d*)?$/;
const complete = /^[-+]?(?:\d+[.,]?\d*|[.,]\d+)$/;

/** Whether `text` is a number being typed: "", "-", "1." and ".5" are; "1.2.3" and "e" are not. */
export const isPartialNumber = (text: string) => partial.test(toHalfWidth(text));

/** The number in `text`, or NaN when it holds none (empty, a lone sign or point, anything else). */
export const parseNumberText = (text: string): number => {
  const normal = toHalfWidth(text.trim());
  return complete.test(normal) ? Number(normal.replace(",", ".")) : Number.NaN;
};

const formatter = new Intl.NumberFormat("en-US", { useGrouping: false, maximumFractionDigits: 6 });

/** A number as the field shows it: no grouping, at most six decimals, "" for NaN. */
export const formatNumberText = (value: number) =>
  Number.isNaN(value) ? "" : formatter.format(value);

const decimals = (value: number) => {
  let scale = 1;
  let places = 0;
  while (Math.round(value * scale) / scale !== value && places < 20) {
    scale *= 10;
    places += 1;
  }
  return places;
};

// A sum in decimal steps, so 0.1 + 0.2 gives 0.3 rather than 0.30000000000000004.
const addDecimal = (value: number, offset: number) => {
  if (Number.isInteger(value) && Number.isInteger(offset)) return value + offset;
  const scale = 10 ** Math.max(decimals(value), decimals(offset));
  return (Math.round(value * scale) + Math.round(offset * scale)) / scale;
};

/** `value` rounded to the nearest multiple of `step`, kept to the step's decimals. */
const snapToStep = (value: number, step: number) => {
  const remainder = value % step;
  const snapped =
    Math.abs(remainder) * 2 >= step
      ? value + Math.sign(remainder) * (step - Math.abs(remainder))
      : value - remainder;
  const places = decimals(step);
  return places > 0 ? Math.round(snapped * 10 ** places) / 10 ** places : snapped;
};

/**
 * The value one step of `offset` away (an arrow key, a page key, the wheel): to the next multiple
 * of the step in that direction, from 0 when the field is empty.
 */
export const stepNumber = (value: number, offset: number): number => {
  const from = Number.isNaN(value) ? 0 : value;
  const step = Math.abs(offset);
  const snapped = snapToStep(from, step);
  if (offset > 0 ? snapped > from : snapped < from) return snapped;
  return snapToStep(addDecimal(from, offset), step);
};
