import { eu, usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, S } from "../spec.ts";

// [line, start, end, days, time, program, length, rate, spots]
const TV_LINES: [string, string, string, string, string, string, string, number, number][] = [
  ["1", "10/01/20", "10/31/20", "M-F", "5:00A-7:00A", "Good Morning Sacramento", ":30", 225, 20],
  ["2", "10/05/20", "10/30/20", "M-F", "6:00P-6:30P", "News at Six", ":30", 650, 12],
  ["3", "10/03/20", "10/31/20", "Sa", "7:00P-9:00P", "College Football Saturday", ":30", 1100, 5],
  ["4", "10/04/20", "10/25/20", "Su", "11:00A-12:00P", "Sunday Morning Politics", ":15", 180, 8],
];
const TV_GROSS = TV_LINES.reduce((s, l) => s + l[7] * l[8], 0);
const TV_SPOTS = TV_LINES.reduce((s, l) => s + l[8], 0);

const tvOrder: GenDoc = {
  id: "media-tv-broadcast-order",
  trade: "media",
  title: "TV ad-buy broadcast order (two pages)",
  format: "pdf",
  schema: { name: "broadcast_order", description: "TV station broadcast order / ad-buy contract" },
  fields: [
    S("contract_number", "", "58810-4", "gap", "label"),
    S("advertiser", "", "Valley Honda Dealers Association", "inline", "label"),
    S("agency", "", "Redline Media Buying, Inc.", "inline", "label"),
    D("flight_start", "First air date of the flight", "2020-10-01", "range", "synonym"),
    D("flight_end", "Last air date of the flight", "2020-10-31", "range", "synonym"),
    S("estimate_no", "", "2047", "inline", "abbrev"),
    A(
      "lines",
      "Order lines",
      "label",
      [
        ["program", "string", ""],
        ["rate", "number", "Rate per spot"],
        ["spots", "number", "Number of spots"],
        ["amount", "number", "Line amount"],
      ],
      TV_LINES.map((l) => [l[5], l[7], l[8], l[7] * l[8]]),
    ),
    N("tot_spots", "Number of spots in total", TV_SPOTS, "gap", "abbrev"),
    N("gross_amount", "Gross", TV_GROSS, "gap", "label"),
    N("net_amount", "Net amount after agency commission", TV_GROSS * 0.85, "gap", "label"),
    S("order_reference", "", "PO-77881", "inline", "label", 2),
    E("buyer_email", "E-mail of the agency buyer", null, "-", "synonym"),
    E("ae_email", "Account executive e-mail", null, "-", "abbrev"),
  ],
  render() {
    const p1 = new Sheet({ size: 9 });
    p1.row(
      [
        [50, "KXTV-DT Channel 9"],
        [-545, "BROADCAST ORDER"],
      ],
      14,
    );
    p1.line("400 Broadway, Sacramento, CA 95818  |  Sales (916) 555-0163  |  Traffic fax (916) 555-0164", { size: 8 });
    p1.gap(10);
    p1.row([
      [50, "Contract #"],
      [130, "58810-4"],
      [300, "Revision"],
      [380, "2 (09/24/20)"],
    ]);
    p1.row([
      [50, "Order Date"],
      [130, "09/18/20"],
      [300, "Salesperson"],
      [380, "D. Okafor"],
    ]);
    p1.gap(6);
    p1.line("Advertiser: Valley Honda Dealers Association");
    p1.line("Product: Fall Sales Event");
    p1.line("Agency: Redline Media Buying, Inc., 1420 J Street, Sacramento, CA 95814");
    p1.line("Estimate #: 2047");
    p1.line("Billing Cycle: Broadcast Month   Billing: Agency, net 30");
    p1.gap(4);
    p1.row(
      [
        [50, "Flight Dates"],
        [130, "10/01/20 - 10/31/20"],
      ],
      10,
    );
    p1.gap(10);
    p1.table(
      [
        { x: 50, header: "Ln" },
        { x: 68, header: "Start" },
        { x: 108, header: "End" },
        { x: 148, header: "Days" },
        { x: 175, header: "Time" },
        { x: 240, header: "Program" },
        { x: 385, header: "Len" },
        { x: 455, header: "Rate", align: "right" },
        { x: 485, header: "Spots", align: "right" },
        { x: 545, header: "Amount", align: "right" },
      ],
      TV_LINES.map((l) => [l[0], l[1], l[2], l[3], l[4], l[5], l[6], usd(l[7]), String(l[8]), usd(l[7] * l[8])]),
      { size: 8 },
    );
    p1.gap(10);
    p1.row([
      [300, "Total Spots"],
      [-545, String(TV_SPOTS)],
    ]);
    p1.row([
      [300, "Gross"],
      [-545, usd(TV_GROSS)],
    ]);
    p1.row([
      [300, "Agency Commission 15%"],
      [-545, usd(TV_GROSS * 0.15)],
    ]);
    p1.row([
      [300, "Net"],
      [-545, usd(TV_GROSS * 0.85)],
    ]);
    p1.gap(10);
    p1.para(
      "Makegoods: preemptions will be offered makegoods of equal value within the flight; the agency must accept or reject within 48 hours. Copy must be received by Traffic three business days before air. ISCI codes: VHDA-FSE-30A, VHDA-FSE-15B.",
      { size: 8 },
    );
    const p2 = new Sheet({ size: 9 });
    p2.line("BROADCAST ORDER 58810-4 - TERMS AND CONDITIONS", { size: 11 });
    p2.gap(6);
    p2.line("Order Reference: PO-77881");
    p2.line("Political: No   Co-op: Yes (Honda Regional Advertising Fund)");
    p2.gap(6);
    p2.para(
      "1. Agency and advertiser are jointly and severally liable for payment of all invoices. Invoices reflect the times and dates spots actually aired as recorded in the station log, and the affidavit of performance shall be conclusive.",
      { size: 8.5 },
    );
    p2.para(
      "2. Station may cancel or preempt any spot for programming of public importance. Station is not liable for failure to broadcast due to technical failure, acts of God, or causes beyond its control, beyond a pro-rata refund or makegood.",
      { size: 8.5 },
    );
    p2.para("3. Advertiser may cancel this order on 14 days' written notice. Short-rate adjustments may apply to volume discounts.", {
      size: 8.5,
    });
    p2.para("4. This order is governed by the laws of the State of California and the 4A's/IAB standard terms where not inconsistent.", {
      size: 8.5,
    });
    p2.gap(16);
    p2.row([
      [50, "Accepted for Station: D. Okafor 09/24/20"],
      [320, "Accepted for Agency: ___________________"],
    ]);
    return paginate([p1, p2]);
  },
};

