import { cols, usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, P, S } from "../spec.ts";

const mobileBill: GenDoc = {
  id: "telecom-mobile-bill",
  trade: "telecom",
  title: "Mobile phone family plan statement",
  format: "pdf",
  schema: { name: "mobile_bill", description: "Monthly wireless statement" },
  fields: [
    S("acct_no", "", "7702-11843-9", "columns", "abbrev"),
    D("statement_date", "", "2024-08-03", "columns", "label"),
    D("cycle_start", "First day of the billing cycle", "2024-07-03", "range", "synonym"),
    D("cycle_end", "Last day of the billing cycle", "2024-08-02", "range", "synonym"),
    N("total_due", "Total due", 160.33, "columns", "label"),
    A(
      "lines",
      "Charges per phone line",
      "synonym",
      [
        ["number", "phone", "Phone number of the line"],
        ["plan", "string", ""],
        ["total", "number", "Total for the line"],
      ],
      [
        ["(415) 555-0182", "Unlimited Plus", 45],
        ["(415) 555-0183", "Unlimited Plus", 57.5],
        ["(415) 555-0191", "Connect Tablet 10GB", 20],
      ],
    ),
    N("equip_pmt", "Monthly device payment", 23.61, "columns", "abbrev"),
    N("taxes_surcharges", "Taxes, surcharges and fees", 14.22, "gap", "synonym"),
    N("data_overage", "Charge for exceeding the data allowance", null, "-", "synonym"),
    N("late_fee_amt", "Late fee charged on this statement", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "vireo"],
        [-545, "Monthly Statement"],
      ],
      18,
    );
    s.line("Vireo Mobile  |  PO Box 60077, Oakland, CA 94604  |  611 from your phone or 1-888-555-0141", { size: 8 });
    s.gap(12);
    s.columns([
      [50, ["GRACE & WILLIAM TAN", "1547 28TH AVE", "SAN FRANCISCO CA 94122"]],
      [320, ["Account Number", "Statement Date", "Billing Cycle", "Total Due"]],
      [420, ["7702-11843-9", "Aug 3, 2024", "Jul 3, 2024 - Aug 2, 2024", usd(160.33)]],
    ]);
    s.gap(6);
    s.row([[320, "AutoPay scheduled for Aug 24, 2024"]], 9);
    s.gap(10);
    s.line("SUMMARY BY LINE", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Line" },
        { x: 80, header: "Number" },
        { x: 170, header: "Plan" },
        { x: 360, header: "Monthly", align: "right" },
        { x: 440, header: "Usage & Add-ons", align: "right" },
        { x: 530, header: "Total", align: "right" },
      ],
      [
        ["1", "(415) 555-0182", "Unlimited Plus", usd(45), usd(0), usd(45)],
        ["2", "(415) 555-0183", "Unlimited Plus", usd(45), usd(12.5), usd(57.5)],
        ["3", "(415) 555-0191", "Connect Tablet 10GB", usd(20), usd(0), usd(20)],
      ],
    );
    s.gap(10);
    s.line("EQUIPMENT", { size: 10.5 });
    s.grid(
      [[50, 480]],
      [[["iPhone 15 128GB - installment 18 of 36 (line 2)", usd(23.61)]], [["Remaining device balance after this payment: $424.98", ""]]],
    );
    s.gap(10);
    s.row([
      [50, "Plans & Usage"],
      [-530, usd(122.5)],
    ]);
    s.row([
      [50, "Equipment"],
      [-530, usd(23.61)],
    ]);
    s.row([
      [50, "Taxes, Surcharges & Fees"],
      [-530, usd(14.22)],
    ]);
    s.row(
      [
        [50, "Total Due"],
        [-530, usd(160.33)],
      ],
      11,
    );
    s.gap(10);
    s.line("Usage details: Line 2 International Day Pass (Mexico) 5 days x $2.50 = $12.50", { size: 9 });
    s.line("Data used this cycle: Line 1 38.2 GB, Line 2 12.6 GB, Line 3 4.1 GB of 10 GB", { size: 9 });
    s.gap(10);
    s.para(
      "Your AutoPay discount of $5 per line is already included in plan prices. Payments not received by the due date may result in a late fee of $7 or 1.5% of the past due amount, whichever is greater. Regulatory Programs and Telco Recovery Fee is not a tax or government-required charge.",
      { size: 8 },
    );
    return [s];
  },
};

