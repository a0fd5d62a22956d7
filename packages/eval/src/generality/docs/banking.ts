import { cents, eu, us, usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, S } from "../spec.ts";

// Checking account transactions: [MM/DD, description, amount (negative: withdrawal)].
const TXNS: [string, string, number][] = [
  ["04/02", "POS PURCHASE SAFEWAY #1442 PORTLAND OR", -86.42],
  ["04/03", "ACH DEPOSIT ACME CORP PAYROLL PPD", 2940],
  ["04/05", "ONLINE TRANSFER TO SAVINGS ****7731", -500],
  ["04/08", "CHECK #1187", -1650],
  ["04/12", "ACH DEBIT PGE UTILITY WEB PMT", -142.18],
  ["04/15", "POS PURCHASE SHELL OIL 57442 BEAVERTON", -58.3],
  ["04/17", "ACH DEPOSIT ACME CORP PAYROLL PPD", 2940],
  ["04/19", "ACH DEBIT CHASE CREDIT CRD AUTOPAY", -1880.21],
  ["04/22", "ATM WITHDRAWAL 5TH & PINE PORTLAND", -200],
  ["04/26", "POS PURCHASE TRADER JOES #145", -112.53],
  ["04/30", "DIVIDEND", 0.38],
  ["04/30", "MONTHLY SERVICE FEE", -12],
];
const OPENING = 3412.87;
const DEPOSITS = cents(TXNS.filter((t) => t[2] > 0).reduce((s, t) => s + t[2], 0));
const WITHDRAWALS = cents(-TXNS.filter((t) => t[2] < 0).reduce((s, t) => s + t[2], 0));
const CLOSING = cents(OPENING + DEPOSITS - WITHDRAWALS);

