import { cols } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, O, P, S } from "../spec.ts";

const labReport: GenDoc = {
  id: "healthcare-lab-report",
  trade: "healthcare",
  title: "Clinical laboratory report",
  format: "pdf",
  schema: { name: "lab_report", description: "Laboratory results for a patient" },
  fields: [
    O("patient", "", [
      S("name", "Patient name", "HALVORSEN, INGRID M.", "columns", "label"),
      D("dob", "", "1968-07-22", "columns", "abbrev"),
      S("mrn", "Medical record number", "00482915", "columns", "abbrev"),
    ]),
    S("physician", "Ordering doctor", "Rajesh Patel, MD", "columns", "synonym"),
    D("coll_date", "When the specimen was collected", "2024-03-11", "columns", "abbrev"),
    D("report_date", "Date the results were reported", "2024-03-12", "columns", "synonym"),
    S("accession_no", "", "NB24-071-0093", "columns", "abbrev"),
    A(
      "results",
      "Test results",
      "label",
      [
        ["test", "string", "Test name"],
        ["result", "number", "Numeric result"],
        ["units", "string", ""],
        ["reference_range", "string", "Reference range"],
      ],
      [
        ["Glucose, Fasting", 112, "mg/dL", "70-99"],
        ["Hemoglobin A1c", 6.1, "%", "4.0-5.6"],
        ["Cholesterol, Total", 204, "mg/dL", "<200"],
        ["HDL Cholesterol", 48, "mg/dL", ">39"],
        ["LDL Cholesterol (calc)", 128, "mg/dL", "<100"],
        ["Triglycerides", 142, "mg/dL", "<150"],
        ["Creatinine", 0.84, "mg/dL", "0.57-1.00"],
        ["eGFR", 82, "mL/min/1.73m2", ">59"],
      ],
    ),
    P("lab_tel", "Phone number of the laboratory", "(612) 555-0148", "inline", "abbrev"),
    P("lab_fax", "Fax number of the laboratory", null, "-", "label"),
    S("insurance_id", "Patient's insurance member ID", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9 });
    s.line("Northbridge Clinical Laboratories", { size: 15 });
    s.line("4410 Nicollet Ave S, Minneapolis, MN 55419   Phone: (612) 555-0148   CLIA 24D0998172", { size: 8 });
    s.line("Laboratory Director: Susan K. Reyes, MD, PhD", { size: 8 });
    s.gap(10);
    s.line("FINAL REPORT", { size: 12 });
    s.gap(4);
    s.grid(
      [
        [50, 130],
        [310, 400],
      ],
      [
        [
          ["Patient:", "HALVORSEN, INGRID M."],
          ["Accession #:", "NB24-071-0093"],
        ],
        [
          ["DOB:", "07/22/1968  (55 Y)"],
          ["Collected:", "03/11/2024 07:42"],
        ],
        [
          ["Sex:", "F"],
          ["Received:", "03/11/2024 10:15"],
        ],
        [
          ["MRN:", "00482915"],
          ["Reported:", "03/12/2024 16:03"],
        ],
        [
          ["Ordering Physician:", "Rajesh Patel, MD"],
          ["Specimen:", "Serum, fasting"],
        ],
        [
          ["Clinic:", "Lake Harriet Internal Medicine"],
          ["Client #:", "C-20417"],
        ],
      ],
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Test" },
        { x: 235, header: "Result", align: "right" },
        { x: 250, header: "Flag" },
        { x: 290, header: "Units" },
        { x: 380, header: "Reference Range" },
        { x: 470, header: "Lab" },
      ],
      [
        ["COMPREHENSIVE METABOLIC / LIPID PANEL", "", "", "", "", ""],
        ["Glucose, Fasting", "112", "H", "mg/dL", "70-99", "NB"],
        ["Hemoglobin A1c", "6.1", "H", "%", "4.0-5.6", "NB"],
        ["Cholesterol, Total", "204", "H", "mg/dL", "<200", "NB"],
        ["HDL Cholesterol", "48", "", "mg/dL", ">39", "NB"],
        ["LDL Cholesterol (calc)", "128", "H", "mg/dL", "<100", "NB"],
        ["Triglycerides", "142", "", "mg/dL", "<150", "NB"],
        ["Creatinine", "0.84", "", "mg/dL", "0.57-1.00", "NB"],
        ["eGFR", "82", "", "mL/min/1.73m2", ">59", "NB"],
      ],
    );
    s.gap(10);
    s.para(
      "Comment: Hemoglobin A1c of 5.7-6.4% is consistent with increased risk for diabetes (prediabetes). LDL cholesterol is calculated using the Martin-Hopkins equation. eGFR is calculated using the CKD-EPI 2021 equation without race coefficient.",
      { size: 8.5 },
    );
    s.gap(6);
    s.line("Electronically verified by: L. Moreno, MT(ASCP)   03/12/2024 15:58", { size: 8.5 });
    s.line("Results relate only to the specimen tested. Questions about this report? Call client services at the number above.", {
      size: 8,
    });
    s.gap(8);
    s.line("H = above reference range   L = below reference range   NB = performed at Northbridge Clinical Laboratories", { size: 7.5 });
    return [s];
  },
};

