import { cents, us, usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, O, P, S } from "../spec.ts";

// ---------------------------------------------------------------------------------------------------------------
// Funeral: the itemised statement a US funeral home hands the family at the arrangement conference.

const FUNERAL_ITEMS: { section: string; rows: [string, number][] }[] = [
  {
    section: "SERVICES",
    rows: [
      ["Basic services of funeral director and staff", 2195],
      ["Transfer of remains to funeral home", 395],
      ["Embalming", 795],
      ["Use of facilities and staff for viewing", 495],
      ["Use of facilities and staff for funeral ceremony", 595],
      ["Hearse", 375],
    ],
  },
  {
    section: "MERCHANDISE",
    rows: [
      ["Casket - 18 gauge steel, Silver Rose finish", 2850],
      ["Outer burial container - concrete grave liner", 1195],
      ["Register book and memorial folders (100)", 185],
    ],
  },
  {
    section: "CASH ADVANCE ITEMS",
    rows: [
      ["Opening and closing of grave - Mount Hope Cemetery", 1250],
      ["Clergy honorarium", 200],
      ["Certified death certificates (6 @ $15.00)", 90],
      ["Obituary notice - Bangor Daily News", 310],
    ],
  },
];
const sectionTotal = (i: number) => FUNERAL_ITEMS[i]!.rows.reduce((t, [, p]) => t + p, 0);
const FUN_SERVICES = sectionTotal(0); // 4850
const FUN_MERCH = sectionTotal(1); // 4230
const FUN_CASH = sectionTotal(2); // 1850
const FUN_TAX = cents(FUN_MERCH * 0.055); // 232.65
const FUN_TOTAL = cents(FUN_SERVICES + FUN_MERCH + FUN_TAX + FUN_CASH); // 11162.65
const FUN_DEPOSIT = 2500;
const FUN_BALANCE = cents(FUN_TOTAL - FUN_DEPOSIT); // 8662.65