const accountStatement: GenDoc = {
  id: "banking-account-statement",
  trade: "banking",
  title: "Credit union checking statement (two pages)",
  format: "pdf",
  schema: { name: "bank_statement", description: "Monthly checking account statement" },
  fields: [
    S("member_no", "", "0044718", "inline", "abbrev"),
    D("statement_start", "Start of the statement period", "2024-04-01", "range", "synonym"),
    D("statement_end", "End of the statement period", "2024-04-30", "range", "synonym"),
    N("open_bal", "Balance at the start of the period", OPENING, "columns", "abbrev"),
    N("close_bal", "Balance at the end of the period", CLOSING, "columns", "abbrev"),
    N("tot_debits", "Total of all debits", WITHDRAWALS, "columns", "abbrev"),
    A(
      "transactions",
      "All transactions of the period",
      "label",
      [
        ["date", "date", ""],
        ["description", "string", ""],
        ["withdrawal", "number", "Amount taken out"],
        ["deposit", "number", "Amount paid in"],
      ],
      TXNS.map(([d, t, a]) => [`2024-${d.replace("/", "-")}`, t, a < 0 ? -a : null, a > 0 ? a : null]),
      2,
    ),
    N("overdraft_fees_ytd", "Overdraft fees charged this year", 35, "table", "synonym", 2),
    N("dividends_ytd", "Dividends paid year to date", 1.41, "gap", "synonym", 2),
    S("routing_number", "", null, "-", "label"),
  ],
  render() {
    const p1 = new Sheet({ size: 9 });
    p1.row(
      [
        [50, "First Harbor Credit Union"],
        [-545, "Statement of Account"],
      ],
      14,
    );
    p1.line("PO Box 2290, Portland, OR 97208  |  (503) 555-0170  |  firstharborcu.org  |  Federally insured by NCUA", { size: 8 });
    p1.gap(12);
    p1.columns([
      [50, ["ELENA M CASTELLANOS", "2714 SE TAYLOR ST", "PORTLAND OR 97214"]],
      [330, ["Member Number: 0044718", "Statement Period: 04/01/2024 - 04/30/2024", "Page 1 of 2"]],
    ]);
    p1.gap(12);
    p1.line("EVERYDAY CHECKING ****2208", { size: 10.5 });
    p1.kv(
      [
        ["Beginning Balance", usd(OPENING)],
        ["Deposits & Credits", `+${usd(DEPOSITS)}`],
        ["Withdrawals & Debits", `-${usd(WITHDRAWALS)}`],
        ["Ending Balance", usd(CLOSING)],
      ],
      { vx: 200 },
    );
    p1.gap(10);
    const cols = [
      { x: 50, header: "Date" },
      { x: 90, header: "Description" },
      { x: 400, header: "Withdrawals", align: "right" as const },
      { x: 470, header: "Deposits", align: "right" as const },
      { x: 545, header: "Balance", align: "right" as const },
    ];
    let balance = OPENING;
    const rows = TXNS.map(([d, t, a]) => {
      balance = cents(balance + a);
      return [d, t, a < 0 ? us(-a) : "", a > 0 ? us(a) : "", us(balance)];
    });
    p1.line("TRANSACTIONS", { size: 10.5 });
    p1.table(cols, [["04/01", "BEGINNING BALANCE", "", "", us(OPENING)], ...rows.slice(0, 7)]);
    p1.gap(8);
    p1.line("Continued on next page", { size: 8 });
    const p2 = new Sheet({ size: 9 });
    p2.row(
      [
        [50, "ELENA M CASTELLANOS  -  Member Number 0044718"],
        [-545, "Page 2 of 2"],
      ],
      8,
    );
    p2.gap(6);
    p2.line("EVERYDAY CHECKING ****2208 (continued)", { size: 10.5 });
    p2.table(cols, [...rows.slice(7), ["04/30", "ENDING BALANCE", "", "", us(CLOSING)]]);
    p2.gap(10);
    p2.line("FEE SUMMARY", { size: 10.5 });
    p2.table(
      [
        { x: 50, header: "" },
        { x: 380, header: "Total for this period", align: "right" },
        { x: 500, header: "Total year-to-date", align: "right" },
      ],
      [
        ["Total Overdraft Fees", usd(0), usd(35)],
        ["Total Returned Item Fees", usd(0), usd(0)],
      ],
    );
    p2.gap(10);
    p2.row([
      [50, "Dividends paid year-to-date"],
      [250, usd(1.41)],
    ]);
    p2.row([
      [50, "Annual Percentage Yield Earned"],
      [250, "0.10%"],
    ]);
    p2.gap(12);
    p2.para(
      "In case of errors or questions about your electronic transfers, call us at (503) 555-0170 or write to First Harbor Credit Union, PO Box 2290, Portland, OR 97208 as soon as you can. We must hear from you no later than 60 days after we sent the FIRST statement on which the problem or error appeared.",
      { size: 8 },
    );
    return [p1, p2];
  },
};

