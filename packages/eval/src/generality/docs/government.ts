import { eu, usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const buildingPermit: GenDoc = {
  id: "government-building-permit",
  trade: "government",
  title: "Building permit",
  format: "pdf",
  schema: { name: "building_permit", description: "Building permit issued by the city" },
  fields: [
    S("permit_no", "", "PMT2024-01877", "above", "abbrev"),
    D("issue_date", "Issue date", "2024-04-22", "above", "label"),
    D("exp_date", "Expiration date", "2024-10-19", "above", "abbrev"),
    S("parcel_number", "Assessor parcel number", "146318106009", "above", "abbrev"),
    S("owner_name", "Property owner", "Hollis Family Trust", "above", "synonym"),
    S("contractor", "", "Summit Peak Builders", "above", "label"),
    N("proj_val", "Valuation of the work", 168500, "above", "abbrev"),
    N("permit_fee", "Permit fee", 2136.45, "above", "label"),
    P("inspection_phone", "Number to call to schedule inspections", "303-555-0144", "prose", "synonym"),
    S("inspector_name", "", null, "-", "label"),
    N("bond_amt", "Performance bond amount", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("CITY OF BOULDER", { size: 15 });
    s.line("Planning & Development Services - 1101 Arapahoe Ave, Boulder, CO 80302", { size: 8.5 });
    s.gap(8);
    s.line("BUILDING PERMIT", { size: 16 });
    s.line("This permit must be posted on the job site and visible from the street until final inspection.", { size: 8.5 });
    s.gap(8);
    const o = { labelSize: 7.5 };
    s.boxes(
      [
        [50, "PERMIT NUMBER", "PMT2024-01877"],
        [200, "ISSUE DATE", "04/22/2024"],
        [320, "EXPIRATION DATE", "10/19/2024"],
        [450, "PERMIT TYPE", "Residential New"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "PROJECT ADDRESS", "3150 Iris Ave, Boulder, CO 80301"],
        [320, "PARCEL NO.", "146318106009"],
        [450, "ZONING", "RL-1"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "OWNER", "Hollis Family Trust"],
        [200, "CONTRACTOR", "Summit Peak Builders"],
        [380, "CONTRACTOR LICENSE", "BLD-C-03318"],
      ],
      o,
    );
    s.boxes([[50, "WORK DESCRIPTION", "Detached accessory dwelling unit, 640 sq ft, single story, slab on grade"]], o);
    s.boxes(
      [
        [50, "OCCUPANCY", "R-3"],
        [200, "CONSTRUCTION TYPE", "V-B"],
        [320, "SPRINKLERED", "No"],
        [450, "FLOOD ZONE", "X"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "VALUATION", usd(168500)],
        [200, "PERMIT FEE", usd(2136.45)],
        [320, "PLAN REVIEW FEE", usd(1388.69)],
        [450, "USE TAX", usd(6032.3)],
      ],
      o,
    );
    s.gap(6);
    s.line("CONDITIONS OF APPROVAL", { size: 10.5 });
    s.para(
      "1. All work shall comply with the 2018 International Residential Code as amended by the City of Boulder and with the approved plans. 2. Erosion control measures shall be in place before any ground disturbance. 3. A separate electrical permit is required for the solar photovoltaic system. 4. This permit expires if work is not started within 180 days or is suspended for 180 days.",
      { size: 9 },
    );
    s.para(
      "Required inspections: footing, foundation, framing, insulation, final. Inspections must be requested by 4:00 p.m. the business day before. To schedule an inspection call 303-555-0144 or use the customer portal. Do not cover any work until it has been inspected and approved.",
      { size: 9 },
    );
    s.gap(10);
    s.row(
      [
        [50, "Approved by: Plans Examiner M. Gutierrez"],
        [330, "Fees paid in full 04/22/2024, receipt R-558120"],
      ],
      9,
    );
    return [s];
  },
};

const vehicleRegistration: GenDoc = {
  id: "government-vehicle-registration",
  trade: "government",
  title: "Vehicle registration certificate, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "vehicle_registration", description: "" },
  fields: [
    S("plate_number", "License plate", "8KJ472", "gap", "abbrev"),
    S("vin", "", "1HGCV1F38LA041729", "gap", "label"),
    N("model_year", "", 2020, "columns", "synonym"),
    S("make", "", "HONDA", "columns", "label"),
    S("model", "", "ACCORD", "columns", "label"),
    S("color", "", "GRY", "columns", "label"),
    S("owner_name", "Registered owner", "MORALES, LUCIA E.", "columns", "synonym"),
    D("reg_start", "Registration valid from", "2024-03-01", "range", "abbrev"),
    D("reg_end", "Registration valid until", "2025-02-28", "range", "abbrev"),
    N("fees_paid", "", 287.5, "columns", "label"),
    S("title_no", "", "NV0048829913", "columns", "abbrev"),
    S("insurance_policy", "Insurance policy number", null, "-", "synonym"),
    N("odometer", "Odometer reading", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 60 });
    s.line("STATE OF NEVADA", { size: 16, center: true });
    s.line("DEPARTMENT OF MOTOR VEHICLES", { size: 13, center: true });
    s.line("REGISTRATION CERTIFICATE", { size: 15, center: true });
    s.gap(18);
    s.row([
      [50, "Plate No."],
      [160, "8KJ472"],
      [320, "VIN"],
      [380, "1HGCV1F38LA041729"],
    ]);
    s.gap(6);
    s.grid(
      [
        [50, 160],
        [320, 420],
      ],
      [
        [
          ["Year", "2020"],
          ["Make", "HONDA"],
        ],
        [
          ["Model", "ACCORD"],
          ["Body Style", "4D SEDAN"],
        ],
        [
          ["Color", "GRY"],
          ["Weight", "3,131"],
        ],
        [
          ["Fuel", "GAS"],
          ["Title No.", "NV0048829913"],
        ],
      ],
    );
    s.gap(14);
    s.grid(
      [[50, 180]],
      [
        [["Registered Owner", "MORALES, LUCIA E."]],
        [["Address", "5521 DESERT BLOOM AVE"]],
        [["", "LAS VEGAS NV 89130"]],
        [["Lienholder", "ALLY BANK"]],
      ],
    );
    s.gap(14);
    s.row([[50, "Valid From 03/01/2024 To 02/28/2025"]], 13);
    s.gap(8);
    s.grid(
      [
        [50, 180],
        [320, 420],
      ],
      [
        [
          ["Fees Paid", "$287.50"],
          ["Transaction", "RN 2241877"],
        ],
        [
          ["Governmental Svc Tax", "$164.25"],
          ["Issued", "02/19/2024"],
        ],
        [
          ["County", "CLARK"],
          ["Emission Due", "02/2025"],
        ],
      ],
    );
    s.gap(26);
    s.para("KEEP THIS CERTIFICATE IN THE VEHICLE. Any change of address must be reported to the DMV within 30 days.", { size: 11 });
    return [s];
  },
};

const propertyTax: GenDoc = {
  id: "government-property-tax-de",
  trade: "government",
  title: "Grundsteuerbescheid (German property tax notice)",
  format: "pdf",
  schema: { name: "property_tax_notice", description: "Municipal property tax assessment" },
  fields: [
    S("file_ref", "Aktenzeichen of the notice", "GrSt 23-114-887", "columns", "abbrev"),
    D("notice_date", "Date of the notice", "2024-02-12", "columns", "synonym"),
    N("assessed_base", "Grundsteuermessbetrag", 112.4, "gap", "synonym"),
    N("multiplier_percent", "Hebesatz in percent", 600, "gap", "synonym"),
    N("annual_tax", "Tax for the year", 674.4, "gap", "synonym"),
    A(
      "installments",
      "Payment due dates and amounts",
      "synonym",
      [
        ["due_date", "date", ""],
        ["amount", "number", ""],
      ],
      [
        ["2024-02-15", 168.6],
        ["2024-05-15", 168.6],
        ["2024-08-15", 168.6],
        ["2024-11-15", 168.6],
      ],
    ),
    S("payment_iban", "IBAN to pay to", "DE37 6805 0101 0002 1144 95", "inline", "label"),
    S("tax_id", "Steuer-ID of the taxpayer", null, "-", "abbrev"),
    N("penalty_amt", "Late payment penalty (Saeumniszuschlag)", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Stadt Freiburg im Breisgau"],
        [-545, "Amt für Steuern und Abgaben"],
      ],
      12,
    );
    s.line("Rathausplatz 2-4 · 79098 Freiburg · Tel. 0761 201-2345 · steuern@stadt.freiburg.de", { size: 8 });
    s.gap(16);
    s.columns([
      [50, ["Eheleute", "Thomas und Anna Weber", "Talstraße 8", "79102 Freiburg"]],
      [330, ["Aktenzeichen:  GrSt 23-114-887", "Datum:  12.02.2024", "Kassenzeichen:  4402.118.7731", "Sachbearbeiter:  Herr Kühn"]],
    ]);
    s.gap(16);
    s.line("Bescheid über Grundsteuer für das Kalenderjahr 2024", { size: 12 });
    s.gap(4);
    s.line("Grundstück: Talstraße 8, Gemarkung Freiburg, Flurstück 1187/3");
    s.gap(8);
    s.para(
      "Aufgrund des Grundsteuermessbescheids des Finanzamts Freiburg-Stadt vom 18.10.2023 und der Hebesatzsatzung der Stadt Freiburg wird die Grundsteuer wie folgt festgesetzt:",
    );
    s.row([
      [50, "Grundsteuermessbetrag"],
      [-330, `${eu(112.4)} €`],
    ]);
    s.row([
      [50, "Hebesatz Grundsteuer B"],
      [-330, "600 %"],
    ]);
    s.row(
      [
        [50, "Jahresbetrag"],
        [-330, `${eu(674.4)} €`],
      ],
      10.5,
    );
    s.gap(8);
    s.line("Die Grundsteuer ist zu folgenden Terminen fällig:");
    s.table(
      [
        { x: 60, header: "Fälligkeit" },
        { x: 250, header: "Betrag", align: "right" },
      ],
      [
        ["15.02.2024", `${eu(168.6)} €`],
        ["15.05.2024", `${eu(168.6)} €`],
        ["15.08.2024", `${eu(168.6)} €`],
        ["15.11.2024", `${eu(168.6)} €`],
      ],
    );
    s.gap(8);
    s.para(
      "Bitte überweisen Sie die Beträge unter Angabe des Kassenzeichens fristgerecht. Bei Teilnahme am SEPA-Lastschriftverfahren werden die Beträge zu den Fälligkeiten abgebucht.",
    );
    s.line("Bankverbindung: Sparkasse Freiburg-Nördlicher Breisgau, IBAN: DE37 6805 0101 0002 1144 95, BIC: FRSPDE66XXX");
    s.gap(10);
    s.line("Rechtsbehelfsbelehrung", { size: 10.5 });
    s.para(
      "Gegen diesen Bescheid kann innerhalb eines Monats nach Bekanntgabe Widerspruch erhoben werden. Der Widerspruch ist bei der Stadt Freiburg im Breisgau, Amt für Steuern und Abgaben, schriftlich oder zur Niederschrift einzulegen. Einwendungen gegen den Messbetrag sind gegen den Messbescheid des Finanzamts zu richten.",
      { size: 8.5 },
    );
    s.gap(6);
    s.line("Dieser Bescheid wurde maschinell erstellt und ist ohne Unterschrift gültig.", { size: 8 });
    return [s];
  },
};

export const GOVERNMENT: GenDoc[] = [buildingPermit, vehicleRegistration, propertyTax];
