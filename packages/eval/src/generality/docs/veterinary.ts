import { usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, O, P, S } from "../spec.ts";

const rabiesCertificate: GenDoc = {
  id: "veterinary-rabies-certificate",
  trade: "veterinary",
  title: "Rabies vaccination certificate, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "rabies_certificate", description: "Rabies vaccination certificate" },
  fields: [
    O("pet", "The vaccinated animal", [
      S("name", "", "Biscuit", "above", "label"),
      S("species", "", "Dog", "above", "label"),
      S("breed", "", "Beagle mix", "above", "label"),
    ]),
    S("owner_name", "", "Sarah Lindgren", "above", "label"),
    D("vacc_date", "Date the vaccine was given", "2024-04-18", "above", "abbrev"),
    D("next_due", "When the next vaccination is due", "2027-04-18", "above", "synonym"),
    S("tag_no", "Rabies tag number", "24-33810", "above", "abbrev"),
    S("lot_number", "Vaccine lot number", "A784512", "above", "abbrev"),
    S("vet", "Veterinarian", "Dr. Alan Pryce, DVM", "inline", "abbrev"),
    S("microchip", "Microchip number", null, "-", "label"),
    S("dog_license_no", "Dog license number issued by the town", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 50 });
    s.line("RABIES VACCINATION CERTIFICATE", { size: 17, center: true });
    s.line("Green Mountain Veterinary Clinic - 77 Elm St, Montpelier, VT 05602 - (802) 555-0104", { size: 10, center: true });
    s.gap(14);
    const o = { labelSize: 10 };
    s.line("OWNER", { size: 12 });
    s.boxes(
      [
        [50, "Owner Name", "Sarah Lindgren"],
        [300, "Phone", "(802) 555-0109"],
      ],
      o,
    );
    s.boxes([[50, "Address", "12 Barre St, Montpelier, VT 05602"]], o);
    s.gap(4);
    s.line("ANIMAL", { size: 12 });
    s.boxes(
      [
        [50, "Name", "Biscuit"],
        [170, "Species", "Dog"],
        [290, "Breed", "Beagle mix"],
        [430, "Sex", "MN"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Age", "4 yrs"],
        [170, "Color", "Tricolor"],
        [290, "Weight", "24 lb"],
        [430, "Size", "Medium"],
      ],
      o,
    );
    s.gap(4);
    s.line("VACCINE", { size: 12 });
    s.boxes(
      [
        [50, "Manufacturer", "Zoetis"],
        [200, "Product", "Defensor 3"],
        [350, "Serial/Lot No.", "A784512"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Lot Expiration", "05/2026"],
        [200, "Vaccination Type", "3 Year (booster)"],
        [350, "Route", "IM, right hind"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "Date Vaccinated", "04/18/2024"],
        [200, "Next Vaccination Due", "04/18/2027"],
        [370, "Rabies Tag No.", "24-33810"],
      ],
      o,
    );
    s.gap(10);
    s.line("Veterinarian: Dr. Alan Pryce, DVM      License No. VT-1182");
    s.line("Signature: A. Pryce");
    s.gap(14);
    s.para(
      "Keep this certificate as proof of vaccination. Vermont law requires dogs, cats and ferrets to be vaccinated against rabies and dogs to be licensed by April 1 each year.",
      { size: 10 },
    );
    return [s];
  },
};

const LINES: [string, string, number][] = [
  ["EXW", "Wellness exam", 78],
  ["VFV", "FVRCP vaccine", 42.5],
  ["LFE", "Fecal analysis", 36],
  ["DEN2", "Dental cleaning with anesthesia", 485],
  ["RXRP", "Revolution Plus, 6 doses", 118.9],
];
const SUBTOTAL = LINES.reduce((s, l) => s + l[2], 0);

const vetInvoice: GenDoc = {
  id: "veterinary-visit-invoice",
  trade: "veterinary",
  title: "Veterinary visit summary and invoice (Canada)",
  format: "pdf",
  schema: { name: "vet_invoice", description: "Vet clinic visit invoice" },
  fields: [
    S("owner_name", "Client", "Thomas Achebe", "columns", "synonym"),
    S("pet_name", "Name of the patient (animal)", "Luna", "columns", "synonym"),
    D("visit_date", "", "2024-08-15", "columns", "label"),
    N("wt_kg", "Weight of the animal", 4.8, "columns", "abbrev"),
    A(
      "line_items",
      "Services and products",
      "label",
      [
        ["description", "string", ""],
        ["amount", "number", ""],
      ],
      LINES.map((l) => [l[1], l[2]]),
    ),
    N("gst", "GST amount", 38.02, "gap", "abbrev"),
    N("total", "Invoice total", 798.42, "gap", "label"),
    S("attending_vet", "Veterinarian who saw the animal", "Dr. Mei Lin Tsang", "inline", "synonym"),
    D("next_rabies_due", "When the rabies vaccine is next due", "2025-03-02", "table", "synonym"),
    S("insurance_claim_no", "Pet insurance claim number", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Maple Grove Animal Hospital"],
        [-545, "Visit Summary & Invoice"],
      ],
      14,
    );
    s.line("2280 Dundas St W, Toronto ON M6R 1X3  |  416-555-0138  |  GST/HST # 81442 7719 RT0001", { size: 8 });
    s.gap(12);
    s.grid(
      [
        [50, 110],
        [310, 380],
      ],
      [
        [
          ["Client", "Thomas Achebe"],
          ["Invoice", "INV-2024-10388"],
        ],
        [
          ["Client ID", "10442"],
          ["Visit Date", "2024-08-15"],
        ],
        [
          ["Patient", "Luna"],
          ["Species", "Feline - DSH, spayed F"],
        ],
        [
          ["Born", "2019-06-03"],
          ["Weight", "4.8 kg"],
        ],
      ],
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Code" },
        { x: 100, header: "Description" },
        { x: 380, header: "Qty", align: "right" },
        { x: 470, header: "Amount", align: "right" },
      ],
      LINES.map((l) => [l[0], l[1], "1", usd(l[2])]),
    );
    s.gap(6);
    s.row([
      [330, "Subtotal"],
      [-470, usd(SUBTOTAL)],
    ]);
    s.row([
      [330, "GST 5%"],
      [-470, usd(38.02)],
    ]);
    s.row(
      [
        [330, "Total"],
        [-470, usd(798.42)],
      ],
      10.5,
    );
    s.row([
      [330, "Visa ****2291"],
      [-470, usd(-798.42)],
    ]);
    s.row([
      [330, "Balance"],
      [-470, usd(0)],
    ]);
    s.gap(10);
    s.line("Attending: Dr. Mei Lin Tsang");
    s.gap(6);
    s.para(
      "Notes: Grade 2 dental tartar, two teeth (307, 407) extracted under anesthesia. Recovery uneventful. Soft food for 5 days; recheck in 10 days, no charge. Fecal negative.",
    );
    s.line("UPCOMING REMINDERS", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Reminder" },
        { x: 300, header: "Due" },
      ],
      [
        ["Rabies vaccine (1 year)", "2025-03-02"],
        ["FVRCP vaccine", "2025-08-15"],
        ["Wellness exam", "2025-08-15"],
      ],
    );
    s.gap(8);
    s.line("Thank you for trusting us with Luna's care!", { size: 9 });
    return [s];
  },
};

