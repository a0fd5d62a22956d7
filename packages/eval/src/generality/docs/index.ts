// Every document of the generality suite, grouped by trade. None of these trades is in the shared corpus
// (supplier invoices, shop receipts, NDAs, ZUGFeRD invoices).
import type { GenDoc } from "../spec.ts";
import { AGRICULTURE } from "./agriculture.ts";
import { AUTOMOTIVE } from "./automotive.ts";
import { BANKING } from "./banking.ts";
import { BATCH_A } from "./batch_a.ts";
import { BATCH_B } from "./batch_b.ts";
import { CONSTRUCTION } from "./construction.ts";
import { EDUCATION } from "./education.ts";
import { ENERGY } from "./energy.ts";
import { EVENTS } from "./events.ts";
import { GOVERNMENT } from "./government.ts";
import { HEALTHCARE } from "./healthcare.ts";
import { HOSPITALITY } from "./hospitality.ts";
import { HR } from "./hr.ts";
import { INSURANCE } from "./insurance.ts";
import { LEGAL } from "./legal.ts";
import { LEISURE } from "./leisure.ts";
import { LOGISTICS } from "./logistics.ts";
import { MANUFACTURING } from "./manufacturing.ts";
import { MEDIA } from "./media.ts";
import { NONPROFIT } from "./nonprofit.ts";
import { REAL_ESTATE } from "./realestate.ts";
import { TECHNOLOGY } from "./technology.ts";
import { TELECOM } from "./telecom.ts";
import { TRAVEL } from "./travel.ts";
import { UTILITIES } from "./utilities.ts";
import { VETERINARY } from "./veterinary.ts";

export const ALL_DOCS: GenDoc[] = [
  ...LOGISTICS,
  ...HEALTHCARE,
  ...INSURANCE,
  ...HR,
  ...REAL_ESTATE,
  ...EDUCATION,
  ...GOVERNMENT,
  ...UTILITIES,
  ...TRAVEL,
  ...MANUFACTURING,
  ...TELECOM,
  ...AUTOMOTIVE,
  ...BANKING,
  ...MEDIA,
  ...VETERINARY,
  ...EVENTS,
  ...LEGAL,
  ...AGRICULTURE,
  ...CONSTRUCTION,
  ...NONPROFIT,
  ...HOSPITALITY,
  ...TECHNOLOGY,
  ...LEISURE,
  ...ENERGY,
  ...BATCH_A,
  ...BATCH_B,
];