const RADIO: [string, string, number, number][] = [
  ["AM Drive 6a-10a", "Mon-Sun", 18, 95],
  ["Midday 10a-3p", "Mon-Sun", 12, 60],
  ["PM Drive 3p-7p", "Mon-Sun", 18, 85],
  ["Evening 7p-12m", "Mon-Sun", 10, 35],
];
const RADIO_TOTAL = RADIO.reduce((s, r) => s + r[2] * r[3], 0);

const radioOrder: GenDoc = {
  id: "media-radio-insertion-order",
  trade: "media",
  title: "Radio insertion order",
  format: "pdf",
  schema: { name: "radio_insertion_order", description: "Radio advertising insertion order" },
  fields: [
    S("io_no", "Insertion order number", "IO-2024-3317", "columns", "abbrev"),
    D("order_date", "", "2024-05-20", "columns", "synonym"),
    S("advertiser_name", "", "Lakeside Mattress Outlet", "columns", "synonym"),
    D("campaign_start", "First day of the schedule", "2024-05-22", "range", "synonym"),
    D("campaign_end", "Last day of the schedule", "2024-05-27", "range", "synonym"),
    A(
      "dayparts",
      "Scheduled spots by daypart",
      "label",
      [
        ["daypart", "string", ""],
        ["spots", "number", "Number of :60 spots"],
        ["rate", "number", ""],
      ],
      RADIO.map((r) => [r[0], r[2], r[3]]),
    ),
    N("ttl_cost", "Total cost of the schedule", RADIO_TOTAL, "gap", "abbrev"),
    N("bonus_spots", "Bonus spots at no charge", 10, "gap", "label"),
    E("traffic_email", "Where to send the commercial copy", "traffic@wjrq.com", "inline", "synonym"),
    S("agency", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("WJRQ 101.5 FM - The Lake", { size: 15 });
    s.line("2201 N Lakeshore Dr, Muskegon, MI 49441  |  (231) 555-0150", { size: 8.5 });
    s.gap(8);
    s.line("RADIO INSERTION ORDER", { size: 12 });
    s.gap(4);
    s.grid(
      [
        [50, 140],
        [310, 400],
      ],
      [
        [
          ["IO Number", "IO-2024-3317"],
          ["Date", "May 20, 2024"],
        ],
        [
          ["Client", "Lakeside Mattress Outlet"],
          ["Account Exec", "Tom Buskirk"],
        ],
        [
          ["Campaign", "Memorial Day Blowout"],
          ["Billing", "Direct, due on receipt"],
        ],
      ],
    );
    s.row([
      [50, "Schedule"],
      [140, "May 22, 2024 through May 27, 2024"],
    ]);
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Daypart" },
        { x: 190, header: "Days" },
        { x: 320, header: ":60 Spots", align: "right" },
        { x: 410, header: "Rate", align: "right" },
        { x: 510, header: "Total", align: "right" },
      ],
      RADIO.map((r) => [r[0], r[1], String(r[2]), usd(r[3]), usd(r[2] * r[3])]),
    );
    s.gap(6);
    s.row([
      [50, "Bonus Spots (ROS, no charge)"],
      [-320, "10"],
    ]);
    s.row([
      [50, "Total Paid Spots"],
      [-320, String(RADIO.reduce((a, r) => a + r[2], 0))],
    ]);
    s.row(
      [
        [50, "Total Investment"],
        [-510, usd(RADIO_TOTAL)],
      ],
      11,
    );
    s.gap(10);
    s.para(
      "Includes two live reads by morning host Jen Alvarado on May 24 and May 25. Copy and production instructions due by 3:00 p.m. two business days before start. Send copy to: traffic@wjrq.com. Spots are not guaranteed to run in specific positions unless noted.",
    );
    s.gap(16);
    s.row([
      [50, "Client approval: R. Lindqvist"],
      [320, "Station: T. Buskirk"],
    ]);
    return [s];
  },
};

