// Business values recognised by their shape or by a closed vocabulary: company registration numbers, countries,
// payment methods and Incoterms. Every finder returns offsets in the given text, so values stay as printed.
import { fold } from "../text.ts";

export type Match = { text: string; start: number; end: number };

/**
 * A company registration number after its label ("KvK Rotterdam 24330087", "HRB 12345", "RCS Paris B 530 848
 * 134", "SIRET 530 848 134 00017"): the first run of 4 to 14 digits, optionally in groups, with the register's
 * letters (HRB, HRA) kept in front. Up to three words (a register's town) may stand before it.
 */
const REGNO = /(?<![\p{L}\d])((?:HR[AB]|GnR|PR|VR)\s?)?(\d(?:[ .]?\d){3,13})(?![\d])/gu;

export function findRegistrationNumbers(text: string): Match[] {
  const out: Match[] = [];
  for (const m of text.matchAll(REGNO)) {
    const digits = m[2]!.replace(/\D/g, "");
    // A date, an amount or a year is not a registration number.
    if (/^(?:19|20)\d\d$/.test(digits) || /^\s*(?:€|eur|euros?|\$|usd|gbp|chf)/i.test(text.slice(m.index + m[0].length))) continue;
    out.push({ text: m[0].trim(), start: m.index, end: m.index + m[0].trimEnd().length });
  }
  return out;
}

