// The 0.975 quantile of Student's t, for two-sided 95% intervals over replications.

// NIST/SEMATECH e-Handbook of Statistical Methods, 1.3.6.7.2 "Critical Values of the Student's t
// Distribution" (https://www.itl.nist.gov/div898/handbook/eda/section3/eda3672.htm), column 0.975,
// for 1 to 30 degrees of freedom.
const tableByDegrees = [
  12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145,
  2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048,
  2.045, 2.042,
];

// The standard normal's 0.975 quantile, z = Φ⁻¹(0.975).
const z = 1.959963984540054;

/**
 * t(0.975, ν): the NIST table up to 30 degrees of freedom, above it the Cornish–Fisher expansion
 * in 1/ν (Abramowitz & Stegun, Handbook of Mathematical Functions, 26.7.5), good to 10⁻⁵ there.
 */
export const tQuantile975 = (degrees: number): number => {
  if (degrees < 1) return Number.NaN;
  const tabled = tableByDegrees[Math.floor(degrees) - 1];
  if (tabled !== undefined) return tabled;
  const z2 = z * z;
  const g1 = (z2 * z + z) / 4;
  const g2 = ((5 * z2 + 16) * z2 * z + 3 * z) / 96;
  const g3 = (((3 * z2 + 19) * z2 + 17) * z2 * z - 15 * z) / 384;
  const g4 = ((((79 * z2 + 776) * z2 + 1482) * z2 - 1920) * z2 * z - 945 * z) / 92160;
  return z + g1 / degrees + g2 / degrees ** 2 + g3 / degrees ** 3 + g4 / degrees ** 4;
};
