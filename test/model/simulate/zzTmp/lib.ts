export const add = (a: number, b: number): number => a + b;
export const box = { value: 0 };
