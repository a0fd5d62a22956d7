import { describe, expect, it } from "vitest";
import { type PlacedWord, buildLines } from "./lines.ts";

const PAGE = { width: 600, height: 800 };
let nextRun = 0;

/** Words of one run of `size`-point text whose top is at `y`, laid out from `x` with 0.5 em per character. */
function run(text: string, x: number, y: number, { size = 10 }: { size?: number } = {}): PlacedWord[] {
  const gap = 0.25 * size;
  const id = nextRun++;
  const words: PlacedWord[] = [];
  let left = x;
  for (const word of text.split(" ")) {
    const width = word.length * 0.5 * size;
    words.push({ text: word, x0: left, y0: y, x1: left + width, y1: y + size, size, confidence: 1, run: id });
    left += width + gap;
  }
  return words;
}

const texts = (words: PlacedWord[], ownLines: PlacedWord[][] = []) => buildLines(words, PAGE, ownLines).map((l) => l.text);

describe("buildLines", () => {
  it("separates columns with two or more spaces and words with one", () => {
    expect(texts([...run("Invoice No.", 50, 100), ...run("12345", 300, 100)])).toEqual(["Invoice No.        12345"]);
    expect(texts([...run("Total", 50, 100), ...run("due", 50 + 5 * 5 + 2.5, 100)])).toEqual(["Total due"]);
  });

  it("does not mistake the stretched spaces of justified text for columns", () => {
    const justified = ["This", "Director", "Confidentiality", "Agreement", "is", "made", "by"].flatMap((word, i, all) => {
      const x = 50 + all.slice(0, i).reduce((sum, w) => sum + w.length * 5 + 8, 0);
      return run(word, x, 100);
    });
    expect(texts(justified)).toEqual(["This Director Confidentiality Agreement is made by"]);
  });

  it("keeps the columns of a table row whose cells stand evenly apart", () => {
    const row = [...run("Delta Mechanical", 50, 100), ...run("Plumbing", 230, 100), ...run("10", 389, 100), ...run("80", 489, 100)];
    expect(texts(row)[0]).toMatch(/^Delta Mechanical {2,}Plumbing {2,}10 {2,}80$/);
  });

  it("keeps superscripts and mixed sizes on their line", () => {
    // A superscript raised by a third of the text size, and a larger value on the same baseline.
    const words = [...run("Total", 50, 100), ...run("1", 75.3, 99.5, { size: 6 }), ...run("99.00", 300, 96, { size: 14 })];
    expect(texts(words)).toEqual(["Total1        99.00"]);
  });

  it("does not let a large heading swallow the two small lines beside it", () => {
    const words = [...run("ACME", 50, 100, { size: 24 }), ...run("Main Street 1", 300, 100), ...run("Springfield", 300, 113)];
    expect(texts(words)).toEqual(["Main Street 1", "ACME", "Springfield"]);
  });

  it("keeps runs printed over each other in their own order instead of interleaving their words", () => {
    const words = [...run("Montant du prélèvement :", 45, 100), ...run("29.99 €", 140, 100)];
    expect(texts(words)).toEqual(["Montant du prélèvement : 29.99 €"]);
  });

  it("drops text drawn twice to fake bold", () => {
    expect(texts([...run("Total", 50, 100), ...run("Total", 50.4, 100.2)])).toEqual(["Total"]);
  });

  it("places lines of angled text among the others by height", () => {
    const sideways = run("DRAFT", 20, 300);
    expect(texts([...run("top", 50, 100), ...run("bottom", 50, 500)], [sideways])).toEqual(["top", "DRAFT", "bottom"]);
  });

  it("joins the letters of a heading set in spaced capitals, split where the wider gap between its words is", () => {
    // Each letter a word of its own, 0.3 em apart; the words of the heading a further 0.3 em apart. Kerning may pull
    // a pair of letters into one ("AY").
    const spaced = (words: string[][], x: number, y: number, size = 8): PlacedWord[] => {
      const id = nextRun++;
      const out: PlacedWord[] = [];
      let left = x;
      for (const letters of words) {
        for (const letter of letters) {
          out.push({ text: letter, x0: left, y0: y, x1: left + 0.6 * size * letter.length, y1: y + size, size, confidence: 1, run: id });
          left += (0.6 * letter.length + 0.3) * size;
        }
        left += 0.3 * size;
      }
      return out;
    };
    const lead = spaced([[..."LEAD"], [..."PASSENGER"]], 50, 100);
    expect(texts([...lead, ...run("Booking Reference", 400, 100)])).toEqual(["LEAD PASSENGER        Booking Reference"]);
    expect(texts(spaced([["H", "O", "L", "I", "D", "AY"]], 50, 100))).toEqual(["HOLIDAY"]);
  });

  it("leaves single letters of running text and of table columns apart", () => {
    expect(texts(run("Sections A to D is the waste", 50, 100))).toEqual(["Sections A to D is the waste"]);
    expect(texts([...run("Y", 50, 100), ...run("N", 80, 100), ...run("N", 110, 100), ...run("Y", 140, 100)])[0]).toMatch(
      /^Y {2,}N {2,}N {2,}Y$/,
    );
  });

  it("gives words and lines boxes in page fractions", () => {
    const [line] = buildLines(run("Hello world", 60, 80), PAGE);
    expect(line!.words[0]!.bbox).toEqual([0.1, 0.1, 60 / 600 + 25 / 600, 90 / 800]);
    expect(line!.bbox[2]).toBeCloseTo((60 + 25 + 2.5 + 25) / 600);
  });
});
