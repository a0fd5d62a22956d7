// Numbers written in words, as contracts and letters print them beside or instead of their figures: "thirty (30)
// days", "two years", "forty-five".
const ONES = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["", "", "twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];

/** A pattern (for a RegExp) of a number from zero to ninety-nine in words. */
export const SPELLED_NUMBER = String.raw`(?:(?:${TENS.slice(2).join("|")})(?:[-\s](?:${ONES.slice(1, 10).join("|")}))?|${ONES.join("|")})`;

/** The value of a number from zero to ninety-nine in words ("forty-five" is 45), or null. */
export function spelledNumber(text: string): number | null {
  const [tens, ones, ...rest] = text
    .trim()
    .toLowerCase()
    .split(/[-\s]+/);
  if (rest.length > 0) return null;
  const t = TENS.indexOf(tens!);
  if (t >= 2) {
    const o = ones === undefined ? 0 : ONES.indexOf(ones);
    return o >= 0 && o < 10 ? t * 10 + o : null;
  }
  const o = ONES.indexOf(tens!);
  return o >= 0 && ones === undefined ? o : null;
}
