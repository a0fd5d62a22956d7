import { eu } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, S } from "../spec.ts";

const payslip: GenDoc = {
  id: "hr-payslip-de",
  trade: "hr",
  title: "Verdienstabrechnung (German payslip)",
  format: "pdf",
  schema: { name: "payslip", description: "Monthly payslip of an employee in Germany" },
  fields: [
    S("employee_id", "Personnel number (Personal-Nr.)", "004417", "columns", "synonym"),
    S("employee_name", "Name", "Lena Hoffmann", "columns", "label"),
    D("dob", "Geburtsdatum", "1991-08-03", "columns", "abbrev"),
    D("pp_start", "First day of the pay period", "2024-05-01", "range", "abbrev"),
    D("pp_end", "Last day of the pay period", "2024-05-31", "range", "abbrev"),
    N("gross_pay", "Total gross pay (Gesamtbrutto)", 4524.5, "gap", "synonym"),
    N("income_tax", "Wage tax withheld (Lohnsteuer)", 712.41, "table", "synonym"),
    N("church_tax", "Kirchensteuer", 0, "table", "synonym"),
    N("net_amt", "Amount paid out", 2874.45, "gap", "abbrev"),
    S("iban", "IBAN the salary is paid to", "DE12 6105 0000 0049 7731 28", "inline", "label"),
    N("bonus_amount", "One-off bonus (Einmalzahlung)", null, "-", "synonym"),
    N("holiday_pay", "Vacation / holiday pay (Urlaubsgeld) paid this month", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9 });
    s.row(
      [
        [50, "Kessler Maschinenbau GmbH"],
        [-545, "Verdienstabrechnung Mai 2024"],
      ],
      12,
    );
    s.line("Industriestraße 22 · 73033 Göppingen", { size: 8 });
    s.gap(14);
    s.lines(["Frau", "Lena Hoffmann", "Schillerplatz 7", "73037 Göppingen"], { size: 9.5 });
    s.gap(14);
    s.grid(
      [
        [50, 150],
        [300, 400],
      ],
      [
        [
          ["Personal-Nr.", "004417"],
          ["Abrechnungszeitraum", "01.05.2024 - 31.05.2024"],
        ],
        [
          ["Name", "Lena Hoffmann"],
          ["Steuerklasse", "1"],
        ],
        [
          ["Geburtsdatum", "03.08.1991"],
          ["Kinderfreibetrag", "0,0"],
        ],
        [
          ["Eintritt", "01.02.2019"],
          ["Konfession", "--"],
        ],
        [
          ["SV-Nummer", "12 030891 H 507"],
          ["Steuer-ID", "58 392 741 066"],
        ],
        [
          ["Kostenstelle", "4100 Konstruktion"],
          ["Krankenkasse", "AOK Baden-Württemberg"],
        ],
      ],
    );
    s.gap(10);
    s.line("Bezüge", { size: 10 });
    s.table(
      [
        { x: 50, header: "Lohnart" },
        { x: 100, header: "Bezeichnung" },
        { x: 380, header: "Menge", align: "right" },
        { x: 470, header: "Betrag EUR", align: "right" },
      ],
      [
        ["1000", "Gehalt", "", eu(4250)],
        ["1210", "Überstunden 25%", "6,00 Std", eu(214.5)],
        ["2000", "Fahrtkostenzuschuss", "", eu(60)],
      ],
    );
    s.row([
      [100, "Gesamtbrutto"],
      [-470, eu(4524.5)],
    ]);
    s.gap(8);
    s.line("Abzüge", { size: 10 });
    s.table(
      [
        { x: 50, header: "Art" },
        { x: 100, header: "Bezeichnung" },
        { x: 380, header: "Basis", align: "right" },
        { x: 470, header: "Betrag EUR", align: "right" },
      ],
      [
        ["St", "Lohnsteuer", eu(4464.5), eu(712.41)],
        ["St", "Solidaritätszuschlag", eu(4464.5), eu(0)],
        ["St", "Kirchensteuer", eu(4464.5), eu(0)],
        ["SV", "Krankenversicherung 8,15%", eu(4663.5), eu(380.06)],
        ["SV", "Rentenversicherung 9,3%", eu(4524.5), eu(420.78)],
        ["SV", "Arbeitslosenversicherung 1,3%", eu(4524.5), eu(58.82)],
        ["SV", "Pflegeversicherung 1,7%", eu(4587.06), eu(77.98)],
      ],
    );
    s.row([
      [100, "Summe Abzüge"],
      [-470, eu(1650.05)],
    ]);
    s.gap(8);
    s.row(
      [
        [100, "Netto"],
        [-470, eu(2874.45)],
      ],
      10,
    );
    s.row(
      [
        [100, "Auszahlungsbetrag"],
        [-470, eu(2874.45)],
      ],
      10,
    );
    s.gap(8);
    s.line("Überweisung an: IBAN: DE12 6105 0000 0049 7731 28   BIC: GOPSDE6GXXX   Kreissparkasse Göppingen");
    s.gap(10);
    s.line("Jahreswerte (Jan - Mai)", { size: 10 });
    s.grid(
      [
        [50, 150],
        [300, 400],
      ],
      [
        [
          ["Steuerbrutto", eu(22322.5)],
          ["Lohnsteuer", eu(3562.05)],
        ],
        [
          ["SV-Brutto", eu(22622.5)],
          ["Urlaub Rest", "17,5 Tage"],
        ],
      ],
    );
    s.gap(10);
    s.line("Bitte prüfen Sie diese Abrechnung. Fragen an personal@kessler-mb.de, Tel. 07161 60448-20", { size: 8 });
    return [s];
  },
};