const boardingAgreement: GenDoc = {
  id: "veterinary-boarding-checkin",
  trade: "veterinary",
  title: "Pet boarding reservation and check-in form",
  format: "pdf",
  schema: { name: "boarding_checkin", description: "Kennel boarding check-in" },
  fields: [
    S("pet_name", "", "Maximus", "above", "label"),
    D("check_in", "Drop-off date", "2024-12-20", "above", "synonym"),
    D("check_out", "Pick-up date", "2025-01-02", "above", "synonym"),
    S("kennel_no", "Kennel / run number", "B-14", "above", "abbrev"),
    P("emergency_contact_phone", "Phone number to reach someone while the owner is away", "(614) 555-0193", "above", "synonym"),
    A(
      "medications",
      "Medications to give during the stay",
      "label",
      [
        ["medication", "string", ""],
        ["dose", "string", ""],
        ["time", "string", "When to give it"],
      ],
      [
        ["Apoquel 16 mg", "1 tablet", "8 am"],
        ["Fish oil", "1 pump", "with dinner"],
      ],
    ),
    N("nightly_rate", "Price per night", 48, "prose", "synonym"),
    N("deposit", "Deposit paid", 150, "inline", "label"),
    N("balance_due", "", 474, "inline", "label"),
    S("rabies_tag", "Rabies tag number", null, "-", "synonym"),
    P("vet_fax", "Fax of the regular veterinarian", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("HAPPY TAILS BOARDING & DAYCARE", { size: 14 });
    s.line("915 Kenny Rd, Columbus, OH 43212  |  (614) 555-0180  |  frontdesk@happytailscbus.com", { size: 8 });
    s.gap(8);
    s.line("BOARDING RESERVATION & CHECK-IN", { size: 12 });
    s.gap(4);
    const o = { labelSize: 8 };
    s.boxes(
      [
        [50, "OWNER", "Derek & Alana Fischer"],
        [250, "PHONE", "(614) 555-0177"],
        [400, "EMAIL", "afischer@osu-mail.com"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "PET'S NAME", "Maximus"],
        [160, "BREED", "Golden Retriever"],
        [300, "AGE", "6"],
        [360, "WEIGHT", "72 lb"],
        [440, "SEX", "M/N"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "CHECK-IN", "Dec 20, 2024"],
        [160, "CHECK-OUT", "Jan 2, 2025"],
        [300, "RUN #", "B-14"],
        [360, "SUITE TYPE", "Deluxe run"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "EMERGENCY CONTACT (while away)", "Karen Fischer"],
        [250, "EMERGENCY PHONE", "(614) 555-0193"],
      ],
      o,
    );
    s.boxes(
      [
        [50, "REGULAR VETERINARIAN", "Maple Creek Animal Clinic"],
        [250, "VET PHONE", "(614) 555-0124"],
      ],
      o,
    );
    s.gap(4);
    s.line("FEEDING", { size: 10.5 });
    s.para(
      "Own food: 2 cups Purina Pro Plan Large Breed, morning and evening. No table scraps. Slow eater - do not remove bowl before 20 minutes.",
    );
    s.line("MEDICATIONS", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Medication" },
        { x: 220, header: "Dose" },
        { x: 330, header: "Time" },
        { x: 450, header: "Given by" },
      ],
      [
        ["Apoquel 16 mg", "1 tablet", "8 am", "Staff"],
        ["Fish oil", "1 pump", "with dinner", "Staff"],
      ],
    );
    s.gap(8);
    s.line("CHARGES", { size: 10.5 });
    s.para(
      "Boarding is charged at $48.00 per night for 13 nights ($624.00). Holiday surcharges are waived for stays booked before November 1. Bath on departure day: declined.",
    );
    s.line(`Deposit: ${usd(150)} (paid 10/28/2024)`);
    s.line(`Balance due at pick-up: ${usd(474)}`);
    s.gap(8);
    s.para(
      "I confirm that my pet is current on rabies, DHPP and Bordetella vaccinations and has been free of contagious illness for 30 days. I authorize Happy Tails to seek veterinary care if needed, at my expense.",
      { size: 8.5 },
    );
    s.gap(10);
    s.row([
      [50, "Owner signature: A. Fischer"],
      [320, "Date: 12/20/2024"],
    ]);
    s.row([
      [50, "Checked in by: Jordan"],
      [320, "Belongings: leash, blue bed, 2 toys"],
    ]);
    return [s];
  },
};

export const VETERINARY: GenDoc[] = [rabiesCertificate, vetInvoice, boardingAgreement];
