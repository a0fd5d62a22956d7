// General behaviours of the rules engine on documents of many trades: each test is one way printed documents say
// what a field is, and the field a caller names without any lexicon entry for it.
import type { ArrayItemResult, DocumentSchema, FieldDefinition, PrimitiveResult } from "@docsift/contract";
import { describe, expect, it } from "vitest";
import { extractWithRules } from "./index.ts";
import { docFromText } from "./test-doc.ts";

function schema(...fields: FieldDefinition[]): DocumentSchema {
  return { name: "test", description: "", fields };
}

function field(name: string, type: FieldDefinition["type"], description?: string): FieldDefinition {
  return { name, type, description };
}

function value(text: string, f: FieldDefinition): unknown {
  return (extractWithRules(docFromText(text), schema(f))[f.name] as PrimitiveResult).value;
}

/** The rows of an array field read from the text, each as its sub-fields' values. */
function rows(text: string, fields: FieldDefinition[], name = "lines", description?: string): Record<string, unknown>[] {
  return (extractWithRules(docFromText(text), schema({ name, type: "array", description, fields }))[name] as ArrayItemResult[]).map((i) =>
    Object.fromEntries(Object.entries(i).map(([k, v]) => [k, (v as PrimitiveResult).value])),
  );
}

describe("post office boxes", () => {
  it("does not read a PO Box as a purchase order number", () => {
    const doc = `Sunset Bay Chandlery
PO Box 2264, Coos Bay, OR 97420
Packing slip PS-31675
Ship via: Ground`;
    expect(value(doc, field("po_number", "string", "Customer purchase order number"))).toBeNull();
  });
});

describe("colon keys", () => {
  it("starts a key after a comma on the same line", () => {
    const doc = `Account holder: Obsthof Lindner e.K.
Bank: Volksbank Kraichgau, IBAN: DE59 6619 0000 0047 3182 65`;
    expect(value(doc, field("payment_iban", "string", "IBAN to pay into"))).toBe("DE59 6619 0000 0047 3182 65");
  });
});

describe("sentences", () => {
  it("do not end at an abbreviation or an initial", () => {
    const doc = `ENTRY SUMMARY DECLARATION
Declarant: Marek T. Vollmer, Licensed Customs Broker No. 60473`;
    expect(value(doc, field("broker_license_no", "string", "The customs broker's license number"))).toBe("60473");
  });

  it("run on across a line break to the value", () => {
    const note = `The Borrower promises to repay the lender $22,750.00 with interest accruing
on whatever principal remains outstanding, charged at a flat 7.25% per annum until it is repaid.`;
    expect(value(note, field("interest_rate", "number"))).toBe(7.25);
    const booking = `We received your deposit of $950.00 on May 9, 2024; the outstanding balance of $3,600.00 must be
settled no later than September 13, 2024.`;
    expect(value(booking, field("bal_due_dt", "date", "Date by which the outstanding balance is payable"))).toBe("2024-09-13");
  });
});

describe("dates after their weekday", () => {
  it("reads a date that a weekday opens", () => {
    const install = `Kettle Ridge Plumbing Co.
Work order: WO-70394
Installation date: Thu, Oct 17, 2024
Unit: 40 gal tankless gas heater`;
    expect(value(install, field("inst_date", "date"))).toBe("2024-10-17");
    const event = `Banquet Event Order
Date: Sunday, March 9, 2025
Room: Juniper Hall`;
    expect(value(event, field("event_date", "date", "Date of the event"))).toBe("2025-03-09");
  });
});

describe("names", () => {
  it("drops a person's title from the name", () => {
    const rx = `Brackenfield Veterinary Clinic
Patient: Biscuit (canine)
Prescriber: Dr. Miriam Oyelaran, MD`;
    expect(value(rx, field("doctor", "string", "Prescribing doctor"))).toBe("Miriam Oyelaran, MD");
  });
});

describe("defined terms of a contract", () => {
  it("names the parties by the terms after their names", () => {
    const bill = `BILL OF SALE
I, Wendell P. Strand ("Seller"), of 2290 Foxglove Way, Pocatello, ID 83201, hereby sell and convey to
Noor Haddad ("Buyer"), of 57 Millrace Road, Rexburg, ID 83440, the vehicle described below.`;
    const r = extractWithRules(docFromText(bill), schema(field("seller_name", "string"), field("buyer_name", "string")));
    expect((r.seller_name as PrimitiveResult).value).toBe("Wendell P. Strand");
    expect((r.buyer_name as PrimitiveResult).value).toBe("Noor Haddad");
  });

  it("takes the date a term defines", () => {
    const note = `The final payment of all principal and accrued interest shall be due on March 15, 2034 (the "Maturity Date").`;
    expect(value(note, field("maturity_date", "date"))).toBe("2034-03-15");
  });

  it("reads no defined term as a value: the term refers to one printed elsewhere", () => {
    const lease = `COMMERCIAL LEASE
This Commercial Lease (the "Lease") is made between Harrow Estates Ltd ("Landlord") and Pellam Bakery Ltd ("Tenant").
1. Term. The initial term of this Lease is five (5) years.
2. Governing Law. The laws of Scotland govern this Lease.`;
    const r = extractWithRules(docFromText(lease), schema(field("initial_term", "string"), field("governing_law", "string")));
    // The length, or nothing; never "Lease" after "of this", nor "Governing Law. This Lease" as a name.
    expect([null, "5 years"]).toContain((r.initial_term as PrimitiveResult).value);
    expect((r.governing_law as PrimitiveResult).value).toMatch(/^Scotland/);
  });

  it("gives no half of a name split across a line break", () => {
    const lease = `This Residential Lease is made between Northgate Property Holdings and Daniel
Fairbairn-Ochoa ("Tenant"), for the premises at 18 Birch Court, Unit 4.`;
    // Nothing, or the whole name; never the half on the term's line.
    expect([null, "Daniel Fairbairn-Ochoa"]).toContain(value(lease, field("tenant_name", "string")));
  });
});

describe("counts in running text", () => {
  it("reads a count the sentence names", () => {
    const beo = `Banquet Event Order #4471
The guest count was confirmed at 165. We can take amendments up to 3 days ahead of the function.`;
    expect(value(beo, field("guest_count", "number"))).toBe(165);
  });

  it("reads no licence number from a day of a month", () => {
    const notice = `Every dog older than 16 weeks has to be licensed by March 1 of every year.
No license will be issued without proof of a current rabies shot.`;
    expect(value(notice, field("dog_license_no", "string", "Dog license number"))).toBeNull();
  });
});

describe("statement rows", () => {
  it("keys the first amount after a label that holds a figure of its own", () => {
    const statement = `Owner Statement - Unit 5, 9 Linden Close
Date        Description            Income      Expenditure   Balance
01/05/2024  Rent received - May    £1,450.00                 £1,450.00
01/05/2024  Letting fee 10%                    £145.00       £1,305.00
14/05/2024  Boiler service                     £95.00        £1,210.00`;
    expect(value(statement, field("management_fee", "number", "Letting agent's management fee"))).toBe(145);
  });
});

describe("fax and phone", () => {
  it("does not answer a fax field with a phone number", () => {
    const form = `VETERINARY HEALTH CERTIFICATE
VET NAME  Dr. Leila Faraz
VET PHONE (614) 555-0124
CLINIC  Hilltop Animal Hospital`;
    expect(value(form, field("vet_fax", "phone", "Fax number of the veterinarian"))).toBeNull();
  });
});

describe("tables from the layout", () => {
  it("reads a row's cell wider than its header into its own column, not its neighbour's", () => {
    const order = [
      "No  Start     End       Days     Time          Program              Dur  Rate      Spots  Amount",
      "1   09/02/24  09/29/24  MTWTF--  5:00A-7:00A   Good Morning Toledo  :30  $85.00    20     $1,700.00",
      "2   09/02/24  09/29/24  MTWTF--  12:00P-1:00P  Midday News          :30  $120.00   10     $1,200.00",
      "3   09/02/24  09/29/24  MTWTF--  6:00P-6:30P   Evening Report       :30  $150.00   15     $2,250.00",
      "4   09/07/24  09/28/24  -----S-  8:00A-10:00A  Weekend Garden Hour  :60  $60.00    8      $480.00",
      "",
      "Total spots: 53",
    ].join("\n");
    expect(rows(order, [field("program", "string"), field("rate", "number"), field("spots", "number"), field("amount", "number")])).toEqual(
      [
        { program: "Good Morning Toledo", rate: 85, spots: 20, amount: 1700 },
        { program: "Midday News", rate: 120, spots: 10, amount: 1200 },
        { program: "Evening Report", rate: 150, spots: 15, amount: 2250 },
        { program: "Weekend Garden Hour", rate: 60, spots: 8, amount: 480 },
      ],
    );
  });
});

describe("a pack's concept shared by two fields", () => {
  it("answers the field named for it, not the one only described by it", () => {
    const bill = `Account: 4410-2281
Bill Date: Aug 12, 2024
Due Date: Sep 3, 2024
Amount Due: $97.62`;
    const r = extractWithRules(
      docFromText(bill),
      schema(field("due_date", "date", "Payment due date"), field("autopay_date", "date", "Day on which autopay settles the bill")),
    );
    expect((r.due_date as PrimitiveResult).value).toBe("2024-09-03");
    expect((r.autopay_date as PrimitiveResult).value).toBeNull();
  });
});

describe("names in running text", () => {
  it("answer a field said before them, after them, or by their own last word", () => {
    const letter = `I'm pleased to formally offer you the position of Principal Revenue Analyst in our Pricing Insights squad.
The dinner will be held in the Harbour View room. The auction takes place in Marion
County, Oregon. This loan is guaranteed by Gideon Pratt in his own capacity.`;
    const r = extractWithRules(
      docFromText(letter),
      schema(
        field("job_title", "string", "Position offered"),
        field("room", "string"),
        field("county", "string"),
        field("guarantor", "string"),
        field("landlord", "string"),
      ),
    );
    expect((r.job_title as PrimitiveResult).value).toBe("Principal Revenue Analyst");
    expect((r.room as PrimitiveResult).value).toBe("Harbour View");
    expect((r.county as PrimitiveResult).value).toBe("Marion");
    expect((r.guarantor as PrimitiveResult).value).toBe("Gideon Pratt");
    expect((r.landlord as PrimitiveResult).value).toBeNull();
  });
});

