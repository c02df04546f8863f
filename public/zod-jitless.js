// Zod probes `new Function` to compile faster parsers; this page's policy refuses eval and reports
// even the caught probe as a violation. Zod reads this flag when it first loads, so it is set here,
// by a plain script that runs before any module.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, {
  jitless: true,
});