const patientIntake: GenDoc = {
  id: "healthcare-patient-intake",
  trade: "healthcare",
  title: "New patient registration form, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "patient_registration", description: "Registration form of a new patient at a family practice" },
  fields: [
    O("patient", "The patient", [
      S("last_name", "", "Okonkwo", "above", "label"),
      S("first_name", "", "Chidi", "above", "label"),
      S("middle_name", "", null, "-", "synonym"),
      D("dob", "", "1985-09-14", "above", "abbrev"),
    ]),
    P("mobile", "Mobile phone number of the patient", "(916) 555-0173", "above", "synonym"),
    P("home_phone", "", null, "-", "label"),
    E("email", "", "chidi.okonkwo@mailbox.org", "above", "label"),
    S("zip", "ZIP code", "95823", "above", "label"),
    S("insurance_member_id", "Member ID on the insurance card", "XEB884120577", "above", "synonym"),
    S("group_no", "Insurance group number", "W0051288", "above", "abbrev"),
    P("emerg_phone", "Phone of the emergency contact", "(916) 555-0198", "above", "abbrev"),
    S("ssn", "Social security number", null, "-", "abbrev"),
    D("signed_date", "Date the form was signed", "2024-02-05", "gap", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 50, margin: 50 });
    s.line("Riverside Family Medicine", { size: 17 });
    s.line("2300 Fair Oaks Blvd, Sacramento, CA 95825 - (916) 555-0100", { size: 11 });
    s.gap(6);
    s.line("NEW PATIENT REGISTRATION", { size: 15 });
    s.line("Please print clearly. All information is confidential.", { size: 10 });
    s.gap(8);
    s.line("PATIENT INFORMATION", { size: 12 });
    const o = { labelSize: 10 };
    s.boxes(
      [
        [50, "Last Name", "Okonkwo"],
        [230, "First Name", "Chidi"],
        [410, "Middle Initial", ""],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Date of Birth", "09/14/1985"],
        [230, "Sex", "M"],
        [410, "Marital Status", "Married"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Street Address", "4471 Larkspur Lane, Apt 2B"],
        [300, "City", "Sacramento"],
        [420, "State", "CA"],
        [470, "ZIP", "95823"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Home Phone", ""],
        [200, "Cell Phone", "(916) 555-0173"],
        [350, "Email", "chidi.okonkwo@mailbox.org"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Employer", "Sacramento Regional Transit"],
        [300, "Occupation", "Bus operator"],
      ],
      o,
    );
    s.gap(4);
    s.line("INSURANCE", { size: 12 });
    s.boxes(
      [
        [50, "Insurance Carrier", "Blue Shield of California"],
        [260, "Member ID", "XEB884120577"],
        [420, "Group No.", "W0051288"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Policy Holder", "Self"],
        [260, "Holder Date of Birth", ""],
        [420, "Copay", "$25"],
      ],
      o,
    );
    s.gap(4);
    s.line("EMERGENCY CONTACT", { size: 12 });
    s.boxes(
      [
        [50, "Name", "Ada Okonkwo"],
        [230, "Relationship", "Spouse"],
        [410, "Phone", "(916) 555-0198"],
      ],
      o,
    );
    s.gap(4);
    s.boxes(
      [
        [50, "Preferred Pharmacy", "CVS Pharmacy, Florin Rd"],
        [300, "Reason for Visit", "Annual physical"],
      ],
      o,
    );
    s.gap(6);
    s.para(
      "I authorize Riverside Family Medicine to release medical information necessary to process insurance claims and I assign benefits to the practice. I understand I am responsible for any balance not covered by insurance.",
      { size: 10 },
    );
    s.gap(14);
    s.row([
      [50, "Signature  C. Okonkwo"],
      [330, "Date"],
      [380, "02/05/2024"],
    ]);
    s.gap(10);
    s.line("Office use: Chart # 0-41877   Entered by: JT", { size: 10 });
    return [s];
  },
};

const prescription: GenDoc = {
  id: "healthcare-prescription",
  trade: "healthcare",
  title: "E-prescription printout",
  format: "text",
  schema: { name: "prescription", description: "" },
  fields: [
    S("rx_number", "Prescription number", "2024-66113", "gap", "abbrev"),
    S("patient_name", "", "Emily R. Vandermeer", "inline", "label"),
    D("patient_dob", "Patient date of birth", "2016-11-30", "inline", "abbrev"),
    N("pt_wt_kg", "Body weight", 27.4, "inline", "abbrev"),
    S("allergies", "", "Penicillin", "inline", "label"),
    A(
      "medications",
      "Prescribed medications",
      "label",
      [
        ["medication", "string", "Drug name"],
        ["strength", "string", ""],
        ["qty", "string", "Quantity to dispense"],
        ["refills", "number", "Number of refills"],
      ],
      [
        ["Azithromycin oral suspension", "200 mg/5 mL", "30 mL", 0],
        ["Fluticasone propionate nasal spray", "50 mcg/spray", "1 bottle (16 g)", 2],
        ["Cetirizine oral solution", "1 mg/mL", "120 mL", 1],
      ],
    ),
    S("doctor", "Prescribing doctor", "Hannah Kowalczyk, MD", "inline", "synonym"),
    D("prescription_date", "Date written", "2024-01-18", "inline", "synonym"),
    S("dea_no", "", "BK4419372", "inline", "abbrev"),
    P("clinic_fax", "", "231-555-0127", "gap", "label"),
    S("pharmacy_name", "Dispensing pharmacy", null, "-", "label"),
    D("rx_expiry", "Date after which the prescription can no longer be filled", null, "-", "abbrev"),
  ],
  render() {
    const rule = "=".repeat(96);
    return [
      rule,
      "  LAKESIDE PEDIATRICS & FAMILY CARE",
      "  1200 Harbor Blvd, Suite 310, Traverse City, MI 49684",
      "  Tel. 231-555-0126        Fax 231-555-0127        NPI 1487725930",
      rule,
      "",
      cols([
        ["  PRESCRIPTION", 60],
        ["Rx No.      2024-66113", 0],
      ]),
      cols([
        ["", 60],
        ["Generated   01/18/2024 10:42", 0],
      ]),
      "",
      cols([
        ["  Patient:    Emily R. Vandermeer", 60],
        ["DOB: 11/30/2016 (7 y)", 0],
      ]),
      "  Address:    908 Cherry Bend Rd, Traverse City, MI 49685",
      cols([
        ["  Weight:     27.4 kg (measured 01/18/2024)", 60],
        ["Allergies: Penicillin", 0],
      ]),
      "  Guardian:   Mark Vandermeer (father)   Phone 231-555-0178",
      "  Insurance:  see pharmacy benefit card",
      "",
      "  Rx",
      "  " +
        cols([
          ["Medication", 38],
          ["Strength", 16],
          ["Sig", 46],
          ["Qty", 18],
          ["Refills", 0],
        ]),
      "  " + "-".repeat(124),
      "  " +
        cols([
          ["Azithromycin oral suspension", 38],
          ["200 mg/5 mL", 16],
          ["7 mL by mouth day 1, then 3.5 mL daily", 46],
          ["30 mL", 18],
          ["0", 0],
        ]),
      "  " +
        cols([
          ["", 38],
          ["", 16],
          ["on days 2-5", 46],
        ]),
      "  " +
        cols([
          ["Fluticasone propionate nasal spray", 38],
          ["50 mcg/spray", 16],
          ["1 spray each nostril once daily", 46],
          ["1 bottle (16 g)", 18],
          ["2", 0],
        ]),
      "  " +
        cols([
          ["Cetirizine oral solution", 38],
          ["1 mg/mL", 16],
          ["5 mL by mouth once daily as needed", 46],
          ["120 mL", 18],
          ["1", 0],
        ]),
      "",
      "  Substitution permitted: YES      Dispense as written: NO",
      "  Notes to pharmacist: patient allergic to penicillin - no amoxicillin or amox-clav.",
      "",
      cols([
        ["  Prescriber: Dr. Hannah Kowalczyk, MD", 60],
        ["DEA: BK4419372", 0],
      ]),
      cols([
        ["  Date written: 2024-01-18", 60],
        ["State Lic.: 4301098817", 0],
      ]),
      "  Signature:  electronically signed (EPCS)",
      "",
      rule,
      "  This prescription was transmitted electronically. A printed copy is not valid for dispensing",
      "  controlled substances.",
      "",
    ].join("\n");
  },
};

export const HEALTHCARE: GenDoc[] = [labReport, patientIntake, prescription];