describe("the end of a table from the layout", () => {
  it("skips the rows that sum it and stops where the sums under it begin", () => {
    const order = [
      "Service                              Labor      Parts      Total",
      "Install new rear wheel bearings      $210.00    $118.60    $328.60",
      "Replace cabin air filter             $35.00     $24.95     $59.95",
      "GRAND TOTAL                          $245.00    $143.55    $388.55",
      "                                     Shop supplies         $9.75",
      "                                     Sales tax             $21.40",
    ].join("\n");
    expect(rows(order, [field("service", "string"), field("total", "number")])).toEqual([
      { service: "Install new rear wheel bearings", total: 328.6 },
      { service: "Replace cabin air filter", total: 59.95 },
    ]);
  });

  it("keeps an item whose name says total in the middle", () => {
    const lab = ["Test                 Result   Units", "Glucose, Fasting     112      mg/dL", "Cholesterol, Total   204      mg/dL"].join(
      "\n",
    );
    expect(rows(lab, [field("test", "string"), field("result", "number"), field("units", "string")])).toHaveLength(2);
  });
});

describe("numbered paragraphs", () => {
  it("key the values in them by their run-in heading", () => {
    const nda = `12. Notices. Notices shall be given in writing to the addresses above.
13. Term. Apart from Sections 4 and 9, which survive for as long as the law allows them to, this
Agreement shall come to an end on the date that is two years after the date of this
Agreement.`;
    expect(value(nda, field("term", "string", "Duration of the agreement, for example '3 years' or '6 months'"))).toBe("2 years");
    expect(value(nda, field("notice_period", "string", "Duration of the notice period"))).toBeNull();
  });
});

describe("a letterhead's name", () => {
  it("is the top line of the address block's column, not a logo's words beside it", () => {
    const invoice = `                                                            Northwind Traders
Harbor Lane Interiors
88 Quay Street
Eugene OR 97401
United States
Invoice INV/2024/0042
Invoice Date: 03/20/2024
Total $ 279.84`;
    const r = extractWithRules(
      docFromText(invoice),
      schema(
        field("issuer", "string", "Company that issued the invoice"),
        field("partner_city", "string", "Town or city in the seller's address"),
      ),
    );
    expect((r.issuer as PrimitiveResult).value).toBe("Harbor Lane Interiors");
    expect((r.partner_city as PrimitiveResult).value).toBe("Eugene");
  });
});

describe("a name said to be something", () => {
  it("answers what the sentence says it is, past a bracketed aside", () => {
    const letter = `We hereby certify that Mr Tobias Arkwright (Student Number 40918352, date of birth 17 November 2003) is an
enrolled part-time student of Lindenford College.`;
    expect(value(letter, field("student_name", "string"))).toBe("Tobias Arkwright");
    expect(value(letter, field("student_number", "string"))).toBe("40918352");
  });
});

describe("a pack's guess from a description", () => {
  it("is no answer when the field's own words are not what the pack found", () => {
    const rx = `Cedar Hollow Pharmacy
Patient: Otis Fairweather
Date written: 2024-02-26
Rx No.: 2024-80457`;
    expect(value(rx, field("rx_expiry", "date", "Final day on which the prescription may be dispensed"))).toBeNull();
    expect(value(rx, field("date_written", "date", "Date the prescription was written"))).toBe("2024-02-26");
  });
});

describe("a currency in a column of its own", () => {
  it("stands before the value beside its label", () => {
    const fare = [
      "Fare                        USD       812.00",
      "Taxes, fees and charges     USD       287.46",
      "Total                       USD     1,099.46",
    ].join("\n");
    expect(value(fare, field("total", "number"))).toBe(1099.46);
    expect(value(fare, field("taxes", "number", "Taxes, fees and charges"))).toBe(287.46);
  });
});

describe("vehicle identification numbers", () => {
  it("read OCR's O, Q and I as the digits a VIN holds in their place", () => {
    const ro = "REPAIR ORDER\nVIN: 1FMCUOGD5HUA81422     Mileage In: 96,318";
    expect(value(ro, field("vin", "string"))).toBe("1FMCU0GD5HUA81422");
    expect(value(ro, field("vehicle_identification_number", "string"))).toBe("1FMCU0GD5HUA81422");
  });
});

describe("a count named after it", () => {
  it("is named by what it is of, and an abbreviated field meets the words spelled out", () => {
    const offer = "The package includes a dental plan, 23 days of paid time off annually and 11 company holidays.";
    expect(value(offer, field("pto_days", "number", "Days of paid time off each year"))).toBe(23);
    expect(value(offer, field("holidays", "number", "Number of company holidays each year"))).toBe(11);
  });
});

describe("a statement's rows", () => {
  it("leave out the balance carried in, and take the year of a day and month from the statement's dates", () => {
    const statement = [
      "Statement Period: 09/01/2024 - 09/30/2024",
      "Date     Description                          Withdrawals     Deposits     Balance",
      "09/01    BEGINNING BALANCE                                                 2,118.40",
      "09/04    POS PURCHASE FRED MEYER SALEM OR     63.17                        2,055.23",
      "09/06    ACH DEPOSIT PAYROLL                                  3,105.00     5,160.23",
    ].join("\n");
    expect(
      rows(
        statement,
        [field("date", "date"), field("description", "string"), field("withdrawal", "number"), field("deposit", "number")],
        "transactions",
      ),
    ).toEqual([
      { date: "2024-09-04", description: "POS PURCHASE FRED MEYER SALEM OR", withdrawal: 63.17, deposit: null },
      { date: "2024-09-06", description: "ACH DEPOSIT PAYROLL", withdrawal: null, deposit: 3105 },
    ]);
  });
});

describe("the rows under a table", () => {
  it("end it when they hold half the header's cells or fewer", () => {
    const io = [
      "Daypart            Days        Spots        Rate        Total",
      "Breakfast 6a-9a    Mon-Fri     15           $80.00      $1,200.00",
      "Lunch 11a-2p       Mon-Fri     10           $55.00      $550.00",
      "Added Value Spots (free of charge)          10",
      "Campaign Total                                          $1,750.00",
    ].join("\n");
    expect(rows(io, [field("daypart", "string"), field("spots", "number"), field("rate", "number")]).map((r) => r.daypart)).toEqual([
      "Breakfast 6a-9a",
      "Lunch 11a-2p",
    ]);
  });
});

describe("a sentence's verb and preposition", () => {
  it("say the value after them when the description says them, beside a name read across a line break", () => {
    const letter = `I'm pleased to formally offer you the position of Principal
Revenue Analyst in our Pricing Insights squad, reporting to Ines Carvalho, VP Forecasting.`;
    const r = extractWithRules(
      docFromText(letter),
      schema(field("job_title", "string", "Position offered"), field("manager", "string", "Who the new hire will report to")),
    );
    expect((r.job_title as PrimitiveResult).value).toBe("Principal Revenue Analyst");
    expect((r.manager as PrimitiveResult).value).toBe("Ines Carvalho");
    expect(value(letter, field("mentor", "string", "Who the new hire learns from"))).toBeNull();
  });
});

describe("a name and the role it is given", () => {
  const will = `LAST WILL AND TESTAMENT
I, Rosalind Mary Achebe, of 7 Fenwick Lane, Bristol, declare this to be my last will. I appoint Ambrose Kettering, of
Leeds, England, as my executor, and Clara Kettering as my alternate executor, to serve without bond.
Signed on 2 August 2024.
Rosalind Mary Achebe, Testator`;
  const r = extractWithRules(
    docFromText(will),
    schema(
      field("testator", "string", "Person making the will"),
      field("executor_name", "string"),
      field("alternate_executor", "string"),
      field("guardian_name", "string"),
    ),
  );

  it("is what a name is appointed as, past asides set off by commas, and not the place in the aside", () => {
    expect((r.executor_name as PrimitiveResult).value).toBe("Ambrose Kettering");
    expect((r.alternate_executor as PrimitiveResult).value).toBe("Clara Kettering");
    expect((r.guardian_name as PrimitiveResult).value).toBeNull();
  });

  it("is the title after a comma that a name is signed for", () => {
    expect((r.testator as PrimitiveResult).value).toBe("Rosalind Mary Achebe");
    // A place after a comma is no title.
    expect(value("Harold Finch, Oregon\nInvoice total 12.00", field("oregon_name", "string"))).toBeNull();
  });

  it("is whole when a given name begins like a month", () => {
    expect(
      value("The new hire will report to Marcus Delaney from the first day.", field("manager", "string", "Person the new hire reports to")),
    ).toBe("Marcus Delaney");
  });
});

describe("a sentence set on centred lines", () => {
  const certificate = `CERTIFICATE OF ATTENDANCE
This is to certify that

Priya Natarajan

has attended the workshop

Data Privacy Essentials for Clinics

held over two days at the Riverside campus.`;

  it("reads a name by what it has done and a title by the words before it, though the lines stand apart", () => {
    const r = extractWithRules(
      docFromText(certificate),
      schema(field("attendee", "string", "Person who attended the workshop"), field("workshop_title", "string", "Name of the workshop")),
    );
    expect((r.attendee as PrimitiveResult).value).toBe("Priya Natarajan");
    expect((r.workshop_title as PrimitiveResult).value).toBe("Data Privacy Essentials for Clinics");
  });

  it("keeps a heading alone on its line out of it", () => {
    const letterhead = `Northwind Outfitters

Invoice 4471
Thank you for your order.`;
    expect(value(letterhead, field("seller", "string", "Company that sold the goods"))).toBeNull();
  });
});

