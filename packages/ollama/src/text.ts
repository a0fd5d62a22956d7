// Text comparisons that must map back to the document: every folded character remembers where it came from, so a
// match in folded text is a span of the original line.

/** Folded text; `starts[i]` and `ends[i]` bound the original character that folded character i came from. */
export type Folded = { text: string; starts: number[]; ends: number[] };

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/** Whitespace runs as one space, ends trimmed; everything else kept, case included. */
export function foldSpaces(text: string): Folded {
  const out: Folded = { text: "", starts: [], ends: [] };
  let pendingSpace = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (/\s/.test(ch)) {
      pendingSpace = out.text.length > 0;
      continue;
    }
    if (pendingSpace) push(out, " ", i - 1, i);
    pendingSpace = false;
    push(out, ch, i, i + 1);
  }
  return out;
}

/** Letters and digits only, lower-cased, accents dropped: what stays when case, spacing and punctuation differ. */
export function foldLoose(text: string): Folded {
  const out: Folded = { text: "", starts: [], ends: [] };
  for (let i = 0; i < text.length;) {
    const code = text.charCodeAt(i);
    // ASCII, nearly all of the text, needs no Unicode normalisation.
    if (code < 128) {
      if ((code >= 48 && code <= 57) || (code >= 97 && code <= 122)) push(out, text[i]!, i, i + 1);
      else if (code >= 65 && code <= 90) push(out, String.fromCharCode(code + 32), i, i + 1);
      i++;
      continue;
    }
    const ch = String.fromCodePoint(text.codePointAt(i)!);
    const base = ch.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
    for (const c of base) if (isAlnum(c)) push(out, c, i, i + ch.length);
    i += ch.length;
  }
  return out;
}

export function isAlnum(ch: string | undefined): boolean {
  return ch !== undefined && /[\p{L}\p{N}]/u.test(ch);
}

/**
 * Whether text[start, end) stands on its own: no letter or digit glued to either side, and no decimal part
 * continuing a number ("12" is not inside "1.12" or "12,50").
 */
export function standsAlone(text: string, start: number, end: number): boolean {
  const before = text[start - 1];
  const after = text[end];
  if (isAlnum(before) || isAlnum(after)) return false;
  if ((before === "." || before === ",") && /\d/.test(text[start - 2] ?? "") && /\d/.test(text[start] ?? "")) return false;
  if ((after === "." || after === ",") && /\d/.test(text[end + 1] ?? "") && /\d/.test(text[end - 1] ?? "")) return false;
  return true;
}

function push(out: Folded, ch: string, start: number, end: number): void {
  out.text += ch;
  out.starts.push(start);
  out.ends.push(end);
}
