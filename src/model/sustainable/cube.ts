// x³ for the estimate's moments. x ** 3 is a pow call, and the same few numbers are cubed at
// every solve (a plan's mean sizes, the chunk mean of its drafts): the last few cubes are kept.

const cubed = [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
const cubes = [Number.NaN, Number.NaN, Number.NaN, Number.NaN];
let next = 0;

/** x ** 3, the same number bit for bit. */
export const cube = (x: number): number => {
  for (let i = 0; i < cubed.length; i += 1) if (Object.is(cubed[i], x)) return cubes[i] as number;
  const value = x ** 3;
  cubed[next] = x;
  cubes[next] = value;
  next = (next + 1) % cubed.length;
  return value;
};