describe("a deadline in a sentence", () => {
  it("is the last day, expiry or cutoff a field asks for", () => {
    const letter = `Dear Ms Ortega,
We received your application on 3 February 2025. Please send the signed enrolment form back to the admissions
office no later than 28 February 2025. Our early-booking discount on student housing is available until 15 March 2025.`;
    const r = extractWithRules(
      docFromText(letter),
      schema(
        field("form_deadline", "date", "Last day to return the enrolment form"),
        field("housing_discount_cutoff", "date"),
        field("received_on", "date", "Date the application was received"),
      ),
    );
    expect((r.form_deadline as PrimitiveResult).value).toBe("2025-02-28");
    expect((r.housing_discount_cutoff as PrimitiveResult).value).toBe("2025-03-15");
    expect((r.received_on as PrimitiveResult).value).toBe("2025-02-03");
  });
});

describe("a description's other things", () => {
  it("do not name the field: the subject of its clause is someone else", () => {
    const note = `Admission note
Patient       Lena Ford
Admitted on 4 March 2024.`;
    expect(value(note, field("ward", "string", "Ward the patient is admitted to"))).toBeNull();
    expect(value(note, field("name", "string", "Patient's name"))).toBe("Lena Ford");
  });
});

describe("the order of day and month", () => {
  it("is month first where a city and state close a line of the address", () => {
    const record = `Orchard Services - Fresno, CA
Date of Application        06/11/2024`;
    expect(value(record, field("application_date", "date"))).toBe("2024-06-11");
    // "Hamburg, DE" is Germany's code, not Delaware's: the date stays day first.
    expect(value("Lager Nord - Hamburg, DE\nLieferdatum        06/11/2024", field("lieferdatum", "date"))).toBe("2024-11-06");
  });

  it("is month first where a city and state in capitals close a line", () => {
    const report = `FIELD REPORT
FILED BY: J. OKONJO, AREA MGR., DULUTH, MN
DATE: 6/9/93`;
    expect(value(report, field("report_date", "date"))).toBe("1993-06-09");
  });
});

describe("a figure and its unit in the next column", () => {
  it("are one text value, and the figure alone answers a number field", () => {
    const sheet = `PANEL SPECIFICATION
Panel thickness        18   mm
Sheet weight           640   g/m2
Edge banding           PVC, white`;
    expect(value(sheet, field("panel_thickness", "string"))).toBe("18 mm");
    expect(value(sheet, field("sheet_weight", "string"))).toBe("640 g/m2");
    expect(value(sheet, field("panel_thickness", "number"))).toBe(18);
  });
});

describe("a legal form alone", () => {
  it("names no company: a seller's word inside a name's first word leaves the name whole", () => {
    const invoice = `Holzlieferant GmbH
Am Sägewerk 4
94032 Passau
Rechnung Nr. 2291
Gesamtbetrag 120,00`;
    expect(value(invoice, field("seller_name", "string"))).toBe("Holzlieferant GmbH");
  });
});

describe("labels and numbers with abbreviations", () => {
  it("read a label that ends in abbreviations as a label, not a sentence", () => {
    const record = `Product        Ridgeline 2SC
EPA Reg. No.        100-1098
Lot        B22-0415`;
    expect(value(record, field("epa_registration", "string"))).toBe("100-1098");
  });

  it("read the number after a lower-case number sign, across a line break", () => {
    const letter = `Thank you for your payment of $180.00, received on 2 May 2024 by cheque no.
88213. We have credited it to your account.`;
    expect(value(letter, field("cheque_number", "string", "Number of the cheque"))).toBe("88213");
  });
});

describe("the first line of a label column", () => {
  it("is a label and its value, though the value looks like a label too", () => {
    const record = `INSPECTION RECORD
Inspector           Hannah Okafor
Certificate No.     NB-44817
Inspection Date     03/14/2024`;
    expect(value(record, field("inspector_name", "string"))).toBe("Hannah Okafor");
    // Labels over a row of values stay a header.
    const boxes = `Owner Name          Phone
Greta Vollan        (802) 555-0109
Address
31 Pearl St, Rutland, VT 05701`;
    expect(value(boxes, field("owner_name", "string"))).toBe("Greta Vollan");
  });
});

describe("a percent sign in the label", () => {
  it("makes the plain figure beside it the percentage", () => {
    const report = `Sample        Result
Protein %     11.8
Ash %         0.42`;
    expect(value(report, field("protein_pct", "number", "Protein percentage"))).toBe(11.8);
    expect(value("Protein    11.8 g", field("protein_pct", "number", "Protein percentage"))).toBeNull();
  });
});

describe("a table's summing row", () => {
  it("is left out wherever its words stand in the row", () => {
    const manifest = `Pallets   Type     Weight (kg)   Contents
2         PAL      840           Roof tiles
1         CRT      215           Flashing kits
3         PAL      1,055         GRAND TOTAL`;
    expect(rows(manifest, [field("pallets", "number"), field("weight_kg", "number"), field("contents", "string")], "cargo")).toEqual([
      { pallets: 2, weight_kg: 840, contents: "Roof tiles" },
      { pallets: 1, weight_kg: 215, contents: "Flashing kits" },
    ]);
  });
});

describe("a sentence's subject", () => {
  it("names the value the sentence says it is, however far the verb stands", () => {
    const letter = `We have received the signed purchase agreement. The Closing Date of the sale, subject to financing approval
and the appraisal, is June 28, 2024. Please send the earnest money of $5,000.00 by May 3, 2024.`;
    expect(value(letter, field("closing_date", "date"))).toBe("2024-06-28");
    // A deadline ("by May 3") is the last day of what its sentence says, not of any field with an end word.
    expect(value(letter, field("earnest_money_deadline", "date"))).toBe("2024-05-03");
  });
});

describe("the one e-mail address of a document", () => {
  const letter = `Dear Mr Ortiz,
Your room booking for 12-14 June is confirmed. Check-in opens at 3 pm on the day you arrive.
Front Office  |  Bayside Inn  |  stay@baysideinn.example`;

  it("answers a contact e-mail field, not the e-mail of someone the document does not show", () => {
    expect(value(letter, field("contact_email", "email"))).toBe("stay@baysideinn.example");
    expect(value(letter, field("guest_email", "email", "E-mail of the guest"))).toBeNull();
  });
});

describe("a field that asks who did something", () => {
  it("takes a name, not the number of the thing done", () => {
    const form = `Report No.: IR-24-0112
Prepared by: Colette Ambler, Duty Manager`;
    expect([null, "Colette Ambler"]).toContain(value(form, field("reported_by", "string", "Staff member who authored the report")));
  });
});

describe("a percentage in a sentence", () => {
  it("is named by the words after it", () => {
    const notice = `From 1 April your tariff changes. Customers on the fixed plan receive a 12% discount on standing charges, and
all plans see a 3.5% rise in unit rates.`;
    expect(value(notice, field("standing_charge_discount_pct", "number"))).toBe(12);
    expect(value(notice, field("unit_rate_rise_percent", "number"))).toBe(3.5);
  });
});

describe("a label inside a value", () => {
  it("keys its own value by both labels: whose it is and what it is", () => {
    const quote = `Site contact: Marta Keller, Mobile 0176 2231 8890
Office: Lindenstraße 4, 10969 Berlin, Tel. 030 2290 1100`;
    const r = extractWithRules(
      docFromText(quote),
      schema(field("site_contact_phone", "phone", "Phone of the site contact"), field("office_phone", "phone")),
    );
    expect(value(quote, field("site_contact", "string"))).toBe("Marta Keller");
    // No country is printed: the numbers stay as printed.
    expect((r.site_contact_phone as PrimitiveResult).value).toBe("0176 2231 8890");
    expect((r.office_phone as PrimitiveResult).value).toBe("030 2290 1100");
  });
});

describe("a heading under a table's rows", () => {
  it("ends the table when the rows after it are narrower", () => {
    const quote = `Part          Make          Qty
Pump          Grundfos      2
Valve         Danfoss       6
LABOUR
Fitting       $480.00
Commissioning $150.00`;
    expect(rows(quote, [field("part", "string"), field("make", "string"), field("qty", "number")], "parts")).toEqual([
      { part: "Pump", make: "Grundfos", qty: 2 },
      { part: "Valve", make: "Danfoss", qty: 6 },
    ]);
  });
});

describe("a name run", () => {
  it("ends at a code when a word of the next line follows it", () => {
    const proposal = `Prepared for: Ana Ruiz, 12 Elm St, Phoenix, AZ 85013
Your sales representative: Jasper Molina`;
    expect(value(proposal, field("sales_representative", "string"))).toBe("Jasper Molina");
    // More code after a code stays in the name.
    expect(value("The springs are wound from wire to the standard EN 10270-1 SH as agreed.", field("standard", "string"))).toBe(
      "EN 10270-1 SH",
    );
  });
});

describe("a number in a span that holds a date", () => {
  it("does not take the date's day for the number", () => {
    const report = `HOLLOWAY ROWING CLUB
Accounts
for the year ended 30 June 2024

Membership fees      18,200
Boat hire             6,450`;
    // The accounts print no total assets; "30" of "30 June 2024" is none.
    expect(value(report, field("total_assets", "number", "Total assets at the year end"))).toBeNull();
  });
});

describe("initials either side of a slash", () => {
  it("are one abbreviation", () => {
    const job = `Harbour Marine Services
W/O No.: 55-1029          Opened: 4 June 2025
P/O: 7781-A               Vessel: Kittiwake`;
    expect(value(job, field("work_order_no", "string"))).toBe("55-1029");
    expect(value(job, field("purchase_order", "string"))).toBe("7781-A");
  });
});

describe("a word for people", () => {
  it("stands in for the field's word for the person when the words saying which one agree", () => {
    const permit = `Permit No.: HW-3318
Approving Officer: Hollis Grant
Customer Name: Colette Ambler`;
    expect(value(permit, field("approving_manager", "string"))).toBe("Hollis Grant");
    // Without the words that say which one, another person is no answer.
    expect(value("Permit No.: HW-3318\nCustomer Name: Colette Ambler", field("approving_manager", "string"))).toBeNull();
  });
});