const loanAgreement: GenDoc = {
  id: "banking-loan-agreement",
  trade: "banking",
  title: "Promissory note and business loan agreement (two pages)",
  format: "pdf",
  schema: { name: "loan_agreement", description: "Business term loan" },
  fields: [
    S("loan_number", "", "2024-SBL-00612", "inline", "abbrev"),
    S("borrower", "", "Linden & Rowe Woodworks LLC", "prose", "label"),
    S("lender", "", "Green Mountain Community Bank", "prose", "label"),
    N("loan_amount", "Principal amount", 125000, "prose", "synonym"),
    N("interest_rate", "Annual interest rate in percent", 7.45, "prose", "label"),
    N("mthly_pmt", "Monthly installment", 1914.2, "prose", "abbrev"),
    D("first_pmt_dt", "", "2024-11-01", "prose", "abbrev"),
    D("maturity_date", "", "2031-10-01", "prose", "label"),
    S("guarantor", "", "Elliot Rowe", "prose", "label", 2),
    S("governing_state", "State whose law governs the note", "Vermont", "prose", "synonym", 2),
    N("origination_fee", "", null, "-", "label"),
    N("balloon_payment", "Balloon payment", null, "-", "label"),
  ],
  render() {
    const p1 = new Sheet({ size: 10 });
    p1.line("PROMISSORY NOTE AND LOAN AGREEMENT", { size: 14, center: true });
    p1.gap(8);
    p1.row([
      [50, "Loan No. 2024-SBL-00612"],
      [-545, "Date: September 9, 2024"],
    ]);
    p1.row([
      [50, "Officer: AMK"],
      [-545, "Burlington, Vermont"],
    ]);
    p1.gap(10);
    p1.para(
      'FOR VALUE RECEIVED, Linden & Rowe Woodworks LLC, a Vermont limited liability company with its principal office at 64 Flynn Avenue, Burlington, Vermont 05401 ("Borrower"), promises to pay to the order of Green Mountain Community Bank ("Lender"), at its office at 180 Battery Street, Burlington, Vermont 05401, the principal sum of One Hundred Twenty-Five Thousand and 00/100 Dollars ($125,000.00), together with interest on the unpaid principal balance at a fixed rate of 7.45% per annum, calculated on the basis of a 365-day year.',
    );
    p1.para(
      "1. PURPOSE. The proceeds of this loan shall be used solely to purchase a CNC router and dust collection system and for related installation costs.",
    );
    p1.para(
      `2. PAYMENTS. Borrower shall repay this loan in 84 consecutive monthly payments of principal and interest of ${usd(1914.2)} each, beginning on November 1, 2024 and continuing on the first day of each month thereafter, with a final payment of all unpaid principal and accrued interest due on October 1, 2031 (the "Maturity Date"). Payments will be debited automatically from Borrower's operating account ending 5126.`,
    );
    p1.para(
      "3. LATE CHARGE. If a payment is 10 days or more late, Borrower will be charged 5.000% of the regularly scheduled payment or $25.00, whichever is greater.",
    );
    p1.para(
      "4. PREPAYMENT. Borrower may prepay this loan in full or in part at any time without penalty. Partial prepayments shall not relieve Borrower of the obligation to make the scheduled payments.",
    );
    p1.para(
      "5. COLLATERAL. This note is secured by a first-priority security interest in all equipment now owned or hereafter acquired by Borrower, as described in the Commercial Security Agreement of even date and perfected by a UCC-1 financing statement filed with the Vermont Secretary of State.",
    );
    const p2 = new Sheet({ size: 10 });
    p2.para(
      "6. GUARANTY. Payment of this note is unconditionally guaranteed by Elliot Rowe, personally, under a separate Commercial Guaranty dated the same date as this note.",
    );
    p2.para(
      "7. DEFAULT. Borrower will be in default if Borrower fails to make any payment when due, breaks any promise made to Lender, becomes insolvent, or if any collateral is lost, stolen or substantially damaged. Upon default, Lender may declare the entire unpaid principal balance and all accrued interest immediately due.",
    );
    p2.para(
      "8. FINANCIAL REPORTING. Borrower shall provide annual financial statements within 120 days of each fiscal year end and federal tax returns within 30 days of filing.",
    );
    p2.para(
      "9. GOVERNING LAW. This note will be governed by federal law applicable to Lender and, to the extent not preempted by federal law, the laws of the State of Vermont without regard to its conflicts of law provisions.",
    );
    p2.para(
      "10. WAIVER OF JURY TRIAL. Lender and Borrower hereby waive the right to any jury trial in any action, proceeding or counterclaim brought by either Lender or Borrower against the other.",
    );
    p2.gap(16);
    p2.row([
      [50, "BORROWER:"],
      [320, "LENDER:"],
    ]);
    p2.row([
      [50, "Linden & Rowe Woodworks LLC"],
      [320, "Green Mountain Community Bank"],
    ]);
    p2.row([
      [50, "By: Claire Linden, Member"],
      [320, "By: Aaron M. Kessler, VP Commercial Lending"],
    ]);
    p2.row([[50, "By: Elliot Rowe, Member"]]);
    return paginate([p1, p2]);
  },
};

