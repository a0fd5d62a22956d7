// Date formatting wishes written in a field description ("format DD/MM/YYYY", "as TT.MM.JJJJ"). Only a wish
// that names day, month and year once each is honoured; anything else keeps the ISO default.

const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

type Part = "year4" | "year2" | "month" | "month2" | "monthShort" | "monthLong" | "day" | "day2";

// German writes TT.MM.JJJJ, French JJ/MM/AAAA: "JJJJ" is a year, "JJ" a day.
const PART_OF: Record<string, Part> = {
  yyyy: "year4",
  jjjj: "year4",
  aaaa: "year4",
  y: "year4",
  yy: "year2",
  aa: "year2",
  mmmm: "monthLong",
  mmm: "monthShort",
  mm: "month2",
  m: "month",
  dd: "day2",
  tt: "day2",
  jj: "day2",
  d: "day",
  t: "day",
  j: "day",
};
const WORD_PART: Record<string, Part> = { day: "day2", month: "month2", year: "year4" };

const PART = "yyyy|jjjj|aaaa|mmmm|mmm|yy|aa|mm|dd|tt|jj|y|m|d|t|j";
const PATTERN = new RegExp(`(?<![a-z])(${PART})([ ./-]?)(${PART})\\2(${PART})(?![a-z])`, "gi");
const WORDS = /\b(day|month|year)([ ./-])(day|month|year)\2(day|month|year)\b/i;

export function formatDate(iso: string, description: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const wish = wishOf(description);
  if (!wish) return iso;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const render = (part: Part): string => {
    switch (part) {
      case "year4":
        return String(year);
      case "year2":
        return String(year % 100).padStart(2, "0");
      case "month":
        return String(month);
      case "month2":
        return String(month).padStart(2, "0");
      case "monthShort":
        return MONTH_NAMES[month - 1]!.slice(0, 3);
      case "monthLong":
        return MONTH_NAMES[month - 1]!;
      case "day":
        return String(day);
      case "day2":
        return String(day).padStart(2, "0");
    }
  };
  return wish.parts.map(render).join(wish.separator);
}

function wishOf(description: string): { parts: Part[]; separator: string } | null {
  const words = WORDS.exec(description);
  if (words) {
    const parts = [words[1], words[3], words[4]].map((w) => WORD_PART[w!.toLowerCase()]!);
    return complete(parts) ? { parts, separator: words[2]! } : null;
  }
  for (const m of description.matchAll(PATTERN)) {
    const raw = [m[1]!, m[3]!, m[4]!].map((p) => p.toLowerCase());
    // Without separators only unmistakable runs count ("YYYYMMDD"), never "dmy" written as a word.
    if (m[2] === "" && raw.some((p) => p.length < 2)) continue;
    // A single "J" or "JJ" is a French day only next to a year written otherwise.
    const yearWrittenOtherwise = raw.some((q) => q === "aaaa" || q === "aa" || q.startsWith("y"));
    const parts = raw.map((p) => ((p === "jj" || p === "j") && !yearWrittenOtherwise ? undefined : PART_OF[p]));
    if (parts.every((p): p is Part => p !== undefined) && complete(parts)) return { parts, separator: m[2]! };
  }
  return null;
}

function complete(parts: Part[]): boolean {
  const kinds = parts.map((p) => p.slice(0, 3));
  return kinds.includes("yea") && kinds.includes("mon") && kinds.includes("day");
}