describe("a row of label boxes", () => {
  it("gives a header the values that start under it, not the tail of a wider value before it", () => {
    const truck = `Unit          Model                   VIN                    Year
T-114         VNL 860 Globetrotter  4V4NC9EH5LN223871      2020`;
    expect(value(truck, field("vin", "string"))).toBe("4V4NC9EH5LN223871");
  });
});

describe("a table header that repeats what the array is", () => {
  it("heads the items' text", () => {
    const card = `REPAIRS CARRIED OUT
No.   Repairs Carried Out                 Hours
1     Replaced rear wiper motor           1.5
2     Re-gassed air conditioning          0.8`;
    expect(rows(card, [field("description", "string"), field("hours", "number")], "repairs", "Repairs carried out")).toEqual([
      { description: "Replaced rear wiper motor", hours: 1.5 },
      { description: "Re-gassed air conditioning", hours: 0.8 },
    ]);
  });
});

describe("who did a thing", () => {
  it("is the name, without the title in words after it", () => {
    const report = `Inspected by: Tomás Rivera, Senior Building Inspector
Attending vet: Ewan Tremayne, DVM`;
    expect(value(report, field("inspected_by", "string"))).toBe("Tomás Rivera");
    // Letters after a name are how the person is named.
    expect(value(report, field("vet", "string"))).toBe("Ewan Tremayne, DVM");
  });

  it("is printed after 'by' or as the doer, not under a key that names the thing", () => {
    const sheet = `Check ID: CK-2231        Check Type: Annual
Site: Depot 4`;
    expect(value(sheet, field("checked_by", "string"))).toBeNull();
    expect(value(`${sheet}\nChecked by: Ruth Amadi`, field("checked_by", "string"))).toBe("Ruth Amadi");
  });
});

describe("a heading in capitals", () => {
  it("is not read into the sentence under it", () => {
    const note = `CREW NOTES
The foreman was on site at 6.30 a.m. with a crew of four.`;
    expect(value(note, field("foreman", "string"))).toBeNull();
  });
});

describe("a block of labels and values", () => {
  it("is read as pairs though some values are in title case like labels", () => {
    const lease = `LEASE SUMMARY
Tenant            Leila Faraz
Unit No.          4B-117
Landlord          Harbour View Holdings
Property          Marina Court
Lease Start       1 May 2025
Deposit           $2,400.00`;
    expect(value(lease, field("tenant", "string"))).toBe("Leila Faraz");
    expect(value(lease, field("landlord", "string"))).toBe("Harbour View Holdings");
  });
});

describe("sums charged", () => {
  it("are a fee, a charge, a cost or a price, whichever word the document uses", () => {
    const terms = "A one-time setup charge of $350.00 is billed with the first invoice.";
    expect(value(terms, field("setup_fee", "number"))).toBe(350);
  });

  it("per month are monthly, and 'mthly' is short for it", () => {
    const terms = "The Customer shall pay a hosting fee of $129.00 per month, invoiced in advance.";
    expect(value(terms, field("monthly_fee", "number", "Monthly hosting fee"))).toBe(129);
    expect(value("Mthly Rent: $1,850.00", field("monthly_rent", "number"))).toBe(1850);
  });
});

describe("a phone in running text", () => {
  it("opens with its area code in brackets, which is no aside", () => {
    const clause = "If the line is down, the Operator will call the Site Office at (415) 555-0127 before dispatching a technician.";
    expect(value(clause, field("office_phone", "phone", "Phone of the site office"))).toBe("(415) 555-0127");
  });
});

describe("the customer of a service", () => {
  it("is its subscriber", () => {
    const contract = `BROADBAND SERVICE CONTRACT
Provider: Northwind Fibre Ltd
Subscriber: Okonkwo Family Dental LLP
Contract No.: NF-22817`;
    expect(value(contract, field("customer_name", "string"))).toBe("Okonkwo Family Dental LLP");
  });
});

describe("a label that says the description", () => {
  it("names the field whose own name is not printed", () => {
    const sheet = `Date of Booking          Date and Time of Pickup        Vehicle
June 2, 2025             June 9, 2025, 8:30 AM          Ford Transit`;
    expect(value(sheet, field("rental_start", "date", "Date of the pickup"))).toBe("2025-06-09");
  });
});

describe("a formula in brackets after a label", () => {
  it("is no part of the label", () => {
    const statement = `Services                                   1,200.00
Merchandise                                  860.00
GRAND TOTAL OF CHARGES (A + B + C)         2,310.00`;
    expect(value(statement, field("charges_total", "number", "Total of the charges"))).toBe(2310);
  });
});

describe("a block of labels in capitals", () => {
  it("goes on under a value's second line, and a company's town after its legal form is no part of its name", () => {
    const recap = `BOOKING DATE      3 JUNE 2025
SHIPPER           NORDKAPP SEAFOOD AS, TROMSO
CONSIGNEE         PACIFIC COLD CHAIN BV, ROTTERDAM
VESSEL            MV POLAR STAR
                  IMO 9421177 / NORWAY FLAG
ORIGIN TERMINAL   TROMSO
CONTAINERS        12 X 40 FT REEFER`;
    expect(value(recap, field("consignee", "string"))).toBe("PACIFIC COLD CHAIN BV");
    expect(value(recap, field("shipper_name", "string"))).toBe("NORDKAPP SEAFOOD AS");
  });
});

describe("a range with its year printed once", () => {
  it("gives both ends, also when the first end is in the year before", () => {
    const sow = `SOW No.: KX-77
Engagement Period: October 6 - December 19, 2025
Winter Programme: November 17 - February 6, 2026`;
    expect(value(sow, field("engagement_start", "date"))).toBe("2025-10-06");
    expect(value(sow, field("engagement_end", "date"))).toBe("2025-12-19");
    expect(value(sow, field("programme_start", "date"))).toBe("2025-11-17");
    expect(value("Hire period: 2 June - 14 July 2025", field("hire_end", "date"))).toBe("2025-07-14");
  });
});

describe("lengths of time in sentences", () => {
  const lease = `WAREHOUSE LICENCE AGREEMENT
4. Duration. This Licence runs for four (4) years from the Start Date, though either party may bring it to an end
sooner by giving ninety (90) days' notice in writing.
5. Deposit. The Licensee shall pay a deposit of Four Thousand Dollars ($4,000.00) within ten (10) business
days of signing, and the Licensor shall return it within twenty-one days after the Licence ends.`;

  it("answers a number field named with its unit by the length whose sentence says the field's other words", () => {
    expect(value(lease, field("notice_days", "number"))).toBe(90);
    expect(value(lease, field("duration_years", "number"))).toBe(4);
    expect(value(lease, field("return_deadline_days", "number", "Days the licensor has to return the deposit"))).toBe(21);
    expect(value(lease, field("deposit_payment_business_days", "number"))).toBe(10);
  });

  it("reads a figure in brackets after the sum in words as that sum, not a negative one", () => {
    expect(value(lease, field("deposit", "number"))).toBe(4000);
  });

  it("finds no length where no sentence says what the field is", () => {
    expect(value(lease, field("warranty_months", "number"))).toBeNull();
  });
});

describe("a range's end named by a small word", () => {
  it("takes `_to` and `_from` as the ends of the printed range", () => {
    const doc = `Statement of work
Service period: 02.09.2024 – 27.09.2024`;
    expect(value(doc, field("service_period_from", "date"))).toBe("2024-09-02");
    expect(value(doc, field("service_period_to", "date"))).toBe("2024-09-27");
  });
});

describe("whose contact detail", () => {
  const letter = `Orchard Lane Veterinary Clinic
12 Orchard Lane, Hereford HR1 2AB · reception@orchardlanevets.example

Vaccination reminder
Dear Ms Patel, Bramble is due for her annual booster on 14 March 2025.`;

  it("leaves a field naming another party empty when the only e-mail is the issuer's, unlabelled", () => {
    expect(value(letter, field("owner_email", "email"))).toBeNull();
    expect(value(letter, field("customer_email", "email", "E-mail of the pet's owner"))).toBeNull();
  });

  it("still answers a plain e-mail field with it", () => {
    expect(value(letter, field("email", "email"))).toBe("reception@orchardlanevets.example");
  });

  it("takes the e-mail printed after the word that names the party", () => {
    const doc = `Hall booking confirmation                     bookings@riversidehall.example
Customer
Tomasz Nowak
tomasz.nowak@example.org`;
    expect(value(doc, field("customer_email", "email"))).toBe("tomasz.nowak@example.org");
  });
});

describe("whose contact detail, over its block", () => {
  const certificate = `CERTIFICATE OF COVERAGE
AGENCY                             CONTACT NAME: Rhona Keswick
Tidewater Risk Partners            PHONE: (757) 555-0164
40 Harbor View Ct, Suite 3         FAX:
Norfolk, VA 23510                  E-MAIL ADDRESS: policies@tidewaterrisk.example
INSURED                            INSURER A: Chesapeake Mutual
Larkin Pool Services LLC           INSURER B: Old Point Casualty`;

  it("takes a detail beside an address block whose heading stands a few lines up", () => {
    expect(value(certificate, field("agency_email", "email"))).toBe("policies@tidewaterrisk.example");
    expect(value(certificate, field("insured_email", "email"))).toBeNull();
  });

  it("stops at the next section's heading, and a note in brackets names no one", () => {
    const form = `PARENT 1
Name              Mobile Phone
Dalia Moreno      (503) 555-0116
EMERGENCY CONTACT (not a parent)
Name              Phone
Ines Moreno       (503) 555-0187`;
    const out = extractWithRules(
      docFromText(form),
      schema({ name: "parent_1", type: "object", fields: [field("name", "string"), field("mobile", "phone")] }),
    );
    expect(((out.parent_1 as Record<string, PrimitiveResult>).mobile as PrimitiveResult).value).toBe("(503) 555-0116");
  });
});

