// Word-level text handling shared by label matching and the lexicon: tokens keep their offsets in the original
// text (values are cut out of it), while their keys are folded and lightly stemmed so that "Rechnungs-Nr.",
// "Taxes" and "Tél" compare equal to how the lexicon writes them.
import { distance } from "fastest-levenshtein";

export type Token = {
  /** As printed. */
  text: string;
  /** Folded and stemmed, for comparison. */
  key: string;
  start: number;
  end: number;
};

// "#", "№" and "°" carry meaning in labels ("Inv #", "N° de facture"), so they are tokens of their own.
const TOKEN = /[\p{L}\p{N}]+|[#№°]/gu;

const ASCII = /^\p{ASCII}*$/u;

/** Lower case without diacritics; ß, œ and æ spelled out. */
export function fold(text: string): string {
  // Plain ASCII has nothing to decompose: lower case is all its folding (and fold runs for every word matched).
  if (ASCII.test(text)) return text.toLowerCase();
  return text.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().replace(/ß/g, "ss").replace(/œ/g, "oe").replace(/æ/g, "ae");
}

/**
 * Like `fold`, but every UTF-16 unit maps to exactly one, so a match found in the folded text has the same
 * offsets in the original.
 */
export function foldKeepingOffsets(text: string): string {
  if (ASCII.test(text)) return text.toLowerCase();
  let out = "";
  for (const ch of text) {
    const folded = fold(ch);
    out += folded.length === ch.length ? folded : ch.toLowerCase().length === ch.length ? ch.toLowerCase() : ch;
  }
  return out;
}

// Digits OCR reads for letters: "T0TAL", "Tota1", "5UBTOTAL".
const OCR_LETTERS: Record<string, string> = { "0": "o", "1": "l", "5": "s", "8": "b" };

/**
 * Plural "s" and final "e" are dropped, which is enough to meet "Invoices"/"Invoice" and "Taxe"/"Tax"; a word
 * of letters with one digit in it is read as the word OCR garbled.
 */
export function stem(word: string): string {
  let w = ocrLetters(fold(word));
  if (w.length > 3 && w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  if (w.length > 3 && w.endsWith("e")) w = w.slice(0, -1);
  return w;
}

/** A folded word of letters with one digit in it is the word OCR garbled ("T0TAL"); a number stays a number. */
export function ocrLetters(folded: string): string {
  if ((folded.match(/\p{L}/gu)?.length ?? 0) >= 3 && /^[^\d]*[0158][^\d]*$/u.test(folded))
    return folded.replace(/[0158]/, (d) => OCR_LETTERS[d]!);
  return folded;
}

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(TOKEN)) {
    const start = m.index;
    tokens.push({ text: m[0], key: stem(m[0]), start, end: start + m[0].length });
  }
  return tokens;
}

export function keys(text: string): string[] {
  return tokenize(text).map((t) => t.key);
}

/** The words of a field name: `amount_untaxed`, `invoiceNumber` and `VATId` all split into words. */
export function nameWords(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_\-.]+/g, " ")
    .trim();
}

export function collapse(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Key equality that forgives one OCR slip in words of six letters or more (more would join German compounds), and
 * one misread letter in the middle of a five-letter word ("Tolal" for "Total").
 */
export function sameKey(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === 5 && b.length === 5) return middleSlip(a, b);
  const shortest = Math.min(a.length, b.length);
  if (shortest < 6 || /\d/.test(a) || /\d/.test(b)) return false;
  return Math.abs(a.length - b.length) <= 1 && distance(a, b) <= 1;
}

const VOWEL = /[aeiouy]/;

/**
 * One letter differs, the third or fourth, and not a vowel for another: short words that differ in their first
 * two letters or their last ("older" and "order", "klang" and "klant"), or by a vowel ("stock" and "stück"), are
 * other words.
 */
function middleSlip(a: string, b: string): boolean {
  if (/\d/.test(a + b)) return false;
  const slips = [0, 1, 2, 3, 4].filter((i) => a[i] !== b[i]);
  const at = slips[0]!;
  return slips.length === 1 && (at === 2 || at === 3) && !(VOWEL.test(a[at]!) && VOWEL.test(b[at]!));
}

/** Words that neither name a concept nor make a label mean something else (en, de, fr). */
export const STOPWORDS: ReadonlySet<string> = new Set(
  [
    "a",
    "an",
    "the",
    "of",
    "in",
    "on",
    "at",
    "to",
    "for",
    "by",
    "and",
    "or",
    "as",
    "is",
    "are",
    "was",
    "be",
    "been",
    "this",
    "that",
    "these",
    "those",
    "it",
    "its",
    "with",
    "from",
    "which",
    "all",
    "any",
    "each",
    "per",
    "your",
    "our",
    "my",
    "their",
    "his",
    "her",
    "you",
    "we",
    "us",
    "me",
    "e",
    "g",
    "eg",
    "ie",
    "etc",
    "if",
    "when",
    "where",
    "what",
    "who",
    "how",
    "than",
    "der",
    "die",
    "das",
    "des",
    "dem",
    "den",
    "ein",
    "eine",
    "einer",
    "eines",
    "und",
    "oder",
    "fur",
    "mit",
    "im",
    "am",
    "zum",
    "zur",
    "ihr",
    "ihre",
    "unser",
    "unsere",
    "von",
    "bei",
    "le",
    "la",
    "les",
    "l",
    "de",
    "du",
    "d",
    "un",
    "une",
    "et",
    "ou",
    "pour",
    "par",
    "au",
    "aux",
    "en",
    "sur",
    "votre",
    "notre",
    "vos",
    "nos",
  ].map(stem),
);

/** Whether a word as printed ("These", "where") is one of STOPWORDS, which holds stems. */
export function isStopword(word: string): boolean {
  return STOPWORDS.has(stem(word));
}

/**
 * A piece of a label or a sentence, never a value: a note in brackets to whoever fills a form in ("(print)", "(if
 * applicable)"), or words that open with the punctuation of the sentence they were cut from (", with the").
 */
export function isFragment(value: string): boolean {
  return /^\([\p{Ll}\s'’,./-]+\)$/u.test(value.trim()) || /^[,;:.!?]/.test(value.trim());
}
