import { us, usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const repairOrder: GenDoc = {
  id: "automotive-repair-order",
  trade: "automotive",
  title: "Auto repair order, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "repair_order", description: "Repair order from an auto service shop" },
  fields: [
    S("ro_number", "Repair order number", "RO-58814", "above", "abbrev"),
    S("customer_name", "", "Benjamin Ward", "inline", "label"),
    P("customer_phone", "", "(919) 555-0112", "inline", "label"),
    S("vin", "", "1FMCU0GD5HUA81422", "inline", "label"),
    N("odometer", "Mileage when the car came in", 96318, "inline", "synonym"),
    A(
      "service_lines",
      "Work performed",
      "label",
      [
        ["description", "string", ""],
        ["total", "number", "Line total"],
      ],
      [
        ["Replace front brake pads and rotors", 381.4],
        ["Replace serpentine belt", 146.45],
        ["Oil and filter change, 5W-20 synthetic", 63.2],
      ],
    ),
    N("tax_amt", "Sales tax", 19.83, "gap", "abbrev"),
    N("total", "", 640.43, "gap", "label"),
    S("technician", "Technician who did the work", null, "-", "label"),
    D("next_service_due", "Date the next service is due", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 50 });
    s.row(
      [
        [50, "RIDGEWAY AUTO SERVICE"],
        [360, "REPAIR ORDER"],
      ],
      16,
    );
    s.row(
      [
        [50, "1830 Capital Blvd, Raleigh, NC 27604"],
        [360, "# RO-58814"],
      ],
      11,
    );
    s.line("(919) 555-0190 - NC Inspection Station 4471", { size: 11 });
    s.gap(10);
    s.grid(
      [
        [50, 130],
        [320, 400],
      ],
      [
        [
          ["Customer:", "Benjamin Ward"],
          ["Date:", "10/14/2024"],
        ],
        [
          ["Phone:", "(919) 555-0112"],
          ["Advisor:", "Kim L."],
        ],
        [
          ["Vehicle:", "2017 Ford Escape SE"],
          ["Tag #:", "NC JRT-4418"],
        ],
        [
          ["VIN:", "1FMCU0GD5HUA81422"],
          ["Mileage In:", "96,318"],
        ],
      ],
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Line" },
        { x: 85, header: "Description" },
        { x: 390, header: "Parts", align: "right" },
        { x: 460, header: "Labor", align: "right" },
        { x: 540, header: "Total", align: "right" },
      ],
      [
        ["A", "Replace front brake pads and rotors", us(186.4), us(195), us(381.4)],
        ["B", "Replace serpentine belt", us(48.95), us(97.5), us(146.45)],
        ["C", "Oil and filter change, 5W-20 synthetic", us(38.2), us(25), us(63.2)],
      ],
    );
    s.gap(10);
    s.row([
      [330, "Parts"],
      [-540, us(273.55)],
    ]);
    s.row([
      [330, "Labor"],
      [-540, us(317.5)],
    ]);
    s.row([
      [330, "Shop Supplies"],
      [-540, us(29.55)],
    ]);
    s.row([
      [330, "Tax 7.25%"],
      [-540, us(19.83)],
    ]);
    s.row(
      [
        [330, "TOTAL"],
        [-540, usd(640.43)],
      ],
      13,
    );
    s.gap(12);
    s.para("Recommended: rear brakes at 40% - recheck at next oil change. Coolant slightly low, topped off.", { size: 11 });
    s.para("Warranty: 12 months / 12,000 miles on parts and labor. Not responsible for items left in vehicle.", { size: 10 });
    s.gap(10);
    s.row(
      [
        [50, "Customer signature: B. Ward"],
        [330, "Paid: VISA 10/14/2024"],
      ],
      11,
    );
    return [s];
  },
};