describe("a mailbox that spells a name", () => {
  it("gives a person another field names the address made of their name", () => {
    const mail = `From: Northgate Press <royalties@northgatepress.example>
To: Ines Varga <ines.varga@postmail.example>
Cc: rights@lantern-agency.example

Author          Ines Varga
Author No.      A-20931
ISBN            978-0-00-000000-2
Title           The Long Field`;
    const out = extractWithRules(docFromText(mail), schema(field("author", "string"), field("author_email", "email")));
    expect((out.author as PrimitiveResult).value).toBe("Ines Varga");
    expect((out.author_email as PrimitiveResult).value).toBe("ines.varga@postmail.example");
  });

  it("leaves the field empty when no mailbox spells the name", () => {
    const mail = `To: Ines Varga <iv1984@postmail.example>
Author          Ines Varga`;
    expect(
      (
        extractWithRules(docFromText(mail), schema(field("author", "string"), field("author_email", "email")))
          .author_email as PrimitiveResult
      ).value,
    ).toBeNull();
  });
});

describe("a description that ends on its preposition", () => {
  it("asks for what follows a label ending on the same preposition", () => {
    const quote = `HEAT PUMP QUOTATION Q-1182
Prepared for: Mirela Santos, 42 Elm Row, Salem, OR 97301
Prepared by: Kestrel Home Energy`;
    expect(value(quote, field("householder", "string", "Person the quotation is for"))).toBe("Mirela Santos");
    expect(value(quote, field("householder", "string", "Person who signs the quotation"))).toBeNull();
  });
});

describe("a key that quotes the description", () => {
  it("outranks a pack's guess from the letterhead", () => {
    const bill = `Sawtooth Wireless · 640 Main St, Idaho Falls, ID 83402 · Tel (208) 555-0177
Account 4471-2290          Statement date: 03/02/2025
Customer Service: 1-800-555-0119 (24/7)
Amount due: $84.17`;
    expect(value(bill, field("helpline_phone", "phone", "Customer service phone number"))).toBe("+18005550119");
  });
});

describe("a bank account the description says is someone's", () => {
  it("is not the letterhead's own", () => {
    const advice = `Nordmark Bank AG · Ballindamm 40 · 20095 Hamburg · BIC NORMDEHHXXX

Confirmation of your payment order
Transaction ID        20240823-WT-004512
Beneficiary           Vastra Kran AB, Visby, Sweden
Beneficiary IBAN      SE45 5000 0000 0583 9825 7466
BIC                   ESSESESS
Beneficiary bank      Skandinaviska Enskilda Banken AB`;
    expect(value(advice, field("bic", "string", "BIC code for the beneficiary's bank"))).toBe("ESSESESS");
  });
});

describe("payment terms in a sentence", () => {
  it("are the days in which an invoice is payable, whatever the field's name abbreviates", () => {
    const letter = `BILLING. Statements go out at each month end and invoices are payable within 21 days of issue. Courier costs are passed on.`;
    expect(value(letter, field("pmt_terms_days", "number", "Number of days the client has to settle an invoice"))).toBe(21);
    expect(value(letter, field("payment_terms_days", "number"))).toBe(21);
  });
});

describe("a party's city under its name", () => {
  it("is read from the address block under the name its object found", () => {
    const bol = `BILL OF LADING
SHIP FROM                              SHIP TO
Birch Hollow Pottery Inc.              Bayside Builders LLC
412 Garfield St                        655 Marine Dr
Eugene, OR 97402                       Astoria, OR 97103`;
    const out = extractWithRules(
      docFromText(bol),
      schema({
        name: "shipper",
        type: "object",
        description: "Ship from party",
        fields: [field("name", "string", "Company name"), field("city", "string"), field("zip", "string", "Postal code")],
      }),
    );
    const shipper = out.shipper as Record<string, PrimitiveResult>;
    expect(shipper.name!.value).toBe("Birch Hollow Pottery Inc.");
    expect(shipper.city!.value).toBe("Eugene");
    expect(shipper.zip!.value).toBe("97402");
  });
});

describe("a field named with a type word only", () => {
  it("takes the box that says it over a pack's plain label elsewhere", () => {
    const intake = `PATIENT
Home Phone          Cell Phone          Email
                    (530) 555-0146      rafael.duarte@mailbox.example
EMERGENCY CONTACT
Name                Relationship        Phone
Lena Duarte         Sister              (530) 555-0181`;
    expect(value(intake, field("mobile", "phone", "The patient's own mobile number"))).toBe("(530) 555-0146");
  });
});

describe("a section heading over a key", () => {
  it("counts the heading's other words for less than the label's", () => {
    const itinerary = `FARE DETAILS
Fare            USD   812.00
Taxes and fees  USD   287.46
Total           USD 1,099.46`;
    expect(value(itinerary, field("ttl_fare", "number", "Total price paid"))).toBe(1099.46);
  });
});

describe("blocks side by side under headings with a colon", () => {
  it("keys each block's labels by its heading, over a pack's reading of the parties", () => {
    const doc = `Notices shall be sent to the addresses below.
To Landlord:                          To Tenant:
Corvid Estates Ltd                    Blue Heron Studio LLP
Email: lettings@corvid.example        Email: hello@blueheron.example`;
    const result = extractWithRules(
      docFromText(doc),
      schema(
        { name: "tenant", type: "object", fields: [field("email", "email")] },
        { name: "landlord", type: "object", fields: [field("email", "email")] },
      ),
    ) as Record<string, Record<string, PrimitiveResult>>;
    expect(result.tenant!.email!.value).toBe("hello@blueheron.example");
    expect(result.landlord!.email!.value).toBe("lettings@corvid.example");
  });
});

describe("a label is no value", () => {
  it("does not read a label with its own value after a colon as the value of the label above it", () => {
    const doc = `SITE VISIT RECORD
Inspector
Site Contact: Ana Ruiz
Visit Date: 3 June 2025`;
    expect(value(doc, field("inspector", "string"))).toBeNull();
    expect(value(doc, field("site_contact", "string"))).toBe("Ana Ruiz");
  });
});

describe("numbered form boxes", () => {
  it("reads a box's number as no part of its label, and the next box's number and label as no figure", () => {
    const doc = `WAGE STATEMENT 2024
b Employer identification number        1 Wages, tips, other compensation        2 Federal income tax withheld
37-1180442                              48210.55                                 5120.30
3 Social security wages                 4 Social security tax withheld
50000.00                                3100.00`;
    expect(value(doc, field("wages_tips_other_compensation", "number"))).toBe(48210.55);
    expect(value(doc, field("federal_income_tax_withheld", "number"))).toBe(5120.3);
    expect(value(doc, field("social_security_wages", "number"))).toBe(50000);
    expect(value(doc, field("employer_ein", "string", "Employer identification number"))).toBe("37-1180442");
  });
});

describe("a heading over a sentence, and words made from verbs", () => {
  it("reads the place after 'the laws of' in the sentence under a Governing Law heading", () => {
    const doc = `SUPPLY AGREEMENT
14. GOVERNING LAW
The parties agree that the laws of the Republic of Ireland apply to this contract and its interpretation.`;
    expect(value(doc, field("governing_law", "string"))).toBe("Ireland");
  });

  it("takes an '-ing' noun's verb for its synonyms: billing names an invoice", () => {
    const doc = `Account 55120        Invoice Period        03/01/2025 - 03/31/2025`;
    expect(value(doc, field("billing_period_start", "date"))).toBe("2025-03-01");
    expect(value(doc, field("billing_period_end", "date"))).toBe("2025-03-31");
  });
});

describe("the one range of a document", () => {
  const doc = `Harbor Savings · Account Statement
March 1, 2025 – March 31, 2025
Statement Date        April 3, 2025
Reply by April 20, 2025`;

  it("answers a field asking for one end of a period, though no key names it", () => {
    expect(value(doc, field("statement_period_start", "date"))).toBe("2025-03-01");
    expect(value(doc, field("statement_period_end", "date"))).toBe("2025-03-31");
  });

  it("does not answer a deadline", () => {
    expect(value(doc, field("statement_deadline", "date"))).not.toBe("2025-03-31");
  });
});

describe("a person's contact detail", () => {
  const report = `Lakeview Diagnostics Laboratory
Phone: (414) 555-0120 · results@lakeview.example

CLINICAL CHEMISTRY REPORT
Report date: 03/12/2025

Patient: Jonah Whitlock        DOB: 02/14/1979
Specimen collected: 03/11/2025`;

  it("is not the letterhead's phone of the organisation that issued the document", () => {
    expect(value(report, field("patient_phone", "phone"))).toBeNull();
  });

  it("while the organisation's own phone is", () => {
    expect(value(report, field("laboratory_phone", "phone"))).toBe("(414) 555-0120");
  });
});

describe("a defined term broken across lines", () => {
  it("names the date before it", () => {
    const doc = `Delegates should reserve their rooms by Friday, September 27, 2024 (the “Cut-Off
Date”). Rooms still unbooked on the Cut-Off Date go back on general sale.`;
    expect(value(doc, field("cutoff_date", "date"))).toBe("2024-09-27");
  });
});

describe("a title in brackets after a name", () => {
  it("is no part of the person's name", () => {
    const doc = `FOOD ESTABLISHMENT INSPECTION
Person in charge: Dmitri Halvorsen (Head Chef)
Inspector: J. Abernathy (Food Safety Officer)`;
    expect(value(doc, field("person_in_charge", "string"))).toBe("Dmitri Halvorsen");
  });
});

describe("a heading over a paragraph", () => {
  it("does not run into the next sentence's article as a name", () => {
    const doc = `Loan agreement made between the Gallery and Ruth Okonjo, of Leeds (the “Lender”).
1. Objects and Purpose
The Lender will make the works listed in Schedule A available to the Gallery for display.`;
    expect(value(doc, field("lender_name", "string"))).not.toBe("Objects and Purpose The");
  });
});