const wireConfirmation: GenDoc = {
  id: "banking-wire-confirmation",
  trade: "banking",
  title: "International payment confirmation (European bank)",
  format: "pdf",
  schema: { name: "payment_confirmation", description: "Confirmation of an outgoing foreign transfer" },
  fields: [
    N("amount", "Transferred amount", 48250, "columns", "label"),
    D("value_date", "", "2024-08-23", "columns", "label"),
    D("debit_date", "Execution date", "2024-08-22", "columns", "synonym"),
    S("payee", "Beneficiary name", "Nordic Crane Parts AB", "columns", "synonym"),
    S("beneficiary_iban", "", "SE45 5000 0000 0583 9825 7466", "columns", "label"),
    S("bic", "BIC of the beneficiary's bank", "ESSESESS", "columns", "label"),
    S("remit_ref", "Payment reference", "Invoice NCP-24-3381", "columns", "abbrev"),
    N("fee_amt", "Fee charged by our bank", 15, "columns", "abbrev"),
    S("txn_id", "", "20240823-WT-009871", "columns", "abbrev"),
    S("intermediary_bank", "", null, "-", "label"),
    S("purpose_code", "Purpose of payment code", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Hanseatische Handelsbank AG"],
        [-545, "Payment confirmation"],
      ],
      13,
    );
    s.line("Ballindamm 12 · 20095 Hamburg · BIC HHBKDEHHXXX · www.hhb-bank.de", { size: 8 });
    s.gap(14);
    s.columns([
      [50, ["Stahlbau Renner GmbH", "Buchhaltung", "Billwerder Neuer Deich 72", "20539 Hamburg"]],
      [340, ["Hamburg, 22.08.2024", "Customer no. 7710 4482", "Your advisor: Mr. Jansen", "Tel. +49 40 3318-2270"]],
    ]);
    s.gap(14);
    s.line("Confirmation of your foreign payment order (SWIFT MT103)", { size: 11 });
    s.gap(6);
    s.kv(
      [
        ["Transaction ID", "20240823-WT-009871"],
        ["Ordering customer", "Stahlbau Renner GmbH"],
        ["Debit account", "DE91 2003 0000 0011 4478 20"],
        ["Execution date", "22.08.2024"],
        ["Value date", "23.08.2024"],
        ["Amount", `EUR ${eu(48250)}`],
        ["Beneficiary", "Nordic Crane Parts AB, Industrigatan 14, 621 41 Visby, Sweden"],
        ["Beneficiary IBAN", "SE45 5000 0000 0583 9825 7466"],
        ["BIC", "ESSESESS"],
        ["Beneficiary bank", "Skandinaviska Enskilda Banken AB, Stockholm"],
        ["Reference", "Invoice NCP-24-3381"],
        ["Charges", "SHA (shared)"],
        ["Our fees", `EUR ${eu(15)}`],
        ["Total debited", `EUR ${eu(48265)}`],
      ],
      { vx: 170 },
    );
    s.gap(14);
    s.para(
      "The payment has been forwarded to the beneficiary bank. Fees of correspondent or beneficiary banks may be deducted from the amount credited to the beneficiary. Please check this confirmation and notify us of any discrepancies within six weeks. This document was produced automatically and is valid without signature.",
      { size: 8.5 },
    );
    s.gap(10);
    s.line("Hanseatische Handelsbank AG · Vorstand: Dr. K. Ohlsen (Vors.), M. Feddersen · Amtsgericht Hamburg HRB 11209", { size: 7 });
    return [s];
  },
};

export const BANKING: GenDoc[] = [accountStatement, loanAgreement, wireConfirmation];
