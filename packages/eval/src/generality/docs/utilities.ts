import { us, usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, P, S } from "../spec.ts";

const electricityBill: GenDoc = {
  id: "utilities-electricity-bill",
  trade: "utilities",
  title: "Electricity bill (two pages)",
  format: "pdf",
  schema: { name: "electricity_bill", description: "Residential electricity bill" },
  fields: [
    S("acct_no", "", "30-118472-01", "inline", "abbrev"),
    D("billing_period_start", "", "2024-05-01", "range", "label"),
    D("billing_period_end", "", "2024-05-31", "range", "label"),
    D("due_date", "Payment due date", "2024-06-25", "inline", "label"),
    N("amt_due", "Amount due", 184.37, "inline", "abbrev"),
    N("kwh_used", "Energy used in kWh", 1189, "table", "label"),
    A(
      "meter_readings",
      "Meter reads",
      "synonym",
      [
        ["meter_no", "string", "Meter number"],
        ["previous_reading", "number", ""],
        ["current_reading", "number", ""],
      ],
      [["E-448120", 42118, 43307]],
    ),
    N("previous_balance", "Balance of the previous bill", 162.09, "gap", "label", 2),
    S("tariff", "Rate schedule", "R-1 Residential Service", "inline", "synonym", 2),
    N("late_fee", "Late payment charge on this bill", null, "-", "label"),
    D("autopay_date", "Date the bill will be paid automatically", null, "-", "synonym"),
  ],
  render() {
    const p1 = new Sheet({ size: 9.5 });
    p1.row(
      [
        [50, "Pinecrest Electric Cooperative"],
        [-545, "Your Electric Bill"],
      ],
      14,
    );
    p1.line("PO Box 1180, Sisters, OR 97759  |  Member Services (541) 555-0102  |  pinecrestelectric.coop", { size: 8 });
    p1.gap(12);
    p1.columns([
      [50, ["Service For:", "JANELLE ORTIZ", "16620 SQUAW CREEK RD", "SISTERS OR 97759"]],
      [320, ["Account Number: 30-118472-01", "Bill Date: Jun 5, 2024", "Due Date: Jun 25, 2024", "Amount Due: $184.37"]],
    ]);
    p1.gap(10);
    p1.line("Billing period: May 1, 2024 to May 31, 2024 (31 days)");
    p1.gap(8);
    p1.line("METER READINGS", { size: 10.5 });
    p1.table(
      [
        { x: 50, header: "Meter No." },
        { x: 130, header: "Previous Read" },
        { x: 230, header: "Current Read" },
        { x: 330, header: "Read Type" },
        { x: 420, header: "Multiplier", align: "right" },
        { x: 500, header: "kWh Used", align: "right" },
      ],
      [["E-448120", `${us(42118, 0)} (05/01)`, `${us(43307, 0)} (05/31)`, "Actual", "1", us(1189, 0)]],
    );
    p1.gap(10);
    p1.line("CURRENT CHARGES - Rate R-1", { size: 10.5 });
    p1.table(
      [
        { x: 50, header: "Description" },
        { x: 500, header: "Amount", align: "right" },
      ],
      [
        ["Basic Customer Charge", usd(24)],
        ["Energy Charge 1,189 kWh @ $0.11870", usd(141.13)],
        ["Power Cost Adjustment 1,189 kWh @ $0.00780", usd(9.27)],
        ["Oregon Public Purpose Charge 3%", usd(5.23)],
        ["City Franchise Fee 3.5%", usd(4.74)],
      ],
    );
    p1.row([
      [50, "Total Current Charges"],
      [-500, usd(184.37)],
    ]);
    p1.gap(10);
    p1.row([[50, "Your average daily use: 38.4 kWh    Same month last year: 33.9 kWh"]], 9);
    p1.gap(20);
    p1.line("- - - - - - - - - - - - - - - - - - - - detach and return with payment - - - - - - - - - - - - - - - - - - - -", { size: 8 });
    p1.gap(6);
    p1.grid(
      [
        [50, 150],
        [320, 420],
      ],
      [
        [
          ["Account", "30-118472-01"],
          ["Due Date", "06/25/2024"],
        ],
        [
          ["Amount Due", "$184.37"],
          ["Amount Enclosed", "$__________"],
        ],
      ],
    );
    const p2 = new Sheet({ size: 9.5 });
    p2.line("ACCOUNT SUMMARY", { size: 11 });
    p2.row([
      [50, "Previous Balance"],
      [-400, usd(162.09)],
    ]);
    p2.row([
      [50, "Payment Received 05/14/2024 - Thank You"],
      [-400, usd(-162.09)],
    ]);
    p2.row([
      [50, "Balance Forward"],
      [-400, usd(0)],
    ]);
    p2.row([
      [50, "Current Charges"],
      [-400, usd(184.37)],
    ]);
    p2.row([
      [50, "Total Amount Due"],
      [-400, usd(184.37)],
    ]);
    p2.gap(10);
    p2.line("Rate Schedule: R-1 Residential Service");
    p2.line("Service Location: 16620 Squaw Creek Rd   Map: 15-10-21   Substation: Black Butte");
    p2.gap(10);
    p2.line("USAGE HISTORY (kWh)", { size: 10.5 });
    p2.row(
      [
        [50, "Jun 23  702"],
        [140, "Jul 23  988"],
        [230, "Aug 23  1,104"],
        [320, "Sep 23  811"],
        [410, "Oct 23  846"],
      ],
      9,
    );
    p2.row(
      [
        [50, "Nov 23  1,240"],
        [140, "Dec 23  1,622"],
        [230, "Jan 24  1,710"],
        [320, "Feb 24  1,388"],
        [410, "Mar 24  1,206"],
      ],
      9,
    );
    p2.row(
      [
        [50, "Apr 24  1,051"],
        [140, "May 24  1,189"],
      ],
      9,
    );
    p2.gap(10);
    p2.para(
      "Payments received after the due date are subject to a late payment charge of 1.5% per month on the unpaid balance. Sign up for SmartPay to have your bill paid automatically on the due date. Report outages 24/7 at (541) 555-0110.",
      { size: 8.5 },
    );
    p2.para("Capital credits: your 2023 allocation of $41.22 will be retired according to the cooperative's rotation schedule.", {
      size: 8.5,
    });
    return paginate([p1, p2]);
  },
};