describe("a party defined after its address", () => {
  it("is named after 'between' or 'and', before the comma that opens where it lives", () => {
    const doc = `This Loan Agreement is made this 14th day of April, 2023, between Fenwick Maritime Museum, a
nonprofit corporation of 18 Quay Parade, Mystic (the “Museum”), and Petra L. Hahn, of 12 Mill
Lane, Dover, Delaware 19901 (the “Lender”).`;
    expect(value(doc, field("lender_name", "string"))).toBe("Petra L. Hahn");
    expect(value(doc, field("museum", "string", "Name of the borrowing museum"))).toBe("Fenwick Maritime Museum");
  });
});

describe("sums taken off a balance", () => {
  const statement = `HOME ENERGY PROPOSAL
System price                     $26,460.00
Federal Tax Credit (30%)         -$7,938.00
Deposit paid                     -$1,000.00
Net cost after incentives        $17,522.00
Account balance                  -$240.00
Site latitude                    -35.0862`;

  it("reads a credit, a payment or a deposit printed with a minus as the sum it is", () => {
    expect(value(statement, field("tax_credit", "number", "Federal tax credit amount"))).toBe(7938);
    expect(value(statement, field("depositsPaid", "number"))).toBe(1000);
  });

  it("keeps the sign of a balance and of a figure that is no sum of money", () => {
    expect(value(statement, field("account_balance", "number"))).toBe(-240);
    expect(value(statement, field("site_latitude", "number"))).toBe(-35.0862);
  });
});

describe("a key that joins two names", () => {
  it("names each of them", () => {
    const doc = `Beginning Balance        $3,412.87
Deposits & Credits        $5,880.38
Withdrawals & Debits        $4,641.64
Ending Balance        $4,651.61`;
    expect(value(doc, field("tot_debits", "number", "Total of all debits"))).toBe(4641.64);
    expect(value(doc, field("total_credits", "number"))).toBe(5880.38);
  });
});

describe("what no value is", () => {
  it("takes no box caption or bracketed instruction for a value", () => {
    const form = `CO-APPLICANT
Co-applicant:        LAST NAME
Previous address:    (IF UNDER 2 YEARS AT THIS ADDRESS)`;
    expect(value(form, field("co_applicant_name", "string"))).toBeNull();
    expect(value(form, field("previous_address", "string"))).toBeNull();
  });

  it("takes no day of the month for an identifier, and no short figure for a VIN", () => {
    expect(value("Invoice No:       14th", field("invoice_number", "string"))).toBeNull();
    expect(value("VIN:                51832", field("vin", "string"))).toBeNull();
    expect(value("VIN: 1HGCM82633A004352", field("vin", "string"))).toBe("1HGCM82633A004352");
    // A VAT identification number has a VIN's initials, and none of its length.
    expect(value("USt-IdNr.: DE123456789", field("seller_vat_id", "string", "Seller's VAT identification number"))).toBe("DE123456789");
  });
});

describe("an address over several lines or cells", () => {
  it("reads the lines under its first line in the value's column, up to the next label", () => {
    const doc = `Client      Danielle Okafor              Invoice #   INV-0307
Address     2815 N. Willow Bend Ct       Breed       Collie
            Eagle, ID 83616              Weight      48 lb
Phone       (208) 555-0291`;
    expect(value(doc, field("client_address", "string"))).toBe("2815 N. Willow Bend Ct, Eagle, ID 83616");
  });

  it("reads the next cell of its line after a comma", () => {
    expect(value("Residential address:  14 BANKSIA ROAD,  MOSS VALE NSW 2577", field("address", "string"))).toBe(
      "14 BANKSIA ROAD, MOSS VALE NSW 2577",
    );
  });

  it("leaves a one-line address and the next label's value alone", () => {
    const doc = `Address     12 Harbour Road, Leith EH6 6AB
Phone       0131 496 0011`;
    expect(value(doc, field("address", "string"))).toBe("12 Harbour Road, Leith EH6 6AB");
  });
});

describe("a note in brackets in a label", () => {
  it("says how to fill the box in: the label names the field without it", () => {
    const doc = `PROPERTY IRREGULARITY REPORT (PIR)
Keep this copy and give your File Reference when you write to us.
FILE REFERENCE        DATE OF REPORT
YVRNP41872            15-Mar-2025
PASSENGER NAME (SURNAME, GIVEN)        FREQUENT FLYER NO.
MORRISON, ELEANOR J`;
    expect(value(doc, field("passenger_name", "string"))).toBe("MORRISON, ELEANOR J");
  });
});

describe("a name", () => {
  it("is no single dictionary noun: that is the label or heading of the name's box", () => {
    expect(value("Supplier name:   Title", field("supplier_name", "string"))).toBeNull();
    expect(value("Shipper:   SHIPPER", field("shipper", "string"))).toBeNull();
    expect(value("Licensee:  Pemberton & Rusk Engineering Ltd", field("licensee_name", "string"))).toBe("Pemberton & Rusk Engineering Ltd");
    expect(value("Customer name:  Okonkwo", field("customer_name", "string"))).toBe("Okonkwo");
    // A pet may be called by a dictionary word.
    expect(value("Patient name:  Biscuit", field("patient_name", "string"))).toBe("Biscuit");
  });
});

describe("a value under another object's heading", () => {
  it("is that object's, not another field's that reads the same label", () => {
    const doc = `ABOUT YOUR DOG
PET'S NAME        BREED
Biscuit           Cavalier King Charles Spaniel

EMERGENCY CONTACT (OTHER THAN OWNER)
Name: Nils Ekberg      Relationship: Brother     Phone: (971) 555-0264`;
    const out = extractWithRules(
      docFromText(doc),
      schema(
        { name: "dog", type: "object", fields: [field("name", "string")] },
        { name: "emergency_contact", type: "object", fields: [field("name", "string"), field("phone", "phone")] },
      ),
    ) as Record<string, Record<string, PrimitiveResult>>;
    expect(out.dog!.name!.value).not.toBe("Nils Ekberg");
    expect(out.emergency_contact!.name!.value).toBe("Nils Ekberg");
    expect(String(out.emergency_contact!.phone!.value).replace(/\D/g, "")).toMatch(/9715550264$/);
  });
});

describe("values that are no answer", () => {
  it("reads no identifier from a party's name (a number field holds a digit)", () => {
    const po = `PURCHASE ORDER PO-3391
Vendor: Northfield Valve Works Ltd.
Ship to: Ardent Pumps, 14 Quarry Lane, Leeds`;
    expect(value(po, field("vendor_quote_number", "string"))).toBeNull();
  });

  it("reads no identifier from an exchange rate's fraction", () => {
    const invoice = `FREIGHT INVOICE FI-2207
Rates applied: 1 USD = 0.9342 EUR · 1 CNY = 0.1307 EUR
Total: EUR 4,210.00`;
    expect(value(invoice, field("containerNumber", "string"))).toBeNull();
  });

  it("takes no heading in capitals for a label and its value", () => {
    const notice = `HARBOUR COUNTY CLERK
BOAT LICENCE RENEWAL REMINDER NOTICE
Licence No.: BL-77120
Hull colour: Blue`;
    expect(value(notice, field("boat_owner", "string"))).toBeNull();
    expect(value(notice, field("hull_colour", "string"))).toBe("Blue");
  });
});

describe("short forms", () => {
  it("reads the stem of an abbreviation as its word, and a noun as its verb", () => {
    const bill = `VESSEL        VOY. NO.        ORIGIN TERMINAL
MSC ALINA        112E        Valencia
Deliver to: Unit 4, Dock Road, Tilbury RM18 7EH`;
    expect(value(bill, field("voyage_no", "string"))).toBe("112E");
    expect(value(bill, field("delivery_address", "string"))).toBe("Unit 4, Dock Road, Tilbury RM18 7EH");
  });

  it("takes no currency code for a short form of a word", () => {
    const rates = "Conversion used for this statement: 1 CNY = 0.1391 USD and 1 JPY = 0.0066 USD.";
    expect(value(rates, field("container_count", "number"))).toBeNull();
  });
});

describe("deadlines in running text", () => {
  const letter = `Dear Ms Ferreira,
Thank you for choosing Larchmont Residences for your new home. To secure the apartment, please sign both copies
of the enclosed lease, initial each page of the house rules, and return one signed copy together with proof of
renters insurance to the leasing office no later than
March 14, 2025. Keys can be collected from the office on the day your tenancy begins.
The balance of the move-in costs, $1,250.00, is to be paid by the 1st day of April, 2025.`;

  it("reads the act due by a deadline anywhere in its sentence", () => {
    expect(value(letter, field("lease_return_deadline", "date", "Date by which the signed lease must be returned"))).toBe("2025-03-14");
    expect(value(letter, field("balance_due_date", "date"))).toBe("2025-04-01");
  });

  it("takes no deadline for a field its sentence does not speak of", () => {
    expect(value(letter, field("permit_deadline", "date", "Date by which the parking permit must be renewed"))).toBeNull();
  });
});

describe("the parties of an agreement as objects", () => {
  const agreement = `EQUIPMENT LICENCE AGREEMENT
This Equipment Licence Agreement is made on 9 June 2025 by and between Orrin Fieldworks Ltd, a Scotland private
limited company having its office at 12 Quayside, Aberdeen (the “Licensor”), and Tamsin Crane Hire LLC, a Nevada
limited liability company having its office at 2750 Sunridge Heights Pkwy, Henderson (the “Licensee”). The Licensor grants
the Licensee the use of the equipment listed in Schedule 1 for the Term.`;

  it("gives each object the party the agreement calls by its name", () => {
    const out = extractWithRules(
      docFromText(agreement),
      schema(
        {
          name: "licensee",
          type: "object",
          fields: [
            field("company_name", "string"),
            field("state_of_organization", "string", "State whose law the company was organized under"),
          ],
        },
        { name: "licensor", type: "object", fields: [field("name", "string")] },
      ),
    );
    const licensee = out.licensee as Record<string, PrimitiveResult>;
    expect(licensee.company_name!.value).toBe("Tamsin Crane Hire LLC");
    expect(licensee.state_of_organization!.value).toBe("Nevada");
    expect((out.licensor as Record<string, PrimitiveResult>).name!.value).toBe("Orrin Fieldworks Ltd");
  });

  it("gives the first and the other party in the order the agreement names them", () => {
    const out = extractWithRules(
      docFromText(agreement),
      schema(
        { name: "first_party", type: "object", fields: [field("legal_name", "string")] },
        { name: "counterparty", type: "object", description: "The other party", fields: [field("legal_name", "string")] },
      ),
    );
    expect((out.first_party as Record<string, PrimitiveResult>).legal_name!.value).toBe("Orrin Fieldworks Ltd");
    expect((out.counterparty as Record<string, PrimitiveResult>).legal_name!.value).toBe("Tamsin Crane Hire LLC");
  });
});

