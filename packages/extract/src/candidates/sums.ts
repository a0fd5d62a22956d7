// Where a number stands in the document's arithmetic: a total is the sum of the amounts that end the lines above
// it (a bill's items, or its subtotal and tax), whatever language its label is printed in; a quantity or a
// tendered sum is not.
import type { Layout, LineRef } from "../layout.ts";
import { type DecimalHint, findAmounts } from "../normalize/number.ts";

/** Lines above a value that its sum may run over: a long receipt's items. */
const MAX_LINES_ABOVE = 40;

// The amount that ends each line, read once per line for every field that asks. Keyed by the line alone: a
// document's lines are all read with the one decimal hint of its reading.
const LAST_AMOUNT = new WeakMap<LineRef, number | null>();

function lastAmount(ref: LineRef, hint: DecimalHint): number | null {
  let cents = LAST_AMOUNT.get(ref);
  if (cents === undefined) {
    const last = findAmounts(ref.line.text, hint)
      .filter((a) => !a.percent)
      .at(-1);
    LAST_AMOUNT.set(ref, (cents = last ? Math.round(last.value * 100) : null));
  }
  return cents;
}

/**
 * How many lines directly above the value's line (two at least, on its page) end with amounts that add up to it:
 * 0 when no such run does.
 */
export function sumAbove(layout: Layout, ref: LineRef, value: number, hint: DecimalHint): number {
  const cents = Math.round(value * 100);
  if (cents <= 0) return 0;
  const page = layout.pages[ref.pageIndex] ?? [];
  let sum = 0;
  let terms = 0;
  for (let i = ref.index - 1; i >= Math.max(0, ref.index - MAX_LINES_ABOVE); i--) {
    const amount = lastAmount(page[i]!, hint);
    if (amount === null) continue;
    sum += amount;
    terms++;
    if (terms >= 2 && sum === cents) return terms;
  }
  return 0;
}