const serviceOrder: GenDoc = {
  id: "telecom-service-order",
  trade: "telecom",
  title: "Business internet service order confirmation (plain text)",
  format: "text",
  schema: { name: "service_order", description: "" },
  fields: [
    S("order_no", "", "SO-2024-771903", "inline", "abbrev"),
    S("customer_name", "", "Brightline Dental Group", "inline", "label"),
    E("contact_email", "E-mail of the customer contact", "renee@brightlinedental.com", "inline", "synonym"),
    P("contact_phone", "", "253-555-0164", "inline", "abbrev"),
    D("inst_date", "Scheduled installation", "2024-09-10", "inline", "abbrev"),
    A(
      "services",
      "Ordered services",
      "label",
      [
        ["service", "string", ""],
        ["qty", "number", ""],
        ["monthly", "number", "Monthly price"],
      ],
      [
        ["Business Fiber 500/500", 1, 189],
        ["Static IP block (/29)", 1, 25],
        ["Hosted Voice seat", 6, 150],
        ["Managed router", 1, 0],
      ],
    ),
    N("monthly_total", "Total monthly recurring charge before taxes", 364, "inline", "synonym"),
    N("term_mos", "Length of the contract in months", 36, "inline", "abbrev"),
    S("porting_number", "Number being ported in", null, "-", "synonym"),
  ],
  render() {
    return [
      "CASCADIA FIBERLINK - BUSINESS SERVICES",
      "ORDER CONFIRMATION",
      "",
      "Order # SO-2024-771903                         Order date: 08/19/2024",
      "Sales rep: Marcus Ng (marcus.ng@cascadiafiber.example)",
      "",
      "Customer: Brightline Dental Group",
      "Account: 55-819-2274",
      "Service Address: 2200 Pacific Ave, Suite 140, Tacoma, WA 98402",
      "Contact: Renee Farrow (office manager)   Tel. 253-555-0164   renee@brightlinedental.com",
      "",
      cols([
        ["Service", 36],
        ["Qty", 6],
        ["Term", 10],
        ["Monthly", -10],
      ]),
      "-".repeat(62),
      cols([
        ["Business Fiber 500/500", 36],
        ["1", 6],
        ["36 mo", 10],
        ["$189.00", -10],
      ]),
      cols([
        ["Static IP block (/29)", 36],
        ["1", 6],
        ["36 mo", 10],
        ["$25.00", -10],
      ]),
      cols([
        ["Hosted Voice seat", 36],
        ["6", 6],
        ["36 mo", 10],
        ["$150.00", -10],
      ]),
      cols([
        ["Managed router", 36],
        ["1", 6],
        ["-", 10],
        ["$0.00", -10],
      ]),
      "",
      "Installation date: Tue, Sep 10, 2024 (8am-12pm arrival window)",
      "One-time installation fee: $250.00 - waived (promo FIBERFALL24)",
      "Monthly recurring charges: $364.00 + applicable taxes and fees",
      "Contract term: 36 months from activation",
      "First invoice: prorated, approx. 10 days after activation",
      "",
      "What happens next: a technician will call the contact above 48 hours before the installation.",
      "Please make sure someone can give access to the telecom room. Existing phone numbers stay with",
      "your current provider until a separate port request is signed.",
      "",
      "Questions? business@cascadiafiber.example or 1-800-555-0177.",
      "",
    ].join("\n");
  },
};

const portRequest: GenDoc = {
  id: "telecom-port-request",
  trade: "telecom",
  title: "Letter of authorization for number porting",
  format: "pdf",
  schema: { name: "port_request", description: "Letter of authorization to port phone numbers" },
  fields: [
    S("business_name", "", "Harbor Lights Bakery LLC", "above", "label"),
    P("btn", "Billing telephone number", "(207) 555-0146", "above", "abbrev"),
    S("current_carrier", "", "Consolidated Communications", "above", "label"),
    S("losing_account_no", "Account number with the current carrier", "80-4471-229", "above", "abbrev"),
    A(
      "numbers",
      "Telephone numbers to port",
      "synonym",
      [["telephone_number", "phone", ""]],
      [["(207) 555-0146"], ["(207) 555-0147"], ["(207) 555-0152"]],
    ),
    D("requested_date", "Requested port date", "2024-10-14", "above", "synonym"),
    S("authorized_signer", "", "Gwen Tallis", "above", "label"),
    S("zip", "Service address ZIP code", "04101", "above", "synonym"),
    S("pin", "PIN / passcode on the old account", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("CASCADIA FIBERLINK", { size: 14 });
    s.line("LETTER OF AUTHORIZATION (LOA) - LOCAL NUMBER PORTABILITY", { size: 11 });
    s.gap(6);
    s.para(
      "Complete all fields exactly as they appear on the bill of your current carrier. Incomplete or mismatched information is the most common reason for a rejected port.",
      { size: 8.5 },
    );
    s.gap(4);
    const o = { labelSize: 8 };
    s.boxes(
      [
        [50, "BUSINESS NAME (as on current bill)", "Harbor Lights Bakery LLC"],
        [330, "BILLING TELEPHONE NUMBER (BTN)", "(207) 555-0146"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "SERVICE ADDRESS", "88 Commercial St"],
        [250, "CITY", "Portland"],
        [370, "STATE", "ME"],
        [430, "ZIP", "04101"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "CURRENT CARRIER", "Consolidated Communications"],
        [250, "ACCOUNT # WITH CURRENT CARRIER", "80-4471-229"],
        [450, "PIN (if applicable)", ""],
      ],
      o,
    );
    s.boxes(
      [
        [50, "REQUESTED PORT DATE", "10/14/2024"],
        [250, "NEW ACCOUNT #", "55-902-1187"],
      ],
      o,
    );
    s.gap(4);
    s.line("NUMBERS TO BE PORTED", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "#" },
        { x: 80, header: "Telephone Number" },
        { x: 200, header: "Service Type" },
        { x: 320, header: "Port Type" },
      ],
      [
        ["1", "(207) 555-0146", "Main line", "Full"],
        ["2", "(207) 555-0147", "Fax line", "Full"],
        ["3", "(207) 555-0152", "Hunt group", "Full"],
      ],
    );
    s.gap(8);
    s.para(
      "By signing below, I authorize Cascadia Fiberlink to act as my agent to change my local telephone service provider and to port the numbers listed above. I understand that services with my current carrier for these numbers will be disconnected when the port completes, and that I remain responsible for any early termination charges with my current carrier.",
      { size: 9 },
    );
    s.gap(6);
    s.boxes(
      [
        [50, "AUTHORIZED SIGNER (print)", "Gwen Tallis"],
        [250, "TITLE", "Owner"],
        [400, "DATE", "09/23/2024"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "SIGNATURE", "Gwen Tallis"],
        [250, "EMAIL", "gwen@harborlightsbakery.com"],
      ],
      o,
    );
    s.gap(8);
    s.line("Return to ports@cascadiafiber.example. Ports complete in 5-10 business days after carrier approval.", { size: 8 });
    return [s];
  },
};

export const TELECOM: GenDoc[] = [mobileBill, serviceOrder, portRequest];
