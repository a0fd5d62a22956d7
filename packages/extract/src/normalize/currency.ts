// Currencies as ISO 4217 codes. A printed code is taken as it is; a symbol or a currency word is read as the
// currency it unambiguously stands for ("€" is EUR); "$" alone is read as USD but counts as weak evidence.

export type CurrencyMatch = { code: string; start: number; end: number; explicit: boolean };

export const ISO_CODES = [
  "EUR",
  "USD",
  "GBP",
  "CHF",
  "JPY",
  "CNY",
  "INR",
  "MYR",
  "SGD",
  "AUD",
  "CAD",
  "NZD",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "CZK",
  "HUF",
  "RON",
  "BGN",
  "TRY",
  "RUB",
  "BRL",
  "MXN",
  "ZAR",
  "HKD",
  "THB",
  "IDR",
  "PHP",
  "VND",
  "KRW",
  "AED",
  "SAR",
  "ILS",
  "EGP",
  "NGN",
  "KES",
] as const;

// Case matters: "RM" before an amount is the ringgit, "rm" is not.
const MARKS: [string, string][] = [
  ["US\\$", "USD"],
  ["US-Dollar", "USD"],
  ["US [Dd]ollars?", "USD"],
  ["dollars? américains", "USD"],
  ["S\\$", "SGD"],
  ["A\\$", "AUD"],
  ["C\\$", "CAD"],
  ["HK\\$", "HKD"],
  ["R\\$", "BRL"],
  ["€", "EUR"],
  ["[Ee]uros?", "EUR"],
  ["EURO", "EUR"],
  ["£", "GBP"],
  ["[Pp]ounds? [Ss]terling", "GBP"],
  ["₹", "INR"],
  ["Rs\\.?", "INR"],
  ["[Rr]upees?", "INR"],
  ["RM", "MYR"],
  ["[Rr]inggit", "MYR"],
  ["[Ff]rancs? suisses?", "CHF"],
  ["Schweizer Franken", "CHF"],
  ["zł", "PLN"],
  ["Kč", "CZK"],
  ["\\$", "USD"],
];
const CODE_RE = new RegExp(`(?<![\\p{L}])(${ISO_CODES.join("|")})(?![\\p{L}])`, "gu");
const MARK_RE = new RegExp(`(?<![\\p{L}$])(?:${MARKS.map(([m]) => `(${m})`).join("|")})(?![\\p{L}])`, "gu");

export function findCurrencies(text: string): CurrencyMatch[] {
  const found: CurrencyMatch[] = [];
  for (const m of text.matchAll(CODE_RE)) found.push({ code: m[1]!, start: m.index, end: m.index + m[0].length, explicit: true });
  for (const m of text.matchAll(MARK_RE)) {
    const group = m.slice(1).findIndex((g) => g !== undefined);
    const code = MARKS[group]?.[1];
    if (!code || found.some((f) => m.index < f.end && f.start < m.index + m[0].length)) continue;
    found.push({ code, start: m.index, end: m.index + m[0].length, explicit: false });
  }
  return found.sort((a, b) => a.start - b.start);
}
