import type { Language } from "../i18n/i18n.tsx";

// What the link banner says about a link too large to read, and about a link from before
// checksums; zh mirrors en key for key.

const en = {
  tooLargeLink:
    "This link is longer than {limit} characters, more than any plan needs. Showing the default plan.",
  tooLargePlan:
    "This link unpacks to more than {limit} bytes, more than any plan needs. Showing the default plan.",
  unchecked:
    "This link was made before links carried a checksum, so a changed character could not be detected. Check the plan before you rely on it.",
};

export type LinkNoteText = typeof en;

const zh: LinkNoteText = {
  tooLargeLink: "此链接超过 {limit} 个字符，远超任何方案所需。已显示默认方案。",
  tooLargePlan: "此链接解压后超过 {limit} 字节，远超任何方案所需。已显示默认方案。",
  unchecked: "此链接生成于链接带校验和之前，无法发现其中被改动的字符。使用前请核对方案。",
};

export const linkNoteTexts: Record<Language, LinkNoteText> = { en, zh };
