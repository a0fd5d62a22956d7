// E-mail addresses are compared and returned lower-cased; the domain is case-blind and mailboxes are in practice.
export type EmailMatch = { text: string; start: number; end: number };

const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

// No mailbox starts with a dot: OCR spaced it from the letters before it ("k .osei@mailhub.example").
const SPLIT_HEAD = /([\p{L}\p{N}_%+-]+) $/u;

export function findEmails(text: string): EmailMatch[] {
  return [...text.matchAll(EMAIL)].map((m) => {
    const head = m[0].startsWith(".") ? SPLIT_HEAD.exec(text.slice(0, m.index)) : null;
    if (!head) return { text: m[0], start: m.index, end: m.index + m[0].length };
    return { text: head[1]! + m[0], start: m.index - head[0].length, end: m.index + m[0].length };
  });
}

export function normalizeEmail(text: string): string | null {
  const match = findEmails(text)[0];
  return match ? match.text.toLowerCase() : null;
}