const funeralStatement: GenDoc = {
  id: "funeral-goods-services-statement",
  trade: "funeral",
  title: "Statement of funeral goods and services selected",
  format: "pdf",
  schema: { name: "funeral_statement", description: "Itemised statement of funeral goods and services" },
  fields: [
    S("decedent_name", "Name of the deceased", "Harold James Pelletier", "above", "synonym"),
    D("date_of_death", "", "2025-03-09", "above", "label"),
    D("funeral_date", "Date of the service", "2025-03-14", "above", "synonym"),
    S("contract_no", "", "WS-25-0417", "inline", "abbrev"),
    O("purchaser", "", [S("name", "", "Margaret L. Doyle", "columns", "label"), P("phone", "", "(207) 555-0419", "columns", "label")]),
    A(
      "line_items",
      "",
      "synonym",
      [
        ["description", "string", ""],
        ["price", "number", ""],
      ],
      FUNERAL_ITEMS.flatMap((s) => s.rows.map(([d, p]) => [d, p])),
    ),
    N("sales_tax", "", FUN_TAX, "columns", "label"),
    N("total_amount", "Total charges", FUN_TOTAL, "columns", "synonym"),
    N("balance_due", "", FUN_BALANCE, "columns", "label"),
    S("plot_no", "Cemetery plot / lot number", null, "-", "abbrev"),
    S("insurance_policy_no", "Life insurance policy assigned to pay the funeral", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9.5, top: 44 });
    s.line("WHITCOMBE & SONS FUNERAL HOME", { size: 15, center: true });
    s.line("212 Elm Street, Bangor, Maine 04401  |  Tel. (207) 555-0162  |  Fax (207) 555-0163", { size: 8.5, center: true });
    s.line("Maine Funeral Establishment License FE-0318  |  www.whitcombefuneral.com", { size: 8.5, center: true });
    s.gap(12);
    s.line("STATEMENT OF FUNERAL GOODS AND SERVICES SELECTED", { size: 12.5, center: true });
    s.gap(4);
    s.row([
      [50, "Arrangement conference"],
      [-545, "Contract No.: WS-25-0417"],
    ]);
    s.gap(4);
    s.boxes([
      [50, "Name of Deceased", "Harold James Pelletier"],
      [250, "Date of Death", "March 9, 2025"],
      [390, "Place of Death", "Eastern Maine Medical Center"],
    ]);
    s.boxes([
      [50, "Date of Arrangements", "March 10, 2025"],
      [250, "Date and Time of Service", "March 14, 2025, 11:00 AM"],
      [390, "Place of Service", "Whitcombe Chapel"],
    ]);
    s.boxes([
      [50, "Funeral Director", "Thomas R. Whitcombe"],
      [250, "Disposition", "Burial, Mount Hope Cemetery"],
      [390, "Age", "81"],
    ]);
    s.gap(2);
    s.grid(
      [
        [50, 125],
        [330, 400],
      ],
      [
        [
          ["Purchaser:", "Margaret L. Doyle"],
          ["Relationship:", "Daughter"],
        ],
        [
          ["Address:", "48 Ohio Street, Bangor, ME 04401"],
          ["Phone:", "(207) 555-0419"],
        ],
      ],
    );
    s.gap(10);
    const rows: string[][] = [];
    for (const sec of FUNERAL_ITEMS) {
      rows.push([sec.section, ""]);
      for (const [d, p] of sec.rows) rows.push([`   ${d}`, us(p)]);
    }
    s.table(
      [
        { x: 50, header: "Description" },
        { x: 545, header: "Price", align: "right" },
      ],
      rows,
    );
    s.rule(50, 545);
    const tot: [string, string][] = [
      ["A. Charges for Services", us(FUN_SERVICES)],
      ["B. Charges for Merchandise", us(FUN_MERCH)],
      ["Sales Tax (5.5% on merchandise)", us(FUN_TAX)],
      ["C. Cash Advance Items", us(FUN_CASH)],
      ["TOTAL FUNERAL CHARGES (A + B + Tax + C)", usd(FUN_TOTAL)],
      ["Less: Deposit Received", `-${us(FUN_DEPOSIT)}`],
      ["BALANCE DUE", usd(FUN_BALANCE)],
    ];
    for (const [l, v] of tot)
      s.row([
        [300, l],
        [-545, v],
      ]);
    s.gap(8);
    s.para(
      "Charges are only for those items that you selected or that are required. If we are required by law or by a cemetery or crematory to use any items, we will explain the reasons in writing below. Embalming is not required by law; you selected embalming because you chose a funeral with viewing.",
      { size: 8 },
    );
    s.para(
      "Cash advance items are goods and services we pay for on your behalf to others. We charge you the same amount we pay for these items. The cemetery requires an outer burial container.",
      { size: 8 },
    );
    s.para(
      `The balance shown above is due on or before April 13, 2025. Accounts remaining unpaid after that date are subject to a finance charge of 1.5% per month.`,
      { size: 8 },
    );
    s.gap(6);
    s.row(
      [
        [50, "Purchaser: Margaret L. Doyle"],
        [250, "Funeral Director: Thomas R. Whitcombe"],
        [450, "March 10, 2025"],
      ],
      8.5,
    );
    return [s];
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Childcare: a US daycare's enrolment form, filled in by the parent and keyed by the office.

const enrollmentForm: GenDoc = {
  id: "childcare-enrollment-form",
  trade: "childcare",
  title: "Child care center enrollment form",
  format: "pdf",
  schema: { name: "daycare_enrollment", description: "Enrollment form for a child care center" },
  fields: [
    O("child", "", [
      S("name", "Child's legal name", "Okafor, Amara Grace", "above", "label"),
      D("dob", "", "2023-08-14", "above", "abbrev"),
    ]),
    D("start_date", "Enrollment start date", "2025-08-18", "above", "label"),
    S("classroom", "", "Toddler 2 - Chipmunks", "above", "label"),
    O("guardian_1", "Parent/Guardian 1", [
      S("name", "", "Chidi Okafor", "above", "label"),
      P("mobile", "", "(608) 555-0192", "above", "synonym"),
      E("email", "", "chidi.okafor@badgermail.net", "above", "label"),
    ]),
    S("allergies", "", "Tree nuts, eggs (EpiPen on file)", "above", "label"),
    N("monthly_fee", "", 1640, "columns", "synonym"),
    N("reg_fee", "Registration fee", 125, "columns", "abbrev"),
    D("date_signed", "", "2025-07-22", "inline", "synonym"),
    S("subsidy_case_no", "Child care subsidy case number", null, "-", "abbrev"),
    S("physician_name", "Child's doctor", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10, top: 44 });
    s.line("Little Acorns Early Learning Center", { size: 15 });
    s.line("2210 Monroe Street, Madison, WI 53711  |  (608) 555-0100  |  Licensed by Wisconsin DCF, License #1045872", { size: 8 });
    s.gap(12);
    s.line("CHILD ENROLLMENT FORM", { size: 13 });
    s.line("Please print clearly. One form per child. All sections must be completed before the first day of care.", { size: 8 });
    s.gap(8);
    s.line("1. CHILD INFORMATION", { size: 10.5 });
    s.boxes([
      [50, "Child's Legal Name (Last, First, Middle)", "Okafor, Amara Grace"],
      [300, "Date of Birth", "08/14/2023"],
      [430, "Sex", "F"],
    ]);
    s.boxes([
      [50, "Preferred Name", "Amara"],
      [300, "Enrollment Start Date", "08/18/2025"],
      [430, "Classroom", "Toddler 2 - Chipmunks"],
    ]);
    s.boxes([
      [50, "Home Address", "1317 Chandler Street, Madison, WI 53715"],
      [300, "Schedule", "Full-time, Mon-Fri, 7:30 AM - 5:30 PM"],
    ]);
    s.boxes([[50, "Primary Language at Home", "English, Igbo"]]);
    s.gap(4);
    s.line("2. PARENT / GUARDIAN 1", { size: 10.5 });
    s.boxes([
      [50, "Name", "Chidi Okafor"],
      [210, "Relationship", "Father"],
      [320, "Cell Phone", "(608) 555-0192"],
      [440, "Work Phone", "(608) 555-0440"],
    ]);
    s.boxes([
      [50, "Email", "chidi.okafor@badgermail.net"],
      [320, "Employer", "UW Health"],
    ]);
    s.line("3. PARENT / GUARDIAN 2", { size: 10.5 });
    s.boxes([
      [50, "Name", "Nora Lindqvist"],
      [210, "Relationship", "Mother"],
      [320, "Cell Phone", "(608) 555-0377"],
      [440, "Work Phone", "(608) 555-0811"],
    ]);
    s.boxes([
      [50, "Email", "nora.lindqvist@badgermail.net"],
      [320, "Employer", "Madison Metropolitan SD"],
    ]);
    s.line("4. EMERGENCY CONTACT (other than parents)", { size: 10.5 });
    s.boxes([
      [50, "Name", "Ruth Lindqvist"],
      [210, "Relationship", "Grandmother"],
      [320, "Phone", "(608) 555-0265"],
    ]);
    s.line("5. HEALTH", { size: 10.5 });
    s.boxes([
      [50, "Allergies", "Tree nuts, eggs (EpiPen on file)"],
      [300, "Dietary Restrictions", "None"],
    ]);
    s.para(
      "A completed Health and Immunization Record must be on file within 30 days of the start date. Medication can only be given with a signed medication authorization.",
      { size: 8 },
    );
    s.line("6. FEES", { size: 10.5 });
    s.kv(
      [
        ["Registration Fee (non-refundable)", usd(125)],
        ["Monthly Tuition - Toddler, Full-time", usd(1640)],
        ["Security Deposit (applied to final month)", usd(500)],
        ["Due at enrollment", usd(625)],
      ],
      { x: 50, vx: 300 },
    );
    s.gap(4);
    s.para(
      "Tuition is billed on the 25th for the following month and is due by the 1st. A late fee of $25.00 applies to payments received after the 5th. Two weeks' written notice is required to withdraw.",
      { size: 8 },
    );
    s.gap(6);
    s.row([
      [50, "Parent/Guardian Signature: Chidi Okafor"],
      [360, "Date: 07/22/2025"],
    ]);
    s.gap(14);
    s.line("FOR OFFICE USE ONLY    Received: 07/23/2025    Family ID: LA-0932    Entered by: K. Marsh", { size: 8 });
    return [s];
  },
};

