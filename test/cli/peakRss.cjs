// Preloaded into a command under test: on exit, appends the process's peak resident set (kB) to
// the file XPYD_PEAK_RSS_FILE names, so a test can bound the memory that any input costs.
const { appendFileSync } = require("node:fs");

process.on("exit", () => {
  appendFileSync(process.env.XPYD_PEAK_RSS_FILE, `${process.resourceUsage().maxRSS}\n`);
});