const waterBill: GenDoc = {
  id: "utilities-water-bill",
  trade: "utilities",
  title: "City water bill, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "water_bill", description: "Water and sewer bill" },
  fields: [
    S("account_no", "", "118-0042-77", "gap", "abbrev"),
    S("cust_name", "", "JAMES & ROSA ALVAREZ", "gap", "abbrev"),
    D("service_start", "Service period start", "2024-05-29", "range", "synonym"),
    D("service_end", "Service period end", "2024-06-28", "range", "synonym"),
    A(
      "meter_readings",
      "",
      "label",
      [
        ["meter", "string", "Meter number"],
        ["previous", "number", "Previous reading"],
        ["current", "number", "Current reading"],
        ["usage", "number", "Usage in thousand gallons"],
      ],
      [["71188420", 3482, 3495, 13]],
    ),
    N("sewer_charge", "", 38.1, "columns", "label"),
    N("total_due", "Total amount to pay", 150.65, "gap", "synonym"),
    D("due_date", "Pay by", "2024-07-22", "gap", "synonym"),
    E("email", "", null, "-", "label"),
    P("fax_no", "", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 55 });
    s.line("CITY OF MESA", { size: 17 });
    s.line("Water Resources Department - Utility Bill", { size: 12 });
    s.line("PO Box 1466, Mesa, AZ 85211 - Customer Service 480-555-0125", { size: 10 });
    s.gap(14);
    s.row([
      [50, "Account No"],
      [190, "118-0042-77"],
    ]);
    s.row([
      [50, "Customer Name"],
      [190, "JAMES & ROSA ALVAREZ"],
    ]);
    s.row([
      [50, "Service Address"],
      [190, "2718 E DRAGOON AVE"],
    ]);
    s.row([
      [50, "Bill Date"],
      [190, "07/02/2024"],
    ]);
    s.row([
      [50, "Service Period"],
      [190, "05/29/2024 - 06/28/2024"],
    ]);
    s.gap(14);
    s.table(
      [
        { x: 50, header: "Meter" },
        { x: 250, header: "Prev Reading", align: "right" },
        { x: 370, header: "Curr Reading", align: "right" },
        { x: 500, header: "Usage (kgal)", align: "right" },
      ],
      [["71188420", us(3482, 0), us(3495, 0), "13"]],
    );
    s.gap(14);
    s.line("CHARGES", { size: 13 });
    s.kv(
      [
        ["Water Base Charge", usd(31.47)],
        ["Water Usage 13 kgal", usd(52.65)],
        ["Sewer", usd(38.1)],
        ["Solid Waste", usd(28.43)],
      ],
      { vx: 300 },
    );
    s.gap(10);
    s.row(
      [
        [50, "Amount Due by 07/22/2024"],
        [300, usd(150.65)],
      ],
      14,
    );
    s.gap(18);
    s.para(
      "A late fee of $5.00 or 1.5%, whichever is greater, applies to balances unpaid after the due date. Conserve water: outdoor watering is limited to 3 days a week.",
      { size: 10 },
    );
    return [s];
  },
};