// ---------------------------------------------------------------------------------------------------------------
// Maritime: a shipbroker's clean fixture recap for a voyage charter, sent as a plain-text e-mail.

const fixtureRecap: GenDoc = {
  id: "maritime-fixture-recap",
  trade: "maritime",
  title: "Voyage charter fixture recap (plain text e-mail)",
  format: "text",
  schema: { name: "fixture_recap", description: "Voyage charter fixture recap" },
  fields: [
    D("cp_date", "", "2025-03-14", "gap", "label"),
    S("ship_name", "", "MV NORDIC TERN", "gap", "synonym"),
    S("imo_no", "", "9734182", "gap", "abbrev"),
    S("charterer", "", "HALVORSEN GRAIN TRADING BV", "gap", "label"),
    N("cargo_qty_mt", "Cargo quantity in metric tons", 33000, "gap", "abbrev"),
    D("laycan_start", "", "2025-04-02", "range", "label"),
    D("laycan_end", "", "2025-04-08", "range", "label"),
    N("freight_usd_pmt", "Freight rate", 24.75, "gap", "abbrev"),
    N("dem_rate", "Demurrage per day", 14500, "gap", "abbrev"),
    N("freight_payment_days", "Days after loading within which freight is paid", 5, "prose", "synonym"),
    P("broker_cell", "", "+47 917 44 208", "inline", "synonym"),
    N("ballast_bonus", "", null, "-", "label"),
    S("call_sign", "", null, "-", "label"),
  ],
  render: () => `From: Jonas Eikrem <chartering@fjordline-brokers.no>
To: ops@halvorsengrain.nl; chartering@ternshipping.no
Date: Fri, 14 Mar 2025 16:42 +0100
Subject: RECAP - MV NORDIC TERN / HALVORSEN - CP DD 14.03.25

Good afternoon,

Many thanks for your support. We are pleased to recap the following fixture, clean and fully fixed:

CP DATE           14 MARCH 2025
OWNERS            TERN SHIPPING AS, BERGEN
CHARTERERS        HALVORSEN GRAIN TRADING BV, ROTTERDAM
VESSEL            MV NORDIC TERN
                  IMO 9734182 / LIBERIA FLAG / BLT 2016
                  37,850 MT DWAT ON 10.62 M SSW / 5 HO/HA / GEARED 4 X 30 T CRANES
CARGO             33,000 MT 10 PCT MOLOO MILLING WHEAT IN BULK, SF ABT 46 CBFT/MT
LOADPORT          1 SB 1 SA ROUEN
DISPORT           1 SB 1 SA CASABLANCA
LAYCAN            2 - 8 APRIL 2025
LOAD RATE         8,000 MT PWWD SHINC
DISCH RATE        5,000 MT PWWD SHEX UU
FREIGHT           USD 24.75 PMT FIOS
DEMURRAGE         USD 14,500 PDPR / HALF DESPATCH WORKING TIME SAVED BENDS
COMMISSIONS       2.50 PCT ADDCOMM + 1.25 PCT FJORDLINE SHIPBROKERS
CP FORM           SYNACOMM 2000, LOGICALLY AMENDED
LAW/ARB           ENGLISH LAW, LONDON ARBITRATION (LMAA TERMS)

Freight to be paid 100 pct within 5 banking days after completion of loading and signing/releasing of
bills of lading marked "freight payable as per charter party", but always before breaking bulk.

Owners' agents at loadport, charterers' agents at disport paying customary fees.

OTHERWISE AS PER CHARTERERS' LAST DONE SYNACOMM CP DD 21 NOV 2024 WITH HALVORSEN, LOGICALLY AMENDED
AS PER MAIN TERMS ABOVE.

Thanks again to both sides for a smooth fixture.

Best regards,
Jonas Eikrem
Fjordline Shipbrokers AS - Dry Cargo Chartering
Strandkaien 16, 5013 Bergen, Norway
Direct: +47 55 30 18 40
Mobile: +47 917 44 208
`,
};

