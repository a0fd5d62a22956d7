import { usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const ticket: GenDoc = {
  id: "events-concert-ticket",
  trade: "events",
  title: "Concert e-ticket, scanned printout",
  format: "png",
  dpi: 250,
  schema: { name: "event_ticket", description: "Concert ticket" },
  fields: [
    S("event", "Event name", "Harbor & Pine - The Long Way Home Tour", "inline", "label"),
    D("event_date", "Date of the show", "2024-11-16", "inline", "synonym"),
    S("section", "", "104", "columns", "label"),
    S("row", "", "K", "columns", "label"),
    S("seat", "", "12", "columns", "label"),
    S("order_no", "", "MH-8841027", "inline", "abbrev"),
    N("face_value", "Ticket price before fees", 68.5, "inline", "synonym"),
    N("ttl_paid", "Price including fees", 82.75, "inline", "abbrev"),
    S("purchaser", "", "Elena Ruiz", "inline", "label"),
    S("gate", "Entry gate", null, "-", "label"),
    S("promo_code", "Promo code", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 60 });
    s.line("MERIDIAN HALL", { size: 20 });
    s.line("1 Front St E, Toronto ON - meridianhall.example", { size: 10 });
    s.gap(16);
    s.line("Event: Harbor & Pine - The Long Way Home Tour", { size: 14 });
    s.line("Date: Saturday, November 16, 2024");
    s.line("Doors 6:30 PM  -  Show 8:00 PM");
    s.gap(14);
    s.row(
      [
        [50, "SECTION"],
        [120, "104"],
        [200, "ROW"],
        [250, "K"],
        [320, "SEAT"],
        [370, "12"],
      ],
      16,
    );
    s.gap(14);
    s.line("Order #: MH-8841027");
    s.line("Purchaser: Elena Ruiz");
    s.line(`Ticket Price: ${usd(68.5)}   Service Fee: ${usd(11.75)}   Facility Fee: ${usd(2.5)}`);
    s.line(`Total: ${usd(82.75)} CAD`);
    s.gap(16);
    s.line("Barcode 4417 2290 8813 0064", { size: 11 });
    s.gap(16);
    s.para(
      "This ticket is a revocable licence. One entry per barcode; screenshots may be refused. No refunds or exchanges except as required by law or if the event is cancelled. Bags larger than 30 x 30 cm are not permitted. All ages; under 16 must be accompanied by an adult.",
      { size: 10 },
    );
    return [s];
  },
};

