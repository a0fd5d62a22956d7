import { cents, cols, us } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, O, P, S } from "../spec.ts";

// ---------------------------------------------------------------------------------------------------------------
// Aviation: a Part-145 shop's work order with its certificate of release to service (UK light aircraft).

// [item, work carried out, man-hours, stamp]
const AV_TASKS: [string, string, number, string][] = [
  ["1", "150 hr / annual inspection IAW CAA LAMP, Part 1 checklist", 11.5, "NAE 07"],
  ["2", "Engine oil & filter change, Aeroshell W100 Plus (7.6 L)", 1.0, "NAE 07"],
  ["3", "Replaced LH main tyre 6.00-6, worn beyond limits", 1.5, "NAE 12"],
  ["4", "Complied with AD 2011-10-09 seat rail inspection, no defects", 0.8, "NAE 07"],
  ["5", "Replaced ELT battery, next due Mar 2031", 0.5, "NAE 12"],
];
const AV_HOURS = AV_TASKS.reduce((s, t) => s + t[2], 0);

const aircraftRelease: GenDoc = {
  id: "aviation-work-order-crs",
  trade: "aviation",
  title: "Aircraft maintenance work order and certificate of release to service",
  format: "pdf",
  schema: { name: "maintenance_release", description: "Aircraft maintenance work order with release to service" },
  fields: [
    S("wo_number", "Work order number", "NAE-25-0418", "inline", "abbrev"),
    S("operator", "Aircraft owner or operator", "Fenland Flying Group", "inline", "synonym"),
    P("cust_tel", "Customer phone", "01354 555 0287", "inline", "abbrev"),
    S("aircraft_reg", "", "G-OKBT", "above", "abbrev"),
    S("aircraft_type", "", "Cessna 172S Skyhawk", "above", "label"),
    S("msn", "Manufacturer serial number", "172S11284", "above", "abbrev"),
    N("airframe_hours", "Airframe total time in hours", 4318.6, "above", "synonym"),
    A(
      "tasks",
      "Work carried out",
      "synonym",
      [
        ["description", "string", ""],
        ["man_hours", "number", ""],
      ],
      AV_TASKS.map((t) => [t[1], t[2]]),
    ),
    D("release_date", "Date of the certificate of release to service", "2025-03-14", "inline", "synonym"),
    S("certifying_engineer", "", "Daniel Whitcombe", "inline", "synonym"),
    D("next_inspection_due", "", "2025-09-14", "prose", "synonym"),
    N("labour_cost", "Labour charge", null, "-", "synonym"),
    N("total_landings", "Airframe total landings", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9 });
    s.line("NORTHFEN AERO ENGINEERING LTD", { size: 15 });
    s.line("Hangar 3, Cambridge City Airport, Newmarket Road, Cambridge CB5 8RX  |  Tel 01223 555 0412  |  Approval UK.145.01377", {
      size: 8,
    });
    s.gap(12);
    s.line("WORK ORDER & CERTIFICATE OF RELEASE TO SERVICE", { size: 12 });
    s.gap(6);
    s.row([
      [50, "W/O No.: NAE-25-0418"],
      [330, "Date Opened: 10 March 2025"],
    ]);
    s.row([
      [50, "Customer: Fenland Flying Group"],
      [330, "Customer Tel: 01354 555 0287"],
    ]);
    s.row([
      [50, "Base: Chatteris Airfield (EGSF)"],
      [330, "Planner: K. Osei"],
    ]);
    s.gap(8);
    s.boxes(
      [
        [50, "Registration", "G-OKBT"],
        [130, "Aircraft Type", "Cessna 172S Skyhawk"],
        [265, "MSN", "172S11284"],
        [355, "Airframe TT (hrs)", "4,318.6"],
        [460, "Engine TSO (hrs)", "1,146.2"],
      ],
      { labelSize: 7.5, size: 10 },
    );
    s.boxes(
      [
        [50, "Engine", "Lycoming IO-360-L2A"],
        [190, "Propeller", "McCauley 1A170E/JHA7660"],
        [340, "Work Requested", "150 Hour / Annual Inspection (LAMP)"],
      ],
      { labelSize: 7.5, size: 10 },
    );
    s.gap(6);
    s.line("WORK CARRIED OUT", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Item" },
        { x: 80, header: "Work Carried Out" },
        { x: 470, header: "Man-hrs", align: "right" },
        { x: 490, header: "Stamp" },
      ],
      AV_TASKS.map((t) => [t[0], t[1], t[2].toFixed(1), t[3]]),
    );
    s.row([
      [80, "Total man-hours"],
      [-470, AV_HOURS.toFixed(1)],
    ]);
    s.gap(8);
    s.line("Parts fitted: 1 x tyre 6.00-6 6PR (Batch GY-7741), 1 x oil filter CH48110-1, 1 x ELT battery pack 452-5062.", { size: 8.5 });
    s.line("Deferred defects: Nil", { size: 8.5 });
    s.gap(8);
    s.para(
      "The next 50 hour check is due at 4,368.6 airframe hours or on 14 September 2025, whichever occurs first. The annual review of airworthiness has been recorded in the aircraft logbook.",
    );
    s.gap(6);
    s.line("CERTIFICATE OF RELEASE TO SERVICE", { size: 10.5 });
    s.para(
      "Certifies that the work specified, except as otherwise specified, was carried out in accordance with Part-145 and in respect to that work the aircraft is considered ready for release to service.",
    );
    s.row([
      [50, "CRS Ref: NAE-CRS-25-0418"],
      [250, "Date: 14 March 2025"],
      [420, "Time: 16:40 UTC"],
    ]);
    s.row([
      [50, "Certifying Staff: Daniel Whitcombe"],
      [250, "Licence No.: UK.66.448213 (B1.2)"],
      [420, "Stamp: NAE 07"],
    ]);
    s.gap(14);
    s.line("Northfen Aero Engineering Ltd. Registered in England No. 08815524. Form NAE-QF-031 Issue 6.", { size: 7.5 });
    return [s];
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Laboratory: a drinking-water certificate of analysis (US, month/day/year dates).