// ---------------------------------------------------------------------------------------------------------------
// Marketing: an agency's statement of work, two pages, schedule and payment terms written as prose.

const SOW_ITEMS: [string, number, number][] = [
  ["Campaign strategy and creative brief", 1, 6500],
  ["Brand video (60s) with 30s and 15s cutdowns", 1, 18000],
  ["Paid social ad sets (static and motion)", 12, 9600],
  ["Email nurture sequence", 5, 4250],
  ["Landing page design and build", 2, 7400],
  ["Bi-weekly performance reports", 6, 2850],
];
const SOW_FEES = SOW_ITEMS.reduce((t, [, , f]) => t + f, 0); // 48600
const SOW_MEDIA = 30000;
const SOW_MGMT = SOW_MEDIA * 0.1;
const SOW_TOTAL = SOW_FEES + SOW_MEDIA + SOW_MGMT; // 81600

const statementOfWork: GenDoc = {
  id: "marketing-agency-sow",
  trade: "marketing",
  title: "Agency statement of work for a campaign",
  format: "pdf",
  schema: { name: "statement_of_work", description: "Marketing agency statement of work" },
  fields: [
    S("sow_no", "", "BLC-SOW-25-014", "inline", "abbrev"),
    S("client_name", "", "Harbor & Pine Outdoor Supply Co.", "inline", "synonym"),
    D("msa_date", "Date of the master services agreement", "2025-01-08", "prose", "abbrev"),
    D("project_start", "", "2025-03-03", "range", "synonym"),
    D("project_end", "", "2025-05-30", "range", "synonym"),
    A(
      "deliverables",
      "",
      "label",
      [
        ["deliverable", "string", ""],
        ["qty", "number", ""],
        ["fee", "number", ""],
      ],
      SOW_ITEMS.map(([d, q, f]) => [d, q, f]),
    ),
    N("professional_fees", "Total professional fees", SOW_FEES, "columns", "label"),
    N("est_total", "Total estimated cost including media", SOW_TOTAL, "columns", "abbrev", 2),
    N("payment_terms_days", "Invoice payment terms in days", 30, "prose", "synonym", 2),
    N("overage_rate", "Hourly rate for out-of-scope work", 175, "prose", "synonym", 2),
    E("agency_contact_email", "", "dana.whitfield@brightlinecreative.co", "columns", "label", 2),
    S("po_number", "Client PO number", null, "-", "abbrev"),
    N("tax_amount", "", null, "-", "synonym"),
  ],
  render() {
    const p1 = new Sheet({ size: 10, top: 48 });
    p1.line("BRIGHTLINE CREATIVE CO.", { size: 15 });
    p1.line("1120 SE Water Avenue, Suite 300, Portland, OR 97214  |  (503) 555-0100  |  brightlinecreative.co", { size: 8.5 });
    p1.gap(14);
    p1.line("STATEMENT OF WORK", { size: 13 });
    p1.gap(4);
    p1.lines([
      "SOW No.: BLC-SOW-25-014",
      "Date: February 17, 2025",
      "Prepared for: Harbor & Pine Outdoor Supply Co.",
      "Project: Trail Season 2025 Spring Campaign",
      "Project Term: March 3 - May 30, 2025",
    ]);
    p1.gap(10);
    p1.line("1. BACKGROUND AND OBJECTIVES", { size: 10.5 });
    p1.para(
      'This Statement of Work ("SOW") is entered into by Brightline Creative Co. ("Agency") and Harbor & Pine Outdoor Supply Co. ("Client") under the Master Services Agreement between the parties dated January 8, 2025 (the "MSA"). Client is launching its Trail Season 2025 collection of hiking and camping gear and has asked Agency to plan and produce an integrated spring campaign across video, paid social, email and the web, going live in market on April 14, 2025.',
    );
    p1.line("2. DELIVERABLES AND FEES", { size: 10.5 });
    p1.table(
      [
        { x: 50, header: "Deliverable" },
        { x: 420, header: "Qty", align: "right" },
        { x: 545, header: "Fee (USD)", align: "right" },
      ],
      SOW_ITEMS.map(([d, q, f]) => [d, String(q), us(f)]),
    );
    p1.rule(50, 545);
    p1.row([
      [50, "Total professional fees"],
      [-545, us(SOW_FEES)],
    ]);
    p1.gap(10);
    p1.line("3. SCHEDULE", { size: 10.5 });
    p1.para(
      "Work begins with a kickoff workshop at Client's offices in Bend, Oregon during the week of March 3. Agency will present the creative brief and two campaign concepts by March 21, and Client will choose one concept within five business days. The brand video will be shot in the first week of April. All launch assets will be delivered by April 9 for the April 14 launch, and performance reporting will continue every other week until the end of the term.",
    );
    p1.para(
      "Each deliverable includes two rounds of revisions. Client will give consolidated feedback within three business days of each presentation; delays in feedback or approvals move the schedule by the same number of days.",
    );

    const p2 = new Sheet({ size: 10, top: 48 });
    p2.line("4. FEES AND PAYMENT", { size: 10.5 });
    p2.kv(
      [
        ["Professional fees (Section 2)", usd(SOW_FEES)],
        ["Estimated media spend (billed at cost)", usd(SOW_MEDIA)],
        ["Media management fee (10% of media spend)", usd(SOW_MGMT)],
        ["Total estimated investment", usd(SOW_TOTAL)],
      ],
      { x: 50, vx: 330 },
    );
    p2.gap(6);
    p2.para(
      "Professional fees are invoiced 50% on signature of this SOW and 50% on delivery of the launch assets. Media spend and the media management fee are invoiced monthly in advance, based on the approved media plan. All invoices are payable within 30 days of the invoice date.",
    );
    p2.line("5. CHANGES AND ADDITIONAL WORK", { size: 10.5 });
    p2.para(
      "Additional revision rounds, or work outside the scope above, will be quoted in a written change order and billed at Agency's blended rate of $175 per hour. Production expenses such as talent, location fees and stock licenses are not included and will be estimated separately for Client's approval.",
    );
    p2.line("6. CONTACTS AND ACCEPTANCE", { size: 10.5 });
    p2.gap(4);
    p2.columns([
      [
        50,
        [
          "AGENCY",
          "Brightline Creative Co.",
          "By: Dana Whitfield",
          "Title: Account Director",
          "Email: dana.whitfield@brightlinecreative.co",
          "Phone: (503) 555-0134",
          "Date: February 17, 2025",
        ],
      ],
      [
        310,
        [
          "CLIENT",
          "Harbor & Pine Outdoor Supply Co.",
          "By: Marcus Bell",
          "Title: VP, Marketing",
          "Email: mbell@harborandpine.com",
          "Phone: (541) 555-0187",
          "Date: February 20, 2025",
        ],
      ],
    ]);
    return paginate([p1, p2], (n, of) => `Brightline Creative Co. - SOW BLC-SOW-25-014 - Confidential - Page ${n} of ${of}`);
  },
};

export const BATCH_B: GenDoc[] = [funeralStatement, enrollmentForm, fixtureRecap, statementOfWork];