describe("whose contact details", () => {
  it("takes no letterhead's phone for a field that names someone, even a word WordNet knows first as a thing", () => {
    const report = `NORTHGATE BOILER INSPECTION LTD
Unit 4, Calder Park, Wakefield WF2 7AW
Tel: 01924 496 210
REPORT OF EXAMINATION — PRESSURE SYSTEM
Duty holder        Millbeck Dairy Co-operative
Site        Millbeck Lane, Otley LS21 2QX`;
    expect(value(report, field("dutyHolderPhone", "phone", "Contact telephone for the duty holder"))).toBeNull();
  });

  it("reads no bare 'Tel.' for a person's phone because a title below names them", () => {
    const form = `Harbourside Sleep Research Centre        Study HSR-88
Tel. 0117 496 0442 · study@hsrc.example        Form 2 of 6
Volunteer Screening Questionnaire
Volunteer initials        K.M.        Date        12 May 2025`;
    expect(value(form, field("volunteer_phone", "phone", "Volunteer's contact number"))).toBeNull();
  });
});

describe("a list under a heading that names the array", () => {
  it("reads each line of the list up to its total, cells by type", () => {
    const statement = `STATEMENT OF ACCOUNT
Boarding fees        $840.00
REIMBURSABLE EXPENSES
Farrier visit (2 @ $65.00)        $130.00
Worming paste        $18.50
Hay delivery – Ridgeway Forage        $96.00
Total reimbursable expenses        $244.50
Payment is due within 14 days.`;
    expect(
      rows(statement, [field("amount", "number"), field("item", "string")], "reimbursable_expenses", "Expenses paid on the owner's behalf"),
    ).toEqual([
      { amount: 130, item: "Farrier visit (2 @ $65.00)" },
      { amount: 18.5, item: "Worming paste" },
      { amount: 96, item: "Hay delivery – Ridgeway Forage" },
    ]);
  });
});

describe("rows of box labels with notes in brackets", () => {
  it("reads a row of labels as a header though one label carries a long note", () => {
    const form = `APPLICATION FOR A HOME OCCUPATION PERMIT
NAME                   HOME ADDRESS (STREET AND NUMBER; NO PO BOXES)     PHONE
Imelda Sorensen        88 Tamarack Court, Bend, OR 97701                 (541) 555-0173
NATURE OF BUSINESS (DESCRIBE IN 1 OR 2 LINES)        YEARS AT ADDRESS
Hand-bound notebooks                                 6 years`;
    expect(value(form, field("applicant_name", "string"))).toBe("Imelda Sorensen");
    expect(value(form, field("home_address", "string"))).toBe("88 Tamarack Court, Bend, OR 97701");
  });

  it("takes no box label a pack reads beside another label for a name", () => {
    const ticket = `PLEDGOR
NAME                        RESIDENCE ADDRESS
Ms Carys Wynne-Jones        14 Orchard Row, Hereford HR1 2QP
DOB                         PHONE
14/02/1991                  07700 900 218`;
    const out = extractWithRules(docFromText(ticket), schema({ name: "customer", type: "object", fields: [field("name", "string")] }));
    expect((out.customer as Record<string, PrimitiveResult>).name!.value).toBe("Carys Wynne-Jones");
  });
});

describe("a range in running text", () => {
  it("reads the ends of a range whose dates open with their weekdays, said by the description's words", () => {
    const letter = `Thank you for your booking. Our crew will erect the marquee on the east lawn, and it will stand
there from Friday 6 June 2025 to Sunday 8 June 2025, with collection the following morning.`;
    expect(value(letter, field("rental_start", "date", "First day the marquee stands on the lawn"))).toBe("2025-06-06");
    expect(value(letter, field("rental_end", "date", "Last day the marquee stands on the lawn"))).toBe("2025-06-08");
  });
});

describe("who signed a letter", () => {
  const letter = `Ashgrove Surveyors
Dear Mr Pellow,
Thank you for instructing us. Our survey of the roof found two slipped tiles and no structural damage.
Yours sincerely,
R. Okafor
Rebecca Okafor MRICS
Senior Building Surveyor
for and on behalf of Ashgrove Surveyors Ltd`;

  it("reads the typed name under the close, past the signature, and the title under it", () => {
    expect(value(letter, field("surveyor", "string", "Name of the surveyor who signed the report"))).toBe("Rebecca Okafor MRICS");
    const out = extractWithRules(
      docFromText(letter),
      schema({
        name: "author",
        type: "object",
        description: "Surveyor who signed the letter",
        fields: [field("name", "string"), field("title", "string")],
      }),
    );
    const author = out.author as Record<string, PrimitiveResult>;
    expect(author.name!.value).toBe("Rebecca Okafor MRICS");
    expect(author.title!.value).toBe("Senior Building Surveyor");
  });

  it("takes no letter's signer for one who signed for another party", () => {
    expect(value(letter, field("received_by", "string", "Who signed for the parcel when it arrived"))).toBeNull();
  });
});

describe("how long a thing lasts", () => {
  const lease = `9. TERM. This Lease lasts for a term of four (4) years starting on the Commencement Date.
10. SURVIVAL. The indemnities the Tenant gives under Section 14 of
this Lease remain enforceable for nine (9) months once the Lease ends.`;

  it("reads the agreement's own term, not that of a clause the agreement holds", () => {
    expect(value(lease, field("term", "string", "Duration of the lease"))).toBe("4 years");
    const clauseOnly = lease.split("\n").slice(1).join("\n");
    expect(value(clauseOnly, field("term", "string", "Duration of the lease"))).toBeNull();
  });
});

describe("a length of time with a trade's own kind of day", () => {
  const recap = `HIRE RATE         EUR 410.00 PDPR
Hire to be paid 15 days in advance. Redelivery notice: vessel to give 10 clear days notice of redelivery.
Payment of the final hire within three banking days after redelivery.`;

  it("reads the figure before any words that say which days count, and never a sum of money", () => {
    expect(value(recap, field("notice_days", "number", "Days of notice of redelivery"))).toBe(10);
    expect(value(recap, field("final_hire_payment_days", "number", "Days after redelivery within which the final hire is paid"))).toBe(3);
    expect(value(recap, field("hire_rate_days", "number"))).not.toBe(410);
  });
});

describe("whose phone the letterhead prints", () => {
  const ticket = `NORTHGATE BIKE WORKS        14 Canal Street, Leeds LS1 4AB
Tel. 0113 496 0572 · workshop@northgatebikes.example
Repair Ticket
Ticket No: RT-30917        Date: 02/06/2025
Customer: Imogen Falk
Bike: Trek Domane AL 2, frame 56 cm
Contact number        07700 900418`;

  // (The postcode says the document is British: its numbers read in international form.)
  it("gives a customer's phone from the customer's lines, never the issuer's letterhead", () => {
    const out = extractWithRules(
      docFromText(ticket),
      schema({ name: "customer", type: "object", fields: [field("name", "string"), field("phone", "phone")] }),
    );
    expect((out.customer as Record<string, PrimitiveResult>).phone!.value).not.toBe("+441134960572");
    expect(value(ticket, field("mobile", "phone", "Customer's mobile number"))).not.toBe("+441134960572");
  });

  it("still gives the issuer's own phone from the letterhead, its customer service's too", () => {
    expect(value(ticket, field("shop_phone", "phone"))).toBe("+441134960572");
    expect(value(ticket, field("customer_service_phone", "phone"))).toBe("+441134960572");
  });
});

describe("lengths and rates of time", () => {
  it("reads no length from the decimals of a larger figure", () => {
    const log = "The next inspection falls due at 5,127.4 airframe hours or on 2 July 2026, whichever comes first.";
    expect(value(log, field("airframe_hours", "number", "Total hours flown by the airframe"))).not.toBe(4);
  });

  it("takes a sum per day as a sum, not a number of days", () => {
    const loan = "Prepaid interest        $58.41 per day for 12 days        $700.92";
    expect(value(loan, field("prepaid_interest_per_day", "number", "Daily prepaid interest amount"))).toBe(58.41);
  });
});

describe("a deed said with its verb", () => {
  it("reads the date of a deed from a sentence that says it with its verb, in any form of the verb", () => {
    const statement = `Rent received for June        £1,250.00
The net sum of £1,038.50 was paid to the account ending 7734 on 11/07/2024 via BACS.`;
    expect(value(statement, field("payment_date", "date", "Date the money was paid out"))).toBe("2024-07-11");
    const note = "Goods delivered to site by our own carrier on 14 June 2024. Please check them within 7 days.";
    expect(value(`Order placed 2 June 2024\n${note}`, field("delivery_date", "date"))).toBe("2024-06-14");
  });
  it("keeps a word of a thing apart from its verb: a description is not what a sentence describes", () => {
    const notice = `The vehicle described below was cited for a violation of Bayside Municipal Code 10.36.
Plate        Violation Code        Description
7JRT219      BMC 10.36             EXPIRED METER`;
    expect(value(notice, field("violation_description", "string"))).toBe("EXPIRED METER");
  });
});

