// Unit conversions, each named and built from the ones before it.
export const msPerSecond = 1000;
export const secondsPerMinute = 60;
export const minutesPerHour = 60;
export const secondsPerHour = secondsPerMinute * minutesPerHour;
export const tokensPerMillion = 1_000_000;
export const percent = 100;

export const msToSeconds = (ms: number): number => ms / msPerSecond;
export const secondsToMs = (seconds: number): number => seconds * msPerSecond;
