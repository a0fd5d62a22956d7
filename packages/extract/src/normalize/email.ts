// E-mail addresses are compared and returned lower-cased; the domain is case-blind and mailboxes are in practice.
export type EmailMatch = { text: string; start: number; end: number };

const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}/gu;

export function findEmails(text: string): EmailMatch[] {
  return [...text.matchAll(EMAIL)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

export function normalizeEmail(text: string): string | null {
  const match = findEmails(text)[0];
  return match ? match.text.toLowerCase() : null;
}