const inspection: GenDoc = {
  id: "automotive-prepurchase-inspection",
  trade: "automotive",
  title: "Pre-purchase vehicle inspection report (Canada)",
  format: "pdf",
  schema: { name: "vehicle_inspection", description: "Used vehicle inspection report" },
  fields: [
    D("inspection_date", "", "2024-05-21", "columns", "label"),
    S("vin", "", "JM3KFBDM5G0741158", "columns", "label"),
    N("odo_km", "Odometer reading in km", 112480, "columns", "abbrev"),
    A(
      "tires",
      "Tire tread depths",
      "synonym",
      [
        ["position", "string", ""],
        ["tread_mm", "number", "Tread depth in mm"],
      ],
      [
        ["LF", 6.5],
        ["RF", 6],
        ["LR", 7],
        ["RR", 7],
      ],
    ),
    S("overall_rating", "Overall condition rating", "Good (B)", "gap", "synonym"),
    N("estimated_repairs", "Estimated cost of recommended repairs", 1340, "gap", "label"),
    S("insp_lic_no", "Inspector's licence number", "T-30118", "inline", "abbrev"),
    S("accident_history", "", null, "-", "label"),
    S("stock_number", "Dealer stock number", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Laurentian Auto Inspection"],
        [-545, "PRE-PURCHASE INSPECTION REPORT"],
      ],
      13,
    );
    s.line("5120 boul. Métropolitain Est, Montréal QC H1R 1Z7  |  514-555-0121  |  www.laurentian-inspect.ca", { size: 8 });
    s.gap(10);
    s.grid(
      [
        [50, 140],
        [310, 400],
      ],
      [
        [
          ["Inspection Date", "2024-05-21"],
          ["Report #", "PPI-24-1187"],
        ],
        [
          ["Vehicle", "2016 Mazda CX-5 GS AWD"],
          ["Colour", "Soul Red"],
        ],
        [
          ["VIN", "JM3KFBDM5G0741158"],
          ["Odometer", "112,480 km"],
        ],
        [
          ["Requested by", "Olivia Tremblay (buyer)"],
          ["Seller", "Private - Laval, QC"],
        ],
      ],
    );
    s.gap(10);
    s.line("TIRES", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Position" },
        { x: 170, header: "Tread (mm)", align: "right" },
        { x: 260, header: "Pressure (psi)", align: "right" },
        { x: 290, header: "Brand / Size" },
      ],
      [
        ["LF", "6.5", "35", "Michelin CrossClimate2 225/65R17"],
        ["RF", "6.0", "35", "Michelin CrossClimate2 225/65R17"],
        ["LR", "7.0", "34", "Michelin CrossClimate2 225/65R17"],
        ["RR", "7.0", "34", "Michelin CrossClimate2 225/65R17"],
      ],
    );
    s.gap(10);
    s.line("FINDINGS", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "System" },
        { x: 170, header: "Condition" },
        { x: 260, header: "Notes" },
        { x: 545, header: "Est. Cost", align: "right" },
      ],
      [
        ["Brakes", "Fair", "Rear pads 3 mm, rotors lipped - replace rear", "C$480.00"],
        ["Suspension", "Fair", "Front sway bar links loose", "C$260.00"],
        ["Engine", "Good", "Minor oil seep at valve cover gasket", "C$600.00"],
        ["Body", "Good", "Stone chips on hood, no rust perforation", "-"],
        ["Electrical", "Good", "Battery tested 610 CCA (rated 550)", "-"],
      ],
    );
    s.gap(10);
    s.row(
      [
        [50, "Overall Rating"],
        [160, "Good (B)"],
      ],
      11,
    );
    s.row(
      [
        [50, "Estimated Repairs"],
        [160, "C$1,340.00"],
      ],
      11,
    );
    s.gap(10);
    s.para(
      "This inspection is a visual and mechanical evaluation performed at the time of the appointment and does not guarantee future performance. No disassembly was performed. A vehicle history report was not part of this inspection; we recommend obtaining one before purchase.",
      { size: 8.5 },
    );
    s.gap(8);
    s.line("Inspected by: Mathieu Gagnon, Licensed Technician   Licence No.: T-30118");
    return [s];
  },
};

const billOfSale: GenDoc = {
  id: "automotive-bill-of-sale",
  trade: "automotive",
  title: "Private motor vehicle bill of sale",
  format: "pdf",
  schema: { name: "vehicle_bill_of_sale", description: "Private sale of a used vehicle" },
  fields: [
    N("sale_amt", "Price paid for the vehicle", 11500, "prose", "abbrev"),
    S("seller_name", "", "Harold J. Brennan", "prose", "label"),
    S("buyer_name", "", "Marisol Vega", "prose", "label"),
    D("sale_date", "Date of the sale", "2024-06-02", "prose", "synonym"),
    N("odometer", "Odometer reading", 148902, "prose", "label"),
    S("vin", "", "3TMLU4EN9EM148813", "columns", "label"),
    S("make", "", "Toyota", "columns", "label"),
    S("county", "", "Travis", "prose", "label"),
    S("lien_holder", "Lienholder", null, "-", "synonym"),
    P("buyer_phone", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("MOTOR VEHICLE BILL OF SALE", { size: 15, center: true });
    s.line("State of Texas", { size: 10, center: true });
    s.gap(14);
    s.para(
      'For the sum of Eleven Thousand Five Hundred Dollars ($11,500.00), paid in full by cashier\'s check, I, Harold J. Brennan ("Seller"), of 4407 Shoal Creek Blvd, Austin, Texas 78756, hereby sell and transfer to Marisol Vega ("Buyer"), of 1209 E 7th Street, Austin, Texas 78702, the following motor vehicle:',
    );
    s.grid(
      [
        [70, 150],
        [320, 400],
      ],
      [
        [
          ["Year", "2014"],
          ["Make", "Toyota"],
        ],
        [
          ["Model", "Tacoma"],
          ["Body Type", "Double Cab pickup"],
        ],
        [
          ["Color", "Silver"],
          ["Plate", "TX HGV-2281"],
        ],
        [
          ["VIN", "3TMLU4EN9EM148813"],
          ["Title No.", "14108839201774"],
        ],
      ],
    );
    s.gap(8);
    s.para(
      "The Seller certifies that the odometer reading of 148,902 miles on the date of sale, June 2, 2024, reflects the actual mileage of the vehicle to the best of the Seller's knowledge. The sale takes place in Travis County, Texas.",
    );
    s.para(
      'The Seller warrants that he is the legal owner of the vehicle, that it is free of all liens and encumbrances, and that he has the full right to sell it. The vehicle is sold "AS IS", with no warranty as to its condition, express or implied. The Buyer is responsible for registration and title transfer within 30 days.',
    );
    s.gap(20);
    s.row(
      [
        [50, "SELLER"],
        [320, "BUYER"],
      ],
      10.5,
    );
    s.row([
      [50, "Signature: H. J. Brennan"],
      [320, "Signature: M. Vega"],
    ]);
    s.row([
      [50, "Printed name: Harold J. Brennan"],
      [320, "Printed name: Marisol Vega"],
    ]);
    s.row([
      [50, "Phone: (512) 555-0181"],
      [320, "Driver's license: TX 30884172"],
    ]);
    s.gap(20);
    s.line("NOTARY ACKNOWLEDGMENT (optional)", { size: 10 });
    s.para("Subscribed and sworn before me on this ____ day of __________, 20__. Notary Public, State of Texas: ____________________", {
      size: 9,
    });
    return [s];
  },
};

export const AUTOMOTIVE: GenDoc[] = [repairOrder, inspection, billOfSale];
