/** The languages every text of the planner is written in. */
export const languages = ["en", "zh"] as const;
export type Language = (typeof languages)[number];