const gasStatement: GenDoc = {
  id: "utilities-gas-bill-uk",
  trade: "utilities",
  title: "Gas bill (UK)",
  format: "pdf",
  schema: { name: "gas_bill", description: "Domestic gas bill" },
  fields: [
    S("acct_num", "", "8841 2207 5531", "inline", "abbrev"),
    D("bill_period_start", "", "2024-03-14", "range", "label"),
    D("bill_period_end", "", "2024-04-13", "range", "label"),
    S("mprn", "Meter point reference number", "7218833502", "inline", "abbrev"),
    S("tariff", "", "Simply Fixed Nov 25", "inline", "label"),
    A(
      "readings",
      "Meter readings",
      "label",
      [
        ["date", "date", "Reading date"],
        ["reading", "number", ""],
        ["type", "string", "Actual or estimated"],
      ],
      [
        ["2024-03-14", 18203, "Actual"],
        ["2024-04-13", 18512, "Estimated"],
      ],
    ),
    N("units_kwh", "Gas used in kWh", 3461, "columns", "synonym"),
    N("vat_amount", "", 10.91, "columns", "abbrev"),
    N("tot_chg", "Total of this bill", 229.13, "columns", "abbrev"),
    D("direct_debit_date", "When the direct debit will be collected", "2024-04-28", "prose", "synonym"),
    P("supplier_phone", "Customer service number", "0330 088 1770", "prose", "synonym"),
    S("mpan", "Electricity meter point administration number", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Northern Hearth Energy"],
        [-545, "Your gas bill"],
      ],
      15,
    );
    s.line("Northern Hearth Energy Ltd, 3 Wellington Place, Leeds LS1 4AP", { size: 8 });
    s.gap(12);
    s.columns([
      [50, ["Mrs Helen Garside", "14 Tanfield Close", "York", "YO24 3HT"]],
      [320, ["Account number: 8841 2207 5531", "Bill date: 15 April 2024", "Bill number: 000418822", "Tariff: Simply Fixed Nov 25"]],
    ]);
    s.gap(12);
    s.line("Bill period: 14 March 2024 to 13 April 2024", { size: 11 });
    s.gap(8);
    s.line("Your gas meter readings", { size: 10.5 });
    s.line("MPRN: 7218833502      Meter serial: G4K0048812");
    s.table(
      [
        { x: 50, header: "Reading date" },
        { x: 200, header: "Reading", align: "right" },
        { x: 230, header: "Type" },
      ],
      [
        ["14/03/2024", "18203", "Actual"],
        ["13/04/2024", "18512", "Estimated"],
      ],
    );
    s.line("Units used: 309 m3 x 1.02264 (volume correction) x 39.5 (calorific value) / 3.6 = 3,461 kWh", { size: 8.5 });
    s.gap(10);
    s.line("Your charges", { size: 10.5 });
    s.grid(
      [[50, 420]],
      [
        [["Gas used", "3,461 kWh"]],
        [["Energy charge 3,461 kWh at 6.04p per kWh", "£209.04"]],
        [["Standing charge 31 days at 29.62p per day", "£9.18"]],
        [["Charges before VAT", "£218.22"]],
        [["VAT at 5%", "£10.91"]],
        [["Total charges this bill", "£229.13"]],
      ],
    );
    s.gap(10);
    s.para(
      "We'll collect your Direct Debit of £229.13 on or after 28/04/2024 from your account ending 0912. Your balance before this bill was £0.00. Your next bill is due around 14 May 2024.",
    );
    s.para(
      "Questions about your bill? Call us on 0330 088 1770 (Mon-Fri 8am-6pm) or visit northernhearth.co.uk/help. Gas emergency: 0800 111 999.",
      { size: 9 },
    );
    s.gap(8);
    s.para(
      "Could you pay less? Based on your estimated annual use of 11,980 kWh, our cheapest tariff for you would save £48 a year. Your tariff ends on 30/11/2025 with no exit fees in the last 49 days.",
      { size: 8.5 },
    );
    return [s];
  },
};

export const UTILITIES: GenDoc[] = [electricityBill, waterBill, gasStatement];