describe("who signs for a party of an agreement", () => {
  const agreement = `SERVICES AGREEMENT
This Services Agreement is made between Orchard Lane Bakeries Ltd (the "Customer") and Tidewater
Refrigeration Services LLP (the "Contractor").
1. Services. The Contractor shall service the Customer's cold rooms every quarter.
Signed for the parties:
ORCHARD LANE BAKERIES LTD                    TIDEWATER REFRIGERATION SERVICES LLP
Signature                                    Signature
Name: Beatrix Holloway                       Name: Samuel Achterberg
Title: Operations Director                   Title: Managing Partner`;

  it("reads the name and title under the party's name, in its column, not the party's own name", () => {
    const out = extractWithRules(
      docFromText(agreement),
      schema({
        name: "contractor_signatory",
        type: "object",
        description: "Who signs the agreement for the contractor",
        fields: [field("name", "string"), field("title", "string")],
      }),
    );
    const signatory = out.contractor_signatory as Record<string, PrimitiveResult>;
    expect(signatory.name!.value).toBe("Samuel Achterberg");
    expect(signatory.title!.value).toBe("Managing Partner");
  });
});

describe("a key that says what the pack's label does not", () => {
  it("takes the date the field's own word names over the document's plain date", () => {
    const sow = `STATEMENT OF WORK No. 3
Date: February 17, 2025
This Statement of Work is issued under the Framework Services Agreement between the parties dated
January 8, 2025 (the "FSA"). Work starts on March 3, 2025.`;
    expect(value(sow, field("fsa_date", "date", "Date of the framework agreement"))).toBe("2025-01-08");
    expect(value(sow, field("sow_date", "date", "Date of the statement of work"))).toBe("2025-02-17");
  });
});

describe("what a form prints for its reader", () => {
  it("takes no marking or question for anyone's name", () => {
    const letter = `HARTWELL & PIKE LLP        12 Cheapside, London EC2V 6AA
3 March 2025
PRIVILEGED AND CONFIDENTIAL
Ms. Odile Marchetti
Marchetti Ceramics Ltd
41 Pottery Lane, Stoke-on-Trent ST4 7QB
Dear Ms. Marchetti,`;
    expect(value(letter, field("client", "string"))).not.toBe("PRIVILEGED AND CONFIDENTIAL");
    const form = `Library card application
Occupation:        Under 18?
Guardian name:        OFFICE USE ONLY`;
    expect(value(form, field("occupation", "string", "Applicant's occupation"))).toBeNull();
    expect(value(form, field("guardian_name", "string"))).toBeNull();
  });
});

describe("words that are names in JavaScript", () => {
  it("reads a document and a schema whose words are Object's own members", () => {
    const doc = `Site constructor: Halden Build Ltd
toString valueOf: 12 hasOwnProperty
Valid until: 3 May 2025`;
    const out = extractWithRules(
      docFromText(doc),
      schema(field("constructor_days", "number"), field("valid_until", "date"), field("toString", "string")),
    );
    expect((out.valid_until as PrimitiveResult).value).toBe("2025-05-03");
  });
});

describe("a number with a phone number's length", () => {
  it("takes no meter number for an unlabelled phone, and reads a British number where the postcode is British", () => {
    const bill = `Northgate Water Ltd, 2 Canal Wharf, Leeds LS11 5PS
Meter serial: 7218833502
Any questions? Ring us on 0330 088 4410 (weekdays 9am-5pm).`;
    expect(value(bill, field("supplier_phone", "phone", "Customer service number"))).toBe("+443300884410");
  });
});

describe("a label and its number in brackets", () => {
  it("reads the identifier a bracket labels beside a name", () => {
    const caption = `Harriet O. Lindqvist (SBN 305512)
LINDQVIST LAW GROUP
Attorney for Defendant`;
    expect(value(caption, field("attorney_bar_no", "string", "The defendant's attorney's state bar number"))).toBe("305512");
  });
});

describe("a statement's row labelled by a clause", () => {
  it("keys the amount by the clause's words, however many small words it holds", () => {
    const doc = `LOAN PAYOFF STATEMENT
Loan number: 7730-118
The unpaid principal balance of the loan as of the statement date is        $182,440.19
Interest accrued since the last scheduled payment was received will be        $612.07
Late charges assessed and not yet paid        $45.00`;
    expect(value(doc, field("accrued_interest", "number", "Interest accrued since the last payment"))).toBe(612.07);
    expect(value(doc, field("unpaid_principal", "number", "Unpaid principal balance"))).toBe(182440.19);
  });
});

describe("two values of one concept", () => {
  it("does not give the original sum to the revised one as well", () => {
    const doc = `SUBCONTRACT VALUE SUMMARY
Original Subcontract Sum        $412,000.00
Approved changes to date        $18,250.00
Retainage held        $21,512.50`;
    const fields = [field("original_subcontract_sum", "number"), field("revised_subcontract_sum", "number")];
    const result = extractWithRules(docFromText(doc), schema(...fields));
    expect((result.original_subcontract_sum as PrimitiveResult).value).toBe(412000);
    expect((result.revised_subcontract_sum as PrimitiveResult).value).toBeNull();
  });
});

describe("a sentence that says the field twice", () => {
  it("reads a figure whose name's word and description's word both stand by it", () => {
    const doc = `WESTBROOK MIDDLE SCHOOL
Letter of attendance
This letter confirms that Maya Lindqvist attends Westbrook Middle School. She is presently in Grade 7 and has attended since September 2022.`;
    expect(value(doc, field("grade_lvl", "number", "Present grade of the pupil"))).toBe(7);
  });

  it("takes no word of a synonym of several words for the field's word: 'Number' does not say `pt`", () => {
    const doc = `SPONSOR CONFIRMATION
Our company will collect the monthly fee by direct debit under Service User Number 418832 from the account ending 4412.`;
    expect(value(doc, field("pt_sessions", "number", "Number of personal training sessions the member gets"))).toBeNull();
  });
});

describe("the document's title", () => {
  it("says what the document's own date is of", () => {
    const doc = `NORTHSHORE FIRST AID ACADEMY
CERTIFICATE OF COMPLETION
This is to certify that Priya Natarajan
attended the Emergency First Aid at Work course
and was awarded this certificate on 14 June 2024.
Certificate number: NFA-24-0612`;
    expect(value(doc, field("completion_date", "date", "Date on which the course was completed"))).toBe("2024-06-14");
  });
});

describe("whose letterhead it is", () => {
  const studio = `HARBOUR LIGHT STUDIO
FAMILY & PORTRAIT PHOTOGRAPHY
2 Quay Street, Whitby YO21 1DH   T: 01947 600 218   E: studio@harbourlight.example

Portrait Session Agreement
Client: Amelia Hart
Session date: 12 October 2024
Location: West Cliff gardens
Package: Family classic, 20 edited images
Fee: £340.00
Deposit paid: £100.00
The balance is due on the day of the session.
Images are delivered by online gallery within 21 days.
The studio keeps the copyright in all images.
The client may print the images for personal use.
Cancellation within 7 days of the session forfeits the deposit.
Signed for the studio: K. Marsh
Signed by the client: A. Hart
Date: 1 September 2024`;
  const ticket = `GRANITE STATE FUEL CO.
Heating Oil · Propane · Service        Ph (603) 555-0142
DELIVERY TICKET        Ticket No.: T-44120

Customer: Ruth Keane
Address: 8 Birch Lane, Concord, NH 03301
Gallons delivered: 182.4
Price per gallon: $3.899
Total: $711.18
Driver: P. Alvarez
Tank gauge before: 1/4
Tank gauge after: 7/8
Payment due within 30 days.
Thank you for your business.
Next delivery estimated in 6 weeks.
Keep this ticket for your records.
Questions? Call the office during business hours.
Burner service available on request.
Tank inspections every 2 years.`;

  it("reads the number of one the letterhead names by trade, and not the client's", () => {
    const result = extractWithRules(
      docFromText(studio),
      schema(
        { name: "photographer", type: "object", fields: [field("phone", "phone")] },
        field("clientPhone", "phone", "Client's phone number"),
      ),
    );
    expect(((result.photographer as Record<string, PrimitiveResult>).phone as PrimitiveResult).value).toBe("+441947600218");
    expect((result.clientPhone as PrimitiveResult).value).toBeNull();
  });

  it("gives the letterhead's number to the field whose description names its owner, not to the customer's", () => {
    const result = extractWithRules(
      docFromText(ticket),
      schema(field("supplier_phone", "phone", "Fuel company's phone number"), {
        name: "customer",
        type: "object",
        fields: [field("name", "string"), field("contact_number", "phone")],
      }),
    );
    expect((result.supplier_phone as PrimitiveResult).value).toBe("+16035550142");
    expect(((result.customer as Record<string, PrimitiveResult>).contact_number as PrimitiveResult).value).toBeNull();
  });

  it("takes a firm's letterhead for the employer's number", () => {
    const letter = `NORTHWIND ANALYTICS LTD.
4 Canal Wharf, Leeds LS11 5PS · Tel. 0113 496 0771 · www.northwind.example

12 March 2024
Ms. Hana Sato
22 Elm Grove, Leeds LS6 2AB
Dear Ms. Sato,
I am writing to offer you a role as Data Engineer.
Your start date will be 2 April 2024.
Your salary will be £48,000 per year.
Kindly countersign this letter and send it back to us.
Yours sincerely,
Tom Reid
Head of People`;
    expect(value(letter, field("employer_phone", "phone"))).toBe("+441134960771");
  });
});

describe("a row of figures under a header", () => {
  it("reads the figure under the column the field names, not the row's first figure", () => {
    const doc = `ACME PAYROLL SERVICES
Earnings statement

Earnings                Hours       Rate        Current       Year to date
Regular pay             80.00       26.50       2,120.00     10,600.00
Overtime                 4.00       39.75         159.00        477.00
Gross pay               84.00                   2,279.00     11,077.00`;
    expect(value(doc, field("gross_pay", "number", "Gross pay for the current period"))).toBe(2279);
  });

  it("takes no month's year in a row's label for its figure", () => {
    const doc = `LANDLORD STATEMENT
Date          Description                      Income        Expenditure      Balance
01/06/2024    Rent received - June 2024        £980.00                        £980.00
03/06/2024    Gutter repair                                  £120.00          £860.00`;
    expect(value(doc, field("rent_received", "number"))).toBe(980);
  });
});