const offerLetter: GenDoc = {
  id: "hr-offer-letter",
  trade: "hr",
  title: "Employment offer letter",
  format: "pdf",
  schema: { name: "offer_letter", description: "Terms of a job offer" },
  fields: [
    S("candidate_name", "Person the offer is made to", "Jonah Pereira", "prose", "synonym"),
    S("job_title", "Position offered", "Senior Data Engineer", "prose", "synonym"),
    S("manager", "Person the candidate will report to", "Priya Raman", "prose", "synonym"),
    D("start_date", "Start date", "2024-04-15", "prose", "label"),
    N("base_salary", "Annual base salary", 148000, "prose", "label"),
    N("signing_bonus", "", 10000, "prose", "synonym"),
    N("pto_days", "Paid time off days per year", 18, "prose", "abbrev"),
    D("offer_expiry", "Last day to accept the offer", "2024-03-11", "prose", "synonym"),
    S("governing_law_state", "", "Washington", "prose", "synonym"),
    E("recruiter_email", "Contact e-mail for questions", "dana.whitcomb@meridiananalytics.com", "prose", "synonym"),
    N("relocation_allowance", "Relocation allowance", null, "-", "synonym"),
    S("probation_period", "Probation period", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("MERIDIAN ANALYTICS, INC.", { size: 14 });
    s.line("1201 Third Avenue, Suite 2400, Seattle, WA 98101  |  meridiananalytics.com", { size: 8 });
    s.gap(20);
    s.line("March 4, 2024");
    s.gap(10);
    s.lines(["Mr. Jonah Pereira", "7718 Greenwood Ave N, Apt 304", "Seattle, WA 98103"]);
    s.gap(10);
    s.line("Re: Offer of Employment");
    s.gap(6);
    s.line("Dear Jonah,");
    s.gap(4);
    s.para(
      'On behalf of Meridian Analytics, Inc. (the "Company"), I am delighted to offer you the position of Senior Data Engineer in our Platform team, reporting to Priya Raman, Director of Engineering. This is a full-time, exempt position based in our Seattle office with a hybrid schedule.',
    );
    s.para(
      "Your anticipated start date is April 15, 2024. Your starting base salary will be $148,000.00 per year, paid semi-monthly and subject to standard withholdings. In addition, you will receive a one-time sign-on bonus of $10,000, payable with your first regular paycheck and repayable in full if you leave the Company within twelve months of your start date.",
    );
    s.para(
      "Subject to approval by the Board of Directors, you will be granted 2,400 restricted stock units vesting over four years with a one-year cliff. You will be eligible for the Company's benefit plans, including medical, dental and vision coverage starting on your first day, a 401(k) plan with a 4% match, and 18 days of paid time off per year in addition to 10 company holidays.",
    );
    s.para(
      "This offer is contingent upon satisfactory completion of a background check and your proof of eligibility to work in the United States. Your employment with the Company is at will. This letter shall be governed by the laws of the State of Washington.",
    );
    s.para(
      "To accept this offer, please sign and return this letter no later than March 11, 2024. If you have any questions, please contact me at dana.whitcomb@meridiananalytics.com or (206) 555-0116.",
    );
    s.line("We look forward to welcoming you to the team.");
    s.gap(12);
    s.lines(["Sincerely,", "", "Dana Whitcomb", "Head of Talent Acquisition"]);
    s.gap(20);
    s.line("ACCEPTED AND AGREED:");
    s.gap(10);
    s.row([
      [50, "_____________________________"],
      [320, "Date: ________________"],
    ]);
    s.line("Jonah Pereira");
    return [s];
  },
};

const timesheet: GenDoc = {
  id: "hr-timesheet",
  trade: "hr",
  title: "Weekly timesheet of a temp worker, scanned",
  format: "png",
  dpi: 250,
  schema: { name: "timesheet", description: "Weekly timesheet" },
  fields: [
    S("employee_name", "", "Carlos Mendes", "inline", "label"),
    S("employee_id", "Employee ID", "PS-20931", "inline", "abbrev"),
    S("worksite", "Client company where the work was done", "Tri-County Distribution Center", "inline", "synonym"),
    D("week_ending", "Week ending date", "2024-06-23", "inline", "label"),
    S("approved_by", "Supervisor who approves the hours", "Angela Brooks", "inline", "synonym"),
    A(
      "days",
      "Hours worked per day",
      "label",
      [
        ["date", "date", ""],
        ["hours", "number", "Hours worked"],
      ],
      [
        ["2024-06-17", 8],
        ["2024-06-18", 8],
        ["2024-06-19", 10],
        ["2024-06-20", 8],
        ["2024-06-21", 6],
        ["2024-06-22", null],
        ["2024-06-23", null],
      ],
    ),
    N("total_hours", "Total hours", 40, "gap", "label"),
    N("ot_hours", "Overtime hours", 0, "gap", "abbrev"),
    N("pay_rate", "Hourly pay rate", null, "-", "synonym"),
    S("po_no", "Client PO number", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 50 });
    s.line("PROSTAFF SOLUTIONS", { size: 18 });
    s.line("Light Industrial Staffing - 5410 Wilshire Blvd, Los Angeles, CA 90036 - (323) 555-0135", { size: 10 });
    s.gap(10);
    s.line("WEEKLY TIMESHEET", { size: 15 });
    s.gap(6);
    s.grid(
      [
        [50, 160],
        [330, 410],
      ],
      [
        [
          ["Employee Name:", "Carlos Mendes"],
          ["Emp. ID:", "PS-20931"],
        ],
        [
          ["Client:", "Tri-County Distribution Center"],
          ["Dept.:", "Receiving"],
        ],
        [
          ["Supervisor:", "Angela Brooks"],
          ["Week Ending:", "06/23/2024"],
        ],
      ],
    );
    s.gap(12);
    s.table(
      [
        { x: 50, header: "Day" },
        { x: 100, header: "Date" },
        { x: 200, header: "Time In" },
        { x: 290, header: "Time Out" },
        { x: 380, header: "Lunch" },
        { x: 500, header: "Hours", align: "right" },
      ],
      [
        ["Mon", "06/17/2024", "6:00 AM", "2:30 PM", "0:30", "8.00"],
        ["Tue", "06/18/2024", "6:00 AM", "2:30 PM", "0:30", "8.00"],
        ["Wed", "06/19/2024", "6:00 AM", "4:30 PM", "0:30", "10.00"],
        ["Thu", "06/20/2024", "6:00 AM", "2:30 PM", "0:30", "8.00"],
        ["Fri", "06/21/2024", "6:00 AM", "12:00 PM", "0:00", "6.00"],
        ["Sat", "06/22/2024", "", "", "", ""],
        ["Sun", "06/23/2024", "", "", "", ""],
      ],
    );
    s.gap(10);
    s.row([
      [300, "Regular Hours"],
      [-500, "40.00"],
    ]);
    s.row([
      [300, "Overtime Hours"],
      [-500, "0.00"],
    ]);
    s.row([
      [300, "Total Hours"],
      [-500, "40.00"],
    ]);
    s.gap(14);
    s.para(
      "By signing, the employee certifies that the hours shown are true and correct and that all meal and rest breaks were provided. The client certifies the hours worked and agrees to pay for them under the staffing agreement.",
      { size: 10 },
    );
    s.gap(12);
    s.row([
      [50, "Employee signature: C. Mendes"],
      [330, "Date: 06/23/2024"],
    ]);
    s.row([
      [50, "Supervisor signature: A. Brooks"],
      [330, "Date: 06/24/2024"],
    ]);
    s.gap(12);
    s.line("Upload by Monday noon to timesheets@prostaffsolutions.com - late submissions are paid next cycle.", { size: 9 });
    return [s];
  },
};

export const HR: GenDoc[] = [payslip, offerLetter, timesheet];