/** Luhn checksum, which French SIREN (9 digits) and SIRET (14 digits) numbers satisfy. */
export function luhnOk(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/**
 * The SIREN of a French company as printed: 9 digits (in groups of three or not) next to "RCS"/"SIREN", or the
 * first 9 digits of a 14-digit SIRET; the checksum must hold.
 */
export function sirenOf(text: string): Match | null {
  for (const m of text.matchAll(/(?<![\d])(\d{3}[ .\u00a0]?\d{3}[ .\u00a0]?\d{3})(?:[ .\u00a0]?(\d{5}))?(?![\d])/gu)) {
    const nine = m[1]!.replace(/\D/g, "");
    if (!luhnOk(nine)) continue;
    if (m[2] && !luhnOk(nine + m[2])) continue;
    return { text: m[1]!, start: m.index, end: m.index + m[1]!.length };
  }
  return null;
}

// Country names (English, German, French, Dutch, Spanish, Italian and the country's own) by ISO 3166 alpha-2 code.
const COUNTRY_NAMES: Record<string, string[]> = {
  NL: ["netherlands", "the netherlands", "nederland", "niederlande", "pays-bas", "paises bajos", "paesi bassi", "holland"],
  BE: ["belgium", "belgie", "belgique", "belgien", "belgica", "belgio"],
  DE: ["germany", "deutschland", "allemagne", "duitsland", "alemania", "germania"],
  FR: ["france", "frankreich", "frankrijk", "francia"],
  LU: ["luxembourg", "luxemburg", "lussemburgo"],
  AT: ["austria", "osterreich", "autriche", "oostenrijk"],
  CH: ["switzerland", "schweiz", "suisse", "svizzera", "zwitserland", "suiza"],
  GB: [
    "united kingdom",
    "great britain",
    "england",
    "scotland",
    "wales",
    "grossbritannien",
    "royaume-uni",
    "verenigd koninkrijk",
    "reino unido",
    "regno unito",
  ],
  IE: ["ireland", "irland", "irlande", "ierland", "irlanda", "eire"],
  US: [
    "united states",
    "united states of america",
    "usa",
    "u.s.a.",
    "vereinigte staaten",
    "etats-unis",
    "verenigde staten",
    "estados unidos",
    "stati uniti",
  ],
  CA: ["canada", "kanada"],
  IT: ["italy", "italia", "italien", "italie", "italie"],
  ES: ["spain", "espana", "spanien", "espagne", "spanje", "spagna"],
  PT: ["portugal", "portogallo"],
  PL: ["poland", "polska", "polen", "pologne", "polonia"],
  CZ: ["czech republic", "czechia", "cesko", "tschechien", "republique tcheque", "tsjechie"],
  DK: ["denmark", "danmark", "danemark", "denemarken", "dinamarca", "danimarca"],
  SE: ["sweden", "sverige", "schweden", "suede", "zweden", "suecia", "svezia"],
  NO: ["norway", "norge", "norwegen", "norvege", "noorwegen", "noruega", "norvegia"],
  FI: ["finland", "suomi", "finnland", "finlande", "finlandia"],
  GR: ["greece", "griechenland", "grece", "griekenland", "grecia"],
  HU: ["hungary", "magyarorszag", "ungarn", "hongrie", "hongarije", "hungria", "ungheria"],
  RO: ["romania", "rumanien", "roumanie", "roemenie"],
  IN: ["india", "indien", "inde"],
  MY: ["malaysia"],
  SG: ["singapore"],
  AU: ["australia", "australien", "australie"],
  CN: ["china", "chine"],
  JP: ["japan", "japon"],
};
const COUNTRY_INDEX = new Map<string, string>(Object.entries(COUNTRY_NAMES).flatMap(([code, names]) => names.map((n) => [n, code])));
const COUNTRY_RE = new RegExp(
  `(?<![\\p{L}])(${[...COUNTRY_INDEX.keys()]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.]/g, "\\."))
    .join("|")})(?![\\p{L}])`,
  "giu",
);

/** Country names in the text, each with its ISO code. Matching is done on folded text (same offsets). */
export function findCountries(text: string): (Match & { code: string })[] {
  const folded = [...text].map((ch) => (fold(ch).length === ch.length ? fold(ch) : ch.toLowerCase())).join("");
  return [...folded.matchAll(COUNTRY_RE)].map((m) => ({
    text: text.slice(m.index, m.index + m[0].length),
    start: m.index,
    end: m.index + m[0].length,
    code: COUNTRY_INDEX.get(m[0])!,
  }));
}

// Ways of paying, as invoices and receipts name them.
const PAYMENT = new RegExp(
  String.raw`(?<![\p{L}])(` +
    [
      "ideal",
      "paypal",
      "credit ?card",
      "debit ?card",
      "creditcard",
      "bank ?card",
      "visa",
      "master ?card",
      "maestro",
      "american express",
      "amex",
      "bancontact",
      "sofort(?:überweisung)?",
      "klarna",
      "apple pay",
      "google pay",
      "giropay",
      "alipay",
      "wechat pay",
      // SEPA, the euro area's payment scheme, may stand before the name of a debit, and then belongs to the way
      // of paying (as in "Zahlung per SEPA-Lastschrift").
      "(?:sepa[ -]?)?direct debit",
      "(?:sepa[ -]?)?lastschrift",
      "bank transfer",
      "wire transfer",
      "überweisung",
      "virement(?: bancaire)?",
      "prélèvement(?: automatique)?",
      "carte bancaire",
      "carte bleue",
      "chèque",
      "cheque",
      "check",
      "cash",
      "bar(?:zahlung)?",
      "espèces",
      "contant",
      "pinbetaling",
      "overschrijving",
      "automatische incasso",
      "acceptgiro",
      "efectivo",
      "tarjeta",
      "transferencia",
      "bonifico",
      "contanti",
      "gotówka",
      "przelew",
      "karta",
    ].join("|") +
    String.raw`)(?![\p{L}])`,
  "giu",
);
// "check" and "bar" mean other things in running text; they count only right after a payment label.
const AMBIGUOUS_PAYMENT = /^(?:check|bar|karta|cash)$/i;

export function findPaymentMethods(text: string, labelled: boolean): Match[] {
  return [...text.matchAll(PAYMENT)]
    .filter((m) => labelled || !AMBIGUOUS_PAYMENT.test(m[0]))
    .map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}

const INCOTERM = /(?<![\p{L}\d])(EXW|FCA|FAS|FOB|CFR|CIF|CPT|CIP|DAP|DPU|DDP|DAT|DDU|DAF|DES|DEQ)(?![\p{L}\d])/gu;

export function findIncoterms(text: string): Match[] {
  return [...text.matchAll(INCOTERM)].map((m) => ({ text: m[0], start: m.index, end: m.index + m[0].length }));
}