// [analyte, result (null: not detected), units, MCL, MRL, method, analyzed]
const LAB_RESULTS: [string, number | null, string, string, string, string, string][] = [
  ["Nitrate (as N)", 3.8, "mg/L", "10", "0.10", "EPA 300.0", "03/14/2025"],
  ["Fluoride", 0.62, "mg/L", "4.0", "0.05", "EPA 300.0", "03/14/2025"],
  ["Arsenic", 0.0042, "mg/L", "0.010", "0.0010", "EPA 200.8", "03/17/2025"],
  ["Lead", null, "mg/L", "0.015 AL", "0.0010", "EPA 200.8", "03/17/2025"],
  ["Manganese", 0.067, "mg/L", "0.05 S", "0.0050", "EPA 200.8", "03/17/2025"],
  ["Hardness, Total (as CaCO3)", 142, "mg/L", "--", "2.0", "SM 2340 B", "03/18/2025"],
];

const waterCoa: GenDoc = {
  id: "laboratory-water-coa",
  trade: "laboratory",
  title: "Drinking water certificate of analysis",
  format: "pdf",
  schema: { name: "water_analysis", description: "Certificate of analysis for a water sample" },
  fields: [
    S("work_order_no", "Lab work order", "2503-0872", "columns", "label"),
    O("client", "", [
      S("name", "", "Ridgeline Water District", "columns", "label"),
      S("contact", "Contact person at the client", "Maria Okafor", "columns", "synonym"),
      P("phone", "", "(541) 555-0133", "columns", "label"),
    ]),
    S("pws_id", "Public water system ID", "OR4100712", "columns", "abbrev"),
    S("sample_location", "", "Well #3 wellhead sampling tap", "columns", "label"),
    D("sampled_on", "Date the sample was collected", "2025-03-13", "columns", "synonym"),
    S("sampled_by", "", "J. Tran", "columns", "synonym"),
    D("rpt_date", "Report date", "2025-03-21", "columns", "abbrev"),
    A(
      "results",
      "",
      "label",
      [
        ["analyte", "string", ""],
        ["result", "number", ""],
        ["units", "string", ""],
        ["method", "string", "Analysis method"],
      ],
      LAB_RESULTS.map((r) => [r[0], r[1], r[2], r[5]]),
    ),
    S("approved_by", "", "Helena Voss", "inline", "label"),
    N("ph", "pH of the sample", null, "-", "label"),
    N("analysis_fee", "Amount charged for the analysis", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9 });
    s.line("CASCADE ANALYTICAL LABORATORIES, INC.", { size: 14 });
    s.line("2870 NE Division St, Bend, OR 97701   Tel (541) 555-0190   Fax (541) 555-0191   ORELAP ID OR100047", { size: 8 });
    s.gap(12);
    s.line("CERTIFICATE OF ANALYSIS", { size: 12, center: true });
    s.gap(8);
    s.grid(
      [
        [50, 110],
        [320, 415],
      ],
      [
        [
          ["Client:", "Ridgeline Water District"],
          ["Work Order:", "2503-0872"],
        ],
        [
          ["Attn:", "Maria Okafor"],
          ["Report Date:", "03/21/2025"],
        ],
        [
          ["Address:", "615 SW Juniper Ave"],
          ["Project:", "Q1 Source Water Compliance"],
        ],
        [
          ["", "Redmond, OR 97756"],
          ["PWS ID:", "OR4100712"],
        ],
        [
          ["Phone:", "(541) 555-0133"],
          ["Page:", "1 of 1"],
        ],
      ],
    );
    s.gap(8);
    s.line("SAMPLE INFORMATION", { size: 10 });
    s.grid(
      [
        [50, 150],
        [320, 415],
      ],
      [
        [
          ["Lab Sample ID:", "2503-0872-01"],
          ["Matrix:", "Drinking Water"],
        ],
        [
          ["Client Sample ID:", "WELL 3 RAW"],
          ["Sample Type:", "Grab"],
        ],
        [
          ["Sample Location:", "Well #3 wellhead sampling tap"],
          ["Collected By:", "J. Tran"],
        ],
        [
          ["Date Collected:", "03/13/2025 10:20"],
          ["Date Received:", "03/13/2025 16:05"],
        ],
      ],
    );
    s.gap(10);
    s.line("ANALYTICAL RESULTS", { size: 10 });
    s.table(
      [
        { x: 50, header: "Analyte" },
        { x: 250, header: "Result", align: "right" },
        { x: 262, header: "Units" },
        { x: 340, header: "MCL", align: "right" },
        { x: 390, header: "MRL", align: "right" },
        { x: 405, header: "Method" },
        { x: 475, header: "Analyzed" },
      ],
      LAB_RESULTS.map((r) => [r[0], r[1] === null ? "ND" : String(r[1]), r[2], r[3], r[4], r[5], r[6]]),
    );
    s.gap(8);
    s.line("ND = not detected at or above the MRL.  MRL = method reporting limit.  AL = action level.  S = secondary standard.", {
      size: 7.5,
    });
    s.gap(8);
    s.line("CASE NARRATIVE", { size: 10 });
    s.para(
      "The sample was received on ice at 4.2 C in a properly preserved container and analyzed within holding time. Manganese exceeds the secondary (aesthetic) standard of 0.05 mg/L; no primary MCL was exceeded. Results relate only to the sample as received.",
    );
    s.gap(10);
    s.line("Approved by: Helena Voss, Laboratory Director");
    s.line("Date approved: 03/21/2025");
    s.gap(12);
    s.line("This report shall not be reproduced except in full without the written approval of the laboratory.", { size: 7.5 });
    return [s];
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Publishing: an author's royalty statement, sent as a plain-text e-mail by the publisher's royalty system.

// [format, units, basis printed, basis amount, rate %]
const ROY_LINES: [string, number, string, number, number][] = [
  ["Hardback", 1284, "RRP 18.99", 1284 * 18.99, 10],
  ["Trade paperback", 3107, "RRP 10.99", 3107 * 10.99, 7.5],
  ["Ebook", 2046, "NR 7,365.60", 7365.6, 25],
  ["Audio download", 618, "NR 4,820.40", 4820.4, 25],
];
const royalty = (l: (typeof ROY_LINES)[number]) => cents((l[3] * l[4]) / 100);
const ROY_EARNED = cents(ROY_LINES.reduce((s, l) => s + royalty(l), 0));
const ROY_BF = 5210.55;
const ROY_RESERVE = 750;
const ROY_RELEASED = 420;
const ROY_PAYABLE = cents(ROY_EARNED - ROY_BF - ROY_RESERVE + ROY_RELEASED);

const royaltyStatement: GenDoc = {
  id: "publishing-royalty-statement",
  trade: "publishing",
  title: "Author royalty statement (plain text e-mail)",
  format: "text",
  schema: { name: "royalty_statement", description: "Publisher's royalty statement to an author" },
  fields: [
    S("author", "", "Maren Lindqvist", "gap", "label"),
    S("author_no", "", "A-004417", "gap", "abbrev"),
    E("author_email", "", "maren.lindqvist@fastmail.example", "inline", "synonym"),
    S("book_title", "", "The Salt Road", "gap", "label"),
    S("agent", "Literary agent", "Blackwood & Finch Literary Agency", "gap", "label"),
    D("period_start", "", "2024-07-01", "range", "label"),
    D("period_end", "", "2024-12-31", "range", "label"),
    D("payment_date", "", "2025-03-31", "gap", "label"),
    A(
      "sales",
      "Sales by format",
      "synonym",
      [
        ["format", "string", ""],
        ["units", "number", "Units sold"],
        ["royalty", "number", "Royalty amount"],
      ],
      ROY_LINES.map((l) => [l[0], l[1], royalty(l)]),
    ),
    N("royalties_earned", "Total royalties earned in the period", ROY_EARNED, "gap", "synonym"),
    N("amt_payable", "", ROY_PAYABLE, "gap", "abbrev"),
    N("tax_withheld", "Tax withheld", null, "-", "synonym"),
    D("contract_date", "Date of the publishing contract", null, "-", "synonym"),
  ],
  render() {
    const w: [number, number, number, number, number] = [20, -8, -16, -8, -16];
    const row = (c: [string, string, string, string, string]) =>
      cols([
        [c[0], w[0]],
        [c[1], w[1]],
        [c[2], w[2]],
        [c[3], w[3]],
        [c[4], w[4]],
      ]);
    const gap = (label: string, value: string) => `${label.padEnd(36)}${value.padStart(12)}`;
    return `From: Harrowgate Press Royalties <royalties@harrowgatepress.example>
To: Maren Lindqvist <maren.lindqvist@fastmail.example>
Cc: rights@blackwoodfinch.example
Date: Fri, 28 Feb 2025 09:12:44 +0000
Subject: Royalty statement - period ending 31 December 2024

Dear Maren,

Please find below your royalty statement for the period stated. Any balance
shown as payable will be remitted on the payment date to your nominated account.

======================================================================
HARROWGATE PRESS LTD                              ROYALTY STATEMENT
14 Micklegate, York YO1 6JX                       Tel 01904 555 0610
======================================================================
Author            Maren Lindqvist
Author No.        A-004417
Payee             Lindqvist Creative Ltd
Agent             Blackwood & Finch Literary Agency
Title             The Salt Road
ISBN              978-1-915062-48-3
Contract Ref      HP/2021/0338
Statement Period  1 July 2024 - 31 December 2024
Statement Date    28 February 2025
Payment Date      31 March 2025
----------------------------------------------------------------------
${row(["Format", "Units", "Basis (GBP)", "Rate", "Royalty (GBP)"])}
${row(["------", "-----", "-----------", "----", "-------------"])}
${ROY_LINES.map((l) => row([l[0], us(l[1], 0), l[2], `${l[4]}%`, us(royalty(l))])).join("\n")}
----------------------------------------------------------------------
${gap("Royalties earned this period", us(ROY_EARNED))}
${gap("Unearned balance brought forward", `(${us(ROY_BF)})`)}
${gap("Reserve for returns held", `(${us(ROY_RESERVE)})`)}
${gap("Reserve released from prior period", us(ROY_RELEASED))}
${gap("AMOUNT PAYABLE", us(ROY_PAYABLE))}
----------------------------------------------------------------------
RRP = recommended retail price; NR = net receipts.
Payment by BACS to account ending 4471.

Queries: royalties@harrowgatepress.example or 01904 555 0617.
Harrowgate Press Ltd, registered in England and Wales No. 04417382.
`;
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Security: an alarm monitoring service agreement, mostly clauses, signed on page 2 (Texas).

const alarmAgreement: GenDoc = {
  id: "security-alarm-monitoring-agreement",
  trade: "security",
  title: "Alarm monitoring service agreement (two pages)",
  format: "pdf",
  schema: { name: "monitoring_agreement", description: "Alarm monitoring contract" },
  fields: [
    S("agreement_no", "", "SRS-MA-250417", "inline", "label"),
    D("agmt_date", "Agreement date", "2025-04-02", "inline", "abbrev"),
    S("customer_name", "", "Harlan & Pryce Dental Group, PLLC", "inline", "synonym"),
    S("monitored_address", "Address of the protected premises", "3308 Sunrise Rd, Suite 110, Round Rock, TX 78665", "inline", "synonym"),
    D("term_start", "", "2025-05-01", "range", "synonym"),
    D("term_end", "", "2028-04-30", "range", "synonym"),
    N("monthly_fee", "Monthly monitoring fee", 54.95, "prose", "synonym"),
    N("install_fee", "", 1250, "prose", "abbrev"),
    N("renewal_notice_days", "Days of notice to stop automatic renewal", 60, "prose", "synonym"),
    P("site_phone", "Phone at the premises", "(512) 555-0148", "prose", "synonym"),
    S("signed_by", "Who signed for the customer", "Evelyn Pryce", "inline", "synonym", 2),
    S("alarm_permit_no", "City alarm permit number", null, "-", "abbrev"),
    E("customer_email", "", null, "-", "label"),
  ],
  render() {
    const p1 = new Sheet({ size: 9.5 });
    p1.line("SENTINEL RIDGE SECURITY SYSTEMS, LLC", { size: 14 });
    p1.line("1450 Commerce Pkwy, Suite 200, Round Rock, TX 78664  |  (512) 555-0160  |  TX Private Security License B17894", { size: 8 });
    p1.gap(12);
    p1.line("ALARM MONITORING SERVICE AGREEMENT", { size: 12, center: true });
    p1.gap(6);
    p1.row([
      [50, "Agreement No.: SRS-MA-250417"],
      [340, "Date: April 2, 2025"],
    ]);
    p1.line("Subscriber: Harlan & Pryce Dental Group, PLLC");
    p1.line("Premises: 3308 Sunrise Rd, Suite 110, Round Rock, TX 78665");
    p1.line("Systems monitored: Burglar alarm (12 zones), fire alarm panel, 2 panic buttons");
    p1.gap(8);
    p1.para(
      'This Agreement is made between Sentinel Ridge Security Systems, LLC ("Company") and the Subscriber named above for the monitoring of the alarm systems installed at the Premises. The Subscriber agrees to the following terms:',
    );
    p1.para(
      "1. SERVICES. Company shall monitor signals transmitted from the Premises 24 hours a day, 7 days a week, through its UL-listed central monitoring station. Company does not guarantee that signals will be received, as transmission depends on telephone, cellular and internet services outside its control.",
    );
    p1.para(
      "2. TERM. The initial term of this Agreement is thirty-six (36) months, May 1, 2025 - April 30, 2028. It renews automatically for successive one-year terms unless either party gives written notice of non-renewal at least sixty (60) days before the end of the then-current term.",
    );
    p1.para(
      "3. CHARGES. Subscriber shall pay a monitoring fee of $54.95 per month, plus applicable sales tax, billed quarterly in advance ($164.85 per quarter). A one-time installation charge of $1,250.00 is due upon completion of the installation. Charges may be increased once a year on thirty (30) days' written notice.",
    );
    p1.para(
      "4. ALARM RESPONSE. On receipt of a burglary signal, Company will first call the Premises at (512) 555-0148 to verify the alarm, then the emergency contacts on the Emergency Contact List, and will dispatch the police if the alarm is not cancelled with the correct passcode. Fire and panic signals are dispatched immediately. The current primary emergency contact is office manager Rosa Delgado, mobile (512) 555-0193.",
    );
    p1.para(
      "5. FALSE ALARMS. Subscriber is responsible for any fines or fees assessed by the City of Round Rock or any other public authority for false alarms, and for obtaining and renewing any registration that a public authority requires.",
    );
    p1.para(
      "6. TESTING. Subscriber shall test the systems at least once a month by placing them on test with the central station and triggering each zone. Company will inspect the fire alarm panel annually as required by NFPA 72.",
    );

    const p2 = new Sheet({ size: 9.5 });
    p2.line("Agreement No. SRS-MA-250417 (continued)", { size: 8 });
    p2.gap(10);
    p2.para(
      "7. LIMITATION OF LIABILITY. Company is not an insurer. If Company is found liable for any loss or damage, its liability shall be limited to the lesser of six (6) months of monitoring fees or $500.00, which Subscriber accepts as liquidated damages and not as a penalty.",
    );
    p2.para(
      "8. DEFAULT. If any charge remains unpaid for more than thirty (30) days, Company may suspend monitoring after ten (10) days' written notice. Subscriber remains liable for the charges for the rest of the initial term.",
    );
    p2.para(
      "9. ASSIGNMENT. Company may assign this Agreement or subcontract the monitoring to another UL-listed central station without Subscriber's consent. Subscriber may not assign it without Company's written consent.",
    );
    p2.para(
      "10. ENTIRE AGREEMENT. This Agreement is the entire agreement of the parties and is governed by the laws of the State of Texas.",
    );
    p2.gap(16);
    p2.row(
      [
        [50, "SUBSCRIBER"],
        [320, "COMPANY"],
      ],
      10,
    );
    p2.row([
      [50, "Harlan & Pryce Dental Group, PLLC"],
      [320, "Sentinel Ridge Security Systems, LLC"],
    ]);
    p2.gap(14);
    p2.row([
      [50, "By: Dr. Evelyn Pryce"],
      [320, "By: Marcus Bell"],
    ]);
    p2.row([
      [50, "Title: Managing Partner"],
      [320, "Title: Commercial Sales Manager"],
    ]);
    p2.row([
      [50, "Date: April 2, 2025"],
      [320, "Date: April 3, 2025"],
    ]);
    p2.gap(16);
    p2.line("Texas Department of Public Safety, Private Security Program, P.O. Box 4087, Austin, TX 78773, regulates alarm companies.", {
      size: 7.5,
    });
    return paginate([p1, p2]);
  },
};

export const BATCH_A: GenDoc[] = [aircraftRelease, waterCoa, royaltyStatement, alarmAgreement];
