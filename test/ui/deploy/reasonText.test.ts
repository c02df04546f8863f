import { describe, expect, it } from "vitest";
import type { LaunchNote, Placeholder } from "../../../src/io/launch/launchSettings.ts";
import { placeholders } from "../../../src/io/launch/placeholders.ts";
import { reasonText } from "../../../src/ui/deploy/reasonText.ts";
import { reasonTexts } from "../../../src/ui/deploy/reasonTexts.ts";

describe("reasonText", () => {
  it("names the phase of a host placeholder in the reader's language", () => {
    const host = placeholders.host("PREFILL");
    expect(reasonText(host, reasonTexts.en)).toBe(
      "Which machine runs prefill instance i is a placement choice the plan does not make.",
    );
    expect(reasonText(host, reasonTexts.zh)).toBe(
      "第 i 个 Prefill 实例部署在哪台机器上，属于部署位置的选择，方案不做决定。",
    );
  });

  it("fills a note's numbers, grouping thousands", () => {
    const note: LaunchNote = {
      code: "sglangRouterCap",
      params: { requests: 4984, inFlight: 4822, rate: "117.6", slots: 4800 },
      text: "Router max concurrency: 4984 requests, the recommended cap (4822 in the servers at 117.6 req/s, plus headroom, and at least the 4800 decode slots the plan's capacity needs).",
    };
    expect(reasonText(note, reasonTexts.en)).toBe(
      "Router max concurrency: 4,984 requests, the recommended cap (4,822 in the servers at 117.6 req/s, plus headroom, and at least the 4,800 decode slots the plan's capacity needs).",
    );
    expect(reasonText(note, reasonTexts.zh)).toBe(
      "路由器最大并发：4,984 个请求，即推荐的上限（117.6 请求/秒时服务端中的 4,822 个请求，再加余量，且不少于方案容量所需的 4,800 个 Decode 槽位）。",
    );
  });

  it("keeps the English sentence of a code it does not know", () => {
    const unknown = {
      name: "<NEW>",
      code: "notYetTranslated",
      params: {},
      why: "A reason added after this dictionary.",
    } as unknown as Placeholder;
    expect(reasonText(unknown, reasonTexts.zh)).toBe("A reason added after this dictionary.");
    const note = { code: "later", params: {}, text: "A later note." } as unknown as LaunchNote;
    expect(reasonText(note, reasonTexts.zh)).toBe("A later note.");
  });
});
