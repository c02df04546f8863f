// A lazy part of the page (an import control, the latency editors) loads on first use, and its
// first transform can take more than testing-library's default second on a busy two-core machine.
// Four seconds stays inside the five of a test, so a real failure still fails.
if (typeof document !== "undefined") {
  const { configure } = await import("@solidjs/testing-library");
  configure({ asyncUtilTimeout: 4_000 });
}

export {};