const INSERTIONS: [string, string, string, number][] = [
  ["September 2024", "Full page 4c", "Right-hand page", 3450],
  ["October 2024", "Full page 4c", "Inside back cover", 4200],
  ["November 2024", "Half page horizontal 4c", "Run of paper", 1980],
];
const MAG_GROSS = INSERTIONS.reduce((s, i) => s + i[3], 0);

const magazineOrder: GenDoc = {
  id: "media-magazine-insertion-order",
  trade: "media",
  title: "Trade magazine insertion order (Netherlands)",
  format: "pdf",
  schema: { name: "print_insertion_order", description: "Print advertising order" },
  fields: [
    S("order_no", "", "OM-24-1187", "inline", "abbrev"),
    S("publication_name", "Magazine", "Maritime Logistics Review", "inline", "synonym"),
    S("advertiser", "", "Kessler Maschinenbau GmbH", "inline", "label"),
    A(
      "insertions",
      "Booked insertions",
      "label",
      [
        ["issue", "string", ""],
        ["format", "string", "Ad size"],
        ["price", "number", "Price in EUR"],
      ],
      INSERTIONS.map((i) => [i[0], i[1], i[3]]),
    ),
    N("gross_total", "Total before discount", MAG_GROSS, "gap", "synonym"),
    N("discount", "Frequency discount amount", MAG_GROSS * 0.1, "gap", "label"),
    N("net_total", "Amount payable", MAG_GROSS * 0.9, "gap", "synonym"),
    E("contact_email", "Publisher's sales contact e-mail", "s.devries@oceanviewmedia.nl", "inline", "synonym"),
    N("vat_amount", "", null, "-", "abbrev"),
    S("po_no", "", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Oceanview Media B.V."],
        [-545, "INSERTION ORDER"],
      ],
      14,
    );
    s.line("Wilhelminakade 91 · 3072 AP Rotterdam · The Netherlands · KvK 24481190 · VAT NL8188.22.417.B01", { size: 8 });
    s.gap(12);
    s.columns([
      [
        50,
        [
          "Advertiser: Kessler Maschinenbau GmbH",
          "Industriestraße 22, 73033 Göppingen, Germany",
          "VAT DE 144 771 203",
          "Attn. Marketing - Mr. F. Brandt",
        ],
      ],
      [330, ["Order no.: OM-24-1187", "Date: 11 July 2024", "Title: Maritime Logistics Review", "Circulation: 14,500 (print) + digital"]],
    ]);
    s.gap(12);
    s.table(
      [
        { x: 50, header: "Issue" },
        { x: 140, header: "Format" },
        { x: 280, header: "Position" },
        { x: 400, header: "Closing date" },
        { x: 545, header: "Price", align: "right" },
      ],
      [
        ["September 2024", "Full page 4c", "Right-hand page", "12.08.2024", `€ ${eu(3450)}`],
        ["October 2024", "Full page 4c", "Inside back cover", "09.09.2024", `€ ${eu(4200)}`],
        ["November 2024", "Half page horizontal 4c", "Run of paper", "07.10.2024", `€ ${eu(1980)}`],
      ],
    );
    s.gap(8);
    s.row([
      [330, "Subtotal"],
      [-545, `€ ${eu(MAG_GROSS)}`],
    ]);
    s.row([
      [330, "Frequency discount 10%"],
      [-545, `€ ${eu(MAG_GROSS * 0.1)}`],
    ]);
    s.row(
      [
        [330, "Net amount"],
        [-545, `€ ${eu(MAG_GROSS * 0.9)}`],
      ],
      10.5,
    );
    s.row([
      [330, "VAT"],
      [-545, "reverse charge"],
    ]);
    s.gap(10);
    s.para(
      "VAT: reverse charge - the customer is liable for VAT under Article 196 of Council Directive 2006/112/EC. Print-ready PDF/X-4 material to be delivered no later than the closing date. Payment terms: 30 days net from the date of invoice; invoices are issued on publication.",
    );
    s.para(
      "Cancellation of an insertion is free of charge until the closing date. Positioning requests are guaranteed only where stated above.",
    );
    s.gap(6);
    s.line("Your contact: Sanne de Vries, Sales Manager, s.devries@oceanviewmedia.nl, +31 10 720 4419");
    s.gap(20);
    s.row([
      [50, "For Oceanview Media B.V.: S. de Vries"],
      [320, "For the advertiser: ______________________"],
    ]);
    return [s];
  },
};

export const MEDIA: GenDoc[] = [tvOrder, radioOrder, magazineOrder];