const venueContract: GenDoc = {
  id: "events-venue-rental-contract",
  trade: "events",
  title: "Event space rental agreement",
  format: "pdf",
  schema: { name: "venue_rental", description: "Venue hire contract for a private event" },
  fields: [
    S("client_name", "", "Priya & Arjun Mehta", "prose", "label"),
    D("contract_date", "Date the agreement was made", "2024-07-02", "prose", "synonym"),
    D("event_date", "", "2024-09-21", "prose", "label"),
    S("room", "Room / space booked", "Grand Terrace", "prose", "synonym"),
    N("guest_count", "Guaranteed number of guests", 140, "prose", "label"),
    N("rental_fee", "", 6800, "prose", "label"),
    N("deposit", "", 2000, "prose", "label"),
    D("bal_due_dt", "When the remaining balance must be paid", "2024-08-22", "prose", "abbrev"),
    P("coordinator_phone", "Event coordinator phone", "612-555-0150", "inline", "abbrev"),
    N("catering_fee", "Catering cost", null, "-", "label"),
    S("caterer_name", "Caterer", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("LAKEVIEW PAVILION", { size: 15 });
    s.line("3800 W Calhoun Pkwy, Minneapolis, MN 55410  |  events@lakeviewpavilion.example", { size: 8 });
    s.gap(12);
    s.line("EVENT SPACE RENTAL AGREEMENT", { size: 12 });
    s.gap(6);
    s.para(
      'This agreement is made on July 2, 2024 between Lakeview Pavilion LLC ("Venue") and Priya & Arjun Mehta ("Client") for a wedding reception to be held on Saturday, September 21, 2024 from 5:00 p.m. to 11:30 p.m. in the Grand Terrace room. Vendor access for set-up begins at 1:00 p.m.; all items must be removed by 12:30 a.m.',
    );
    s.para(
      "1. GUESTS. The guest count is guaranteed at 140. The final count is due 14 days before the event and may not be reduced after that date. Room capacity is 180 seated.",
    );
    s.para(
      "2. FEES AND PAYMENT. The rental fee is $6,800.00, which includes tables, chairs, linens, the dance floor and a house sound system. A non-refundable deposit of $2,000.00 is due upon signing; the balance of $4,800.00 is due no later than August 22, 2024. A refundable damage deposit of $500.00 will be held on the Client's card.",
    );
    s.para(
      "3. CATERING AND BAR. Catering is not included and must be provided by a caterer from the Venue's approved list. Alcohol may be served only by the Venue's licensed bar service; bar packages are contracted separately.",
    );
    s.para(
      "4. CANCELLATION. If the Client cancels more than 180 days before the event, payments other than the deposit will be refunded. Within 180 days, 50% of the rental fee is due; within 60 days, 100%.",
    );
    s.para("5. DECORATIONS. No confetti, glitter, open flames other than enclosed candles, or nails/tape on walls.");
    s.gap(6);
    s.line("Event Coordinator: Brianna Cole   Tel. 612-555-0150   (direct, Tue-Sat 10am-6pm)");
    s.gap(16);
    s.row([
      [50, "VENUE: Lakeview Pavilion LLC"],
      [320, "CLIENT"],
    ]);
    s.row([
      [50, "By: Brianna Cole, Event Coordinator"],
      [320, "Priya Mehta  /  Arjun Mehta"],
    ]);
    s.row([
      [50, "Date: 07/02/2024"],
      [320, "Date: 07/15/2024"],
    ]);
    return [s];
  },
};

const conferenceRegistration: GenDoc = {
  id: "events-conference-registration",
  trade: "events",
  title: "Conference registration confirmation",
  format: "pdf",
  schema: { name: "conference_registration", description: "" },
  fields: [
    S("registration_id", "", "DHS24-00917", "inline", "label"),
    S("attendee_name", "Name of the attendee", "Kwame Asante", "inline", "synonym"),
    D("event_start", "First day of the conference", "2024-10-08", "range", "synonym"),
    D("event_end", "Last day of the conference", "2024-10-10", "range", "synonym"),
    A(
      "items",
      "Registration items",
      "label",
      [
        ["item", "string", ""],
        ["amount", "number", ""],
      ],
      [
        ["Full Conference Pass", 1295],
        ["Workshop: Kubernetes Deep Dive", 395],
        ["Early-bird discount", -200],
      ],
    ),
    N("total_paid", "Amount paid", 1490, "table", "synonym"),
    D("payment_date", "Date of payment", "2024-06-14", "prose", "synonym"),
    D("hotel_cutoff", "Last day to book the group hotel rate", "2024-09-06", "prose", "synonym"),
    S("dietary_requirements", "", null, "-", "label"),
    S("badge_name", "Name printed on the badge, if different", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("DevHarbor Summit 2024", { size: 16 });
    s.line("Registration Confirmation", { size: 12 });
    s.gap(10);
    s.line("Registration ID: DHS24-00917");
    s.line("Attendee: Kwame Asante");
    s.line("Company: Lumen Grid Systems");
    s.line("Pass type: Full Conference + Workshop");
    s.line("Event dates: 8-10 October 2024");
    s.line("Venue: Baltimore Convention Center, 1 W Pratt St, Baltimore, MD 21201");
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Item" },
        { x: 350, header: "Qty", align: "right" },
        { x: 440, header: "Unit Price", align: "right" },
        { x: 530, header: "Amount", align: "right" },
      ],
      [
        ["Full Conference Pass", "1", usd(1295), usd(1295)],
        ["Workshop: Kubernetes Deep Dive (Oct 8)", "1", usd(395), usd(395)],
        ["Early-bird discount", "1", usd(-200), usd(-200)],
        ["Total", "", "", usd(1490)],
      ],
    );
    s.gap(10);
    s.para("Paid by Visa ending 7731 on 06/14/2024. A receipt has been sent to kwame.asante@lumengrid.example.");
    s.para(
      "Hotel: a group rate of $219/night is available at the Hyatt Regency Baltimore until September 6, 2024 or until the block sells out. Badge pick-up opens October 7 at 4:00 p.m. in the Pratt Street lobby.",
    );
    s.para(
      "Cancellation policy: full refund less a $75 processing fee until August 30, 2024; 50% refund until September 20, 2024; no refunds after that date. Substitutions are allowed at any time at no charge.",
    );
    s.gap(10);
    s.line("Questions: registration@devharbor.example   |   DevHarbor Events Inc., 210 N Charles St, Baltimore, MD 21201", { size: 8 });
    return [s];
  },
};

export const EVENTS: GenDoc[] = [ticket, venueContract, conferenceRegistration];
