// Web addresses: with a scheme or "www.", or a bare domain; never the domain part of an e-mail address.
export type UrlMatch = { text: string; start: number; end: number };

const URL_RE =
  /(?<![@\p{L}\p{N}._%+-])(?:https?:\/\/[^\s<>"]+|www\.[^\s<>"]+|[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|net|org|info|biz|io|co|de|fr|at|ch|be|nl|lu|it|es|eu|uk|us|in|my|sg|au|ca)(?:\/[^\s<>"]*)?)(?![\p{L}\p{N}@])/giu;

export function findUrls(text: string): UrlMatch[] {
  const found: UrlMatch[] = [];
  for (const m of text.matchAll(URL_RE)) {
    const raw = m[0].replace(/[.,;:)\]]+$/, "");
    found.push({ text: raw, start: m.index, end: m.index + raw.length });
  }
  return found;
}
