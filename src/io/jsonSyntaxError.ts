// Where JSON text first breaks the grammar (RFC 8259): Node 20's JSON.parse names no position for
// an unexpected token, and a person fixing a plan file needs one.

/** The first spot where `text` stops being JSON, and what was found there. */
export interface JsonSyntaxError {
  /** Offset in UTF-16 code units, as JSON.parse counts it. */
  position: number;
  reason: string;
}

const whitespace = " \t\n\r";
const digits = "0123456789";
const hexDigits = "0123456789abcdefABCDEF";
const escapes = '"\\/bfnrt';
const literals = ["true", "false", "null"];
const firstPrintable = 0x20;
const controlNames: Record<number, string> = { 9: "tab", 10: "line break", 13: "line break" };

const describe = (text: string, position: number): string => {
  const code = text.codePointAt(position);
  if (code === undefined) return "Unexpected end of input";
  const named = controlNames[code];
  if (named !== undefined) return `Unexpected ${named}`;
  if (code < firstPrintable) {
    return `Unexpected control character U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
  }
  return `Unexpected token ${JSON.stringify(String.fromCodePoint(code))}`;
};

/** The first syntax error in `text`, or null when it is valid JSON. Never throws. */
export const jsonSyntaxError = (text: string): JsonSyntaxError | null => {
  let i = 0;
  const isIn = (set: string): boolean => i < text.length && set.includes(text.charAt(i));
  const eat = (char: string): boolean => {
    if (text.charAt(i) !== char) return false;
    i += 1;
    return true;
  };
  const skip = (): void => {
    while (isIn(whitespace)) i += 1;
  };
  const digitRun = (): boolean => {
    if (!isIn(digits)) return false;
    while (isIn(digits)) i += 1;
    return true;
  };
  const number = (): boolean => {
    eat("-");
    if (!eat("0") && !digitRun()) return false;
    if (eat(".") && !digitRun()) return false;
    if (eat("e") || eat("E")) {
      if (!eat("+")) eat("-");
      if (!digitRun()) return false;
    }
    return true;
  };
  const string = (): boolean => {
    i += 1;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (eat('"')) return true;
      if (code < firstPrintable) return false;
      if (!eat("\\")) i += 1;
      else if (eat("u")) {
        for (let n = 0; n < 4; n += 1) {
          if (!isIn(hexDigits)) return false;
          i += 1;
        }
      } else if (isIn(escapes)) i += 1;
      else return false;
    }
    return false;
  };
  const literal = (): boolean => {
    const word = literals.find((candidate) => candidate.charAt(0) === text.charAt(i));
    if (word === undefined) return false;
    for (const char of word) if (!eat(char)) return false;
    return true;
  };
  const container = (close: string, item: () => boolean): boolean => {
    i += 1;
    skip();
    if (eat(close)) return true;
    for (;;) {
      if (!item()) return false;
      skip();
      if (eat(close)) return true;
      if (!eat(",")) return false;
    }
  };
  const member = (): boolean => {
    skip();
    if (text.charAt(i) !== '"' || !string()) return false;
    skip();
    return eat(":") && value();
  };
  const value = (): boolean => {
    skip();
    const char = text.charAt(i);
    if (char === "{") return container("}", member);
    if (char === "[") return container("]", value);
    if (char === '"') return string();
    if (char === "-" || isIn(digits)) return number();
    return literal();
  };
  try {
    if (value()) {
      skip();
      if (i === text.length) return null;
    }
  } catch {
    // Nesting deep enough to overflow the stack: the caller falls back to JSON.parse's message.
    return null;
  }
  return { position: i, reason: describe(text, i) };
};
