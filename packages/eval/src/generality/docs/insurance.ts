import { usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { D, E, type GenDoc, N, P, S } from "../spec.ts";

const policyDeclarations: GenDoc = {
  id: "insurance-policy-declarations",
  trade: "insurance",
  title: "Homeowners policy declarations (two pages)",
  format: "pdf",
  schema: { name: "policy_declarations", description: "Homeowners insurance declarations page" },
  fields: [
    S("policy_no", "Policy number", "HO3-7720419-02", "columns", "abbrev"),
    D("policy_start", "Start of the policy period", "2024-08-15", "range", "synonym"),
    D("policy_end", "End of the policy period", "2025-08-15", "range", "synonym"),
    S("insured_name", "Name of the policyholder", "Marcus and Delia Whitfield", "columns", "synonym"),
    N("dwelling_limit", "Coverage A limit", 485000, "table", "synonym"),
    N("deductible", "All perils deductible", 2500, "inline", "synonym"),
    P("agent_phone", "", "(541) 555-0133", "inline", "abbrev"),
    N("tot_prem", "Total annual premium", 1636, "gap", "abbrev", 2),
    S("mortgagee_loan_no", "Loan number of the mortgagee", "0039918245", "inline", "abbrev", 2),
    S("prior_policy_number", "Prior policy number", null, "-", "label"),
    N("flood_coverage_limit", "Limit for flood damage", null, "-", "synonym"),
    E("agent_email", "E-mail of the agent", null, "-", "synonym"),
  ],
  render() {
    const p1 = new Sheet({ size: 9.5 });
    p1.row(
      [
        [50, "Evergreen Mutual Insurance Company"],
        [-545, "HOMEOWNERS POLICY DECLARATIONS"],
      ],
      13,
    );
    p1.line("A stock company - Home office: 1000 SW Broadway, Portland, OR 97205", { size: 8 });
    p1.gap(10);
    p1.kv(
      [
        ["Policy Number", "HO3-7720419-02"],
        ["Policy Form", "HO 00 03 (05/11) Special Form"],
        ["Policy Period", "12:01 a.m. 08/15/2024 to 12:01 a.m. 08/15/2025 standard time at the residence premises"],
        ["Named Insured", "Marcus and Delia Whitfield"],
        ["Mailing Address", "PO Box 6621, Bend, OR 97708"],
        ["Residence Premises", "2210 Alder Ridge Ct, Bend, OR 97702"],
      ],
      { vx: 160 },
    );
    p1.gap(6);
    p1.line("Agent: Cascade Insurance Group, 155 NW Irving Ave, Bend, OR 97703 - Agent Code 44-1187 - Tel. (541) 555-0133");
    p1.gap(10);
    p1.line("COVERAGES AND LIMITS OF LIABILITY", { size: 10.5 });
    p1.table(
      [
        { x: 50, header: "Section I - Property Coverages" },
        { x: 380, header: "Limit of Liability", align: "right" },
        { x: 480, header: "Premium", align: "right" },
      ],
      [
        ["A. Dwelling", usd(485000, 0), usd(1412)],
        ["B. Other Structures", usd(48500, 0), "Included"],
        ["C. Personal Property", usd(242500, 0), "Included"],
        ["D. Loss of Use", usd(97000, 0), "Included"],
        ["Section II - Liability Coverages", "", ""],
        ["E. Personal Liability (each occurrence)", usd(300000, 0), usd(38)],
        ["F. Medical Payments to Others (each person)", usd(5000, 0), usd(12)],
      ],
    );
    p1.gap(8);
    p1.line("DEDUCTIBLES", { size: 10.5 });
    p1.line(`All Perils Deductible: ${usd(2500, 0)}`);
    p1.line("Wind/Hail Deductible: 1% of Coverage A");
    p1.line("Earthquake: Not covered");
    p1.gap(8);
    p1.para(
      "In case of loss under Section I, we cover only that part of the loss over the deductible stated. This declarations page, together with the policy form and endorsements listed, completes your policy. Premium shown is for the policy period shown above. Endorsements and the total premium appear on page 2.",
      { size: 8.5 },
    );
    const p2 = new Sheet({ size: 9.5 });
    p2.line("HOMEOWNERS POLICY DECLARATIONS (continued) - Policy HO3-7720419-02", { size: 11 });
    p2.gap(8);
    p2.line("FORMS AND ENDORSEMENTS", { size: 10.5 });
    p2.table(
      [
        { x: 50, header: "Form" },
        { x: 130, header: "Description" },
        { x: 480, header: "Premium", align: "right" },
      ],
      [
        ["HO 04 61", "Scheduled Personal Property (jewelry, 2 items)", usd(84)],
        ["HO 04 95", "Water Back-Up and Sump Discharge or Overflow ($10,000)", usd(65)],
        ["HO 04 90", "Personal Property Replacement Cost", "Included"],
        ["OR 01 12", "Oregon Amendatory Endorsement", "Included"],
      ],
    );
    p2.gap(8);
    p2.row([
      [50, "Base Premium"],
      [-480, usd(1462)],
    ]);
    p2.row([
      [50, "Endorsements"],
      [-480, usd(149)],
    ]);
    p2.row([
      [50, "Policy Fee"],
      [-480, usd(25)],
    ]);
    p2.row([
      [50, "Total Annual Premium"],
      [-480, usd(1636)],
    ]);
    p2.gap(8);
    p2.line("Discounts applied: Multi-policy, Protective devices, Claim-free (5 years)");
    p2.gap(8);
    p2.line("MORTGAGEE", { size: 10.5 });
    p2.line("First Interstate Bank, ISAOA/ATIMA, PO Box 30918, Billings, MT 59116");
    p2.line("Loan No.: 0039918245");
    p2.gap(8);
    p2.line("Payment plan: Mortgagee billed - annual. Issued 07/29/2024.");
    p2.gap(20);
    p2.row([
      [50, "Countersigned: J. Albrecht, Licensed Resident Agent"],
      [350, "Date: 07/29/2024"],
    ]);
    return paginate([p1, p2]);
  },
};

const claimForm: GenDoc = {
  id: "insurance-auto-claim",
  trade: "insurance",
  title: "Automobile loss notice, two-page TIFF scan",
  format: "tiff",
  dpi: 200,
  schema: { name: "auto_claim", description: "Automobile loss notice" },
  fields: [
    S("claim_no", "", "CLM-24-0093321", "above", "abbrev"),
    S("pol_no", "", "PA-5582014", "above", "abbrev"),
    D("dol", "Date of the accident", "2024-02-11", "above", "abbrev"),
    S("insured_name", "Name of the insured", "Teresa Lindqvist", "above", "synonym"),
    S("vin", "", "4S4BSANC5K3261187", "above", "label"),
    S("police_report_number", "Police report number", "BPD-24-018812", "inline", "label", 2),
    N("est_damage", "Estimated repair cost", 4870, "inline", "abbrev", 2),
    S("other_driver", "Driver of the other vehicle", "Kyle Barrow", "prose", "synonym", 2),
    S("witness_name", "Witness", null, "-", "label"),
    E("adjuster_email", "Assigned adjuster's e-mail", null, "-", "synonym"),
    S("towing_company", "Towing company", null, "-", "label"),
  ],
  render() {
    const o = { labelSize: 10 };
    const p1 = new Sheet({ size: 12, top: 50 });
    p1.line("GRANITE STATE AUTO INSURANCE CO.", { size: 16 });
    p1.line("Claims Department - PO Box 4410, Boise, ID 83711 - 1-800-555-0147", { size: 10 });
    p1.gap(8);
    p1.line("AUTOMOBILE LOSS NOTICE", { size: 15 });
    p1.gap(6);
    p1.boxes(
      [
        [50, "Claim Number", "CLM-24-0093321"],
        [230, "Policy Number", "PA-5582014"],
        [400, "Date Reported", "02/12/2024"],
      ],
      o,
    );
    p1.boxes(
      [
        [50, "Date of Loss", "02/11/2024"],
        [230, "Time", "5:40 PM"],
        [400, "Police Notified", "Yes"],
      ],
      o,
    );
    p1.boxes([[50, "Location of Loss", "Main St & 5th Ave, Boise, ID"]], o);
    p1.gap(4);
    p1.line("INSURED", { size: 12 });
    p1.boxes(
      [
        [50, "Name", "Teresa Lindqvist"],
        [260, "Phone", "(208) 555-0161"],
      ],
      o,
    );
    p1.boxes([[50, "Address", "318 W Hays St, Boise, ID 83702"]], o);
    p1.gap(4);
    p1.line("INSURED VEHICLE", { size: 12 });
    p1.boxes(
      [
        [50, "Year / Make / Model", "2019 Subaru Outback"],
        [260, "VIN", "4S4BSANC5K3261187"],
      ],
      o,
    );
    p1.boxes(
      [
        [50, "Plate", "2A 71K93"],
        [260, "Where can it be seen", "Treasure Valley Collision"],
      ],
      o,
    );
    p1.gap(4);
    p1.line("Continued on page 2", { size: 10 });
    const p2 = new Sheet({ size: 12, top: 50 });
    p2.line("AUTOMOBILE LOSS NOTICE - page 2", { size: 13 });
    p2.gap(6);
    p2.line("DESCRIPTION OF ACCIDENT", { size: 12 });
    p2.para(
      "Insured was stopped at a red light on Main St when her vehicle was struck from behind by a 2015 Ford F-150 driven by Kyle Barrow of Meridian, ID. Rear bumper, tailgate and both tail lamps damaged. No injuries reported at the scene.",
    );
    p2.line("Police Report No.: BPD-24-018812");
    p2.line("Other party insurer: Summit Casualty, policy SC-77120");
    p2.line(`Estimated repair cost: ${usd(4870)}`);
    p2.line("Rental needed: Yes, 5 days");
    p2.gap(8);
    p2.para("I certify that the information above is true and complete to the best of my knowledge.", { size: 11 });
    p2.gap(8);
    p2.row([
      [50, "Signature of insured: T. Lindqvist"],
      [360, "Date: 02/13/2024"],
    ]);
    return [p1, p2];
  },
};

const liabilityCertificate: GenDoc = {
  id: "insurance-liability-certificate",
  trade: "insurance",
  title: "Certificate of liability insurance",
  format: "pdf",
  schema: { name: "coi", description: "Certificate of liability insurance (ACORD-style)" },
  fields: [
    S("cert_no", "Certificate number", "24-KRS-0117", "inline", "abbrev"),
    S("broker_name", "Producer / insurance agency", "Brightwater Insurance Services", "above", "synonym"),
    E("producer_email", "", "certs@brightwaterins.com", "inline", "synonym"),
    P("producer_fax", "", null, "-", "abbrev"),
    S("insured", "Insured company", "Kestrel Roofing & Sheet Metal LLC", "above", "label"),
    S("gl_policy_number", "Policy number of the commercial general liability coverage", "CGL 8841207", "table", "synonym"),
    D("gl_eff", "General liability policy effective date", "2024-04-01", "table", "abbrev"),
    D("gl_exp", "General liability policy expiration date", "2025-04-01", "table", "abbrev"),
    N("each_occurrence", "Each occurrence limit of the general liability", 1000000, "columns", "label"),
    S("umbrella_policy_number", "Umbrella / excess liability policy number", null, "-", "synonym"),
    S("certificate_holder", "", "City of Fort Collins, Engineering Department", "above", "label"),
    N("liquor_liability_limit", "Liquor liability limit", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 8.5 });
    s.row(
      [
        [50, "CERTIFICATE OF LIABILITY INSURANCE"],
        [-545, "DATE (MM/DD/YYYY) 05/16/2024"],
      ],
      13,
    );
    s.para(
      "THIS CERTIFICATE IS ISSUED AS A MATTER OF INFORMATION ONLY AND CONFERS NO RIGHTS UPON THE CERTIFICATE HOLDER. THIS CERTIFICATE DOES NOT AFFIRMATIVELY OR NEGATIVELY AMEND, EXTEND OR ALTER THE COVERAGE AFFORDED BY THE POLICIES BELOW.",
      { size: 7 },
    );
    s.columns([
      [50, ["PRODUCER", "Brightwater Insurance Services", "2150 W Drake Rd, Suite 200", "Fort Collins, CO 80526"]],
      [
        300,
        [
          "CONTACT NAME: Alicia Fenwick",
          "PHONE (A/C, No, Ext): (970) 555-0129",
          "FAX (A/C, No):",
          "E-MAIL ADDRESS: certs@brightwaterins.com",
        ],
      ],
    ]);
    s.gap(4);
    s.columns([
      [50, ["INSURED", "Kestrel Roofing & Sheet Metal LLC", "880 Riverside Ave", "Loveland, CO 80537"]],
      [300, ["INSURER(S) AFFORDING COVERAGE", "INSURER A: Front Range Casualty Co.", "INSURER B: Pinnacol Assurance", "INSURER C:"]],
      [500, ["NAIC #", "24117", "41190", ""]],
    ]);
    s.gap(6);
    s.line("COVERAGES        CERTIFICATE NUMBER: 24-KRS-0117        REVISION NUMBER: 1", { size: 9 });
    s.table(
      [
        { x: 50, header: "LTR" },
        { x: 68, header: "TYPE OF INSURANCE" },
        { x: 222, header: "POLICY NUMBER" },
        { x: 300, header: "POLICY EFF" },
        { x: 360, header: "POLICY EXP" },
        { x: 425, header: "LIMITS" },
      ],
      [
        ["A", "COMMERCIAL GENERAL LIABILITY", "CGL 8841207", "04/01/2024", "04/01/2025", ""],
        ["", "OCCURRENCE [X]  CLAIMS-MADE [ ]", "", "", "", ""],
        ["A", "AUTOMOBILE LIABILITY - ANY AUTO", "BAP 3302195", "04/01/2024", "04/01/2025", ""],
        ["B", "WORKERS COMPENSATION", "4122871", "01/01/2024", "01/01/2025", ""],
        ["", "UMBRELLA LIAB   [ ] OCCUR", "", "", "", ""],
      ],
    );
    s.gap(4);
    s.grid(
      [[300, 470]],
      [
        [["EACH OCCURRENCE", usd(1000000, 0)]],
        [["DAMAGE TO RENTED PREMISES", usd(100000, 0)]],
        [["MED EXP (Any one person)", usd(5000, 0)]],
        [["GENERAL AGGREGATE", usd(2000000, 0)]],
        [["COMBINED SINGLE LIMIT (auto)", usd(1000000, 0)]],
        [["E.L. EACH ACCIDENT (workers comp)", usd(500000, 0)]],
      ],
    );
    s.gap(4);
    s.para(
      "DESCRIPTION OF OPERATIONS / LOCATIONS / VEHICLES: Re: Reroofing of Northside Aztlan Community Center, 112 E Willow St. The certificate holder is included as additional insured with respect to general liability when required by written contract.",
      { size: 8 },
    );
    s.gap(4);
    s.columns([
      [50, ["CERTIFICATE HOLDER", "City of Fort Collins, Engineering Department", "281 N College Ave", "Fort Collins, CO 80524"]],
      [
        300,
        [
          "CANCELLATION",
          "Should any of the above described policies be cancelled before",
          "the expiration date thereof, notice will be delivered in",
          "accordance with the policy provisions.",
          "AUTHORIZED REPRESENTATIVE: A. Fenwick",
        ],
      ],
    ]);
    s.gap(8);
    s.line("(c) 1988-2015 ACORD CORPORATION. All rights reserved.   ACORD 25 (2016/03)", { size: 7 });
    return [s];
  },
};

export const INSURANCE: GenDoc[] = [policyDeclarations, claimForm, liabilityCertificate];
