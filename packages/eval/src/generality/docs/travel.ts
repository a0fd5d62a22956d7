import { cols, us } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const hotelFolio: GenDoc = {
  id: "travel-hotel-folio",
  trade: "travel",
  title: "Hotel guest folio",
  format: "pdf",
  schema: { name: "hotel_folio", description: "Hotel bill at check-out" },
  fields: [
    S("guest_name", "", "Ms. Naomi Sato", "columns", "label"),
    D("check_in_date", "Arrival date", "2024-09-16", "columns", "synonym"),
    D("check_out_date", "Departure date", "2024-09-19", "columns", "synonym"),
    S("room_no", "", "1207", "columns", "abbrev"),
    S("confirmation_no", "Confirmation number", "AG-5583317", "columns", "abbrev"),
    N("rate_per_nt", "Room rate per night", 229, "columns", "abbrev"),
    N("tot_charges", "", 894.66, "gap", "abbrev"),
    N("balance_due", "Balance still owed", 0, "gap", "synonym"),
    S("card_last4", "Last four digits of the card used to pay", "4421", "table", "synonym"),
    S("company_name", "Company the guest travels for", null, "-", "label"),
    S("loyalty_number", "Hotel rewards membership number", null, "-", "synonym"),
    P("fax_number", "Hotel fax number", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.line("THE ALDER GRAND", { size: 16, center: true });
    s.line("1415 Fifth Avenue, Seattle, WA 98101  -  T +1 206 555 0193  -  reservations@aldergrand.com", { size: 8, center: true });
    s.gap(12);
    s.line("GUEST FOLIO", { size: 12 });
    s.gap(4);
    s.grid(
      [
        [50, 140],
        [320, 410],
      ],
      [
        [
          ["Guest Name:", "Ms. Naomi Sato"],
          ["Room:", "1207"],
        ],
        [
          ["Company:", ""],
          ["Room Type:", "King Deluxe"],
        ],
        [
          ["Arrival:", "09/16/2024"],
          ["Departure:", "09/19/2024"],
        ],
        [
          ["Confirmation #:", "AG-5583317"],
          ["Folio No.:", "448120"],
        ],
        [
          ["Rate Plan:", "CORP-DISC"],
          ["Room Rate:", "$229.00"],
        ],
        [
          ["Address:", "2-11-4 Ebisu, Shibuya-ku, Tokyo"],
          ["Guests:", "1"],
        ],
      ],
    );
    s.gap(10);
    const rows: [string, string, number][] = [
      ["09/16/2024", "Room Charge", 229],
      ["09/16/2024", "Room Tax 15.6%", 35.72],
      ["09/17/2024", "Room Charge", 229],
      ["09/17/2024", "Room Tax 15.6%", 35.72],
      ["09/17/2024", "In-Room Dining - Check #20418", 48.5],
      ["09/18/2024", "Room Charge", 229],
      ["09/18/2024", "Room Tax 15.6%", 35.72],
      ["09/18/2024", "Valet Parking (2 nights)", 52],
    ];
    s.table(
      [
        { x: 50, header: "Date" },
        { x: 130, header: "Description" },
        { x: 430, header: "Charges", align: "right" },
        { x: 530, header: "Credits", align: "right" },
      ],
      [...rows.map(([d, t, a]) => [d, t, us(a), ""]), ["09/19/2024", "Visa XXXX-XXXX-XXXX-4421  Auth 077213", "", us(894.66)]],
    );
    s.gap(6);
    s.row([
      [300, "Total Charges"],
      [-430, us(894.66)],
    ]);
    s.row([
      [300, "Total Credits"],
      [-530, us(894.66)],
    ]);
    s.row([
      [300, "Balance"],
      [-530, "0.00 USD"],
    ]);
    s.gap(16);
    s.para(
      "I agree that my liability for this bill is not waived and I agree to be held personally liable in the event that the indicated person, company or association fails to pay for any part or the full amount of these charges. Thank you for staying with us - we look forward to welcoming you back.",
      { size: 8 },
    );
    s.gap(6);
    s.line("Cashier: TJW   Printed 09/19/2024 07:12   Alder Grand Hotel LLC, UBI 604 118 227", { size: 8 });
    return [s];
  },
};

const flightItinerary: GenDoc = {
  id: "travel-flight-itinerary",
  trade: "travel",
  title: "Flight booking confirmation e-mail (plain text)",
  format: "text",
  schema: { name: "flight_itinerary", description: "Flight booking confirmation" },
  fields: [
    S("booking_ref", "Booking reference / PNR", "QX7TRM", "inline", "abbrev"),
    S("ticket_number", "", "918-2406337194", "inline", "label"),
    D("issue_date", "Date of issue", "2024-08-02", "inline", "label"),
    S("passenger_name", "Traveller", "David Kowalski", "table", "synonym"),
    A(
      "segments",
      "Flights",
      "abbrev",
      [
        ["flight_no", "string", "Flight number"],
        ["date", "date", "Departure date"],
        ["from", "string", "Departure airport"],
        ["to", "string", "Arrival airport"],
      ],
      [
        ["NW 482", "2024-09-14", "Chicago O'Hare (ORD)", "Reykjavik Keflavik (KEF)"],
        ["NW 115", "2024-09-15", "Reykjavik Keflavik (KEF)", "Copenhagen (CPH)"],
        ["NW 116", "2024-09-28", "Copenhagen (CPH)", "Reykjavik Keflavik (KEF)"],
        ["NW 483", "2024-09-28", "Reykjavik Keflavik (KEF)", "Chicago O'Hare (ORD)"],
      ],
    ),
    N("taxes", "Taxes, fees and charges", 287.46, "gap", "label"),
    N("ttl_fare", "Total price paid", 1099.46, "gap", "abbrev"),
    S("frequent_flyer_no", "", null, "-", "abbrev"),
    S("seat_number", "", null, "-", "label"),
  ],
  render() {
    const seg = (f: string, d: string, from: string, to: string, dep: string, arr: string) =>
      cols([
        [f, 11],
        [d, 14],
        [from, 27],
        [to, 27],
        [dep, 7],
        [arr, 7],
        ["Economy (M)", 0],
      ]);
    return [
      "From: Northwind Airways <noreply@northwind-air.example>",
      "To: d.kowalski@fastmail.com",
      "Date: Fri, 2 Aug 2024 14:21:07 -0500",
      "Subject: Your trip confirmation - Booking ref QX7TRM",
      "",
      "Hello MR DAVID KOWALSKI,",
      "",
      "Thank you for booking with Northwind Airways. Your e-ticket has been issued. Please keep this",
      "e-mail for your records and bring a valid passport to the airport.",
      "",
      "Booking reference (PNR): QX7TRM",
      "E-ticket number: 918-2406337194",
      "Date of issue: 2 Aug 2024",
      "Issuing office: Northwind Airways Web Sales, CHI",
      "",
      "YOUR FLIGHTS",
      cols([
        ["FLIGHT", 11],
        ["DATE", 14],
        ["FROM", 27],
        ["TO", 27],
        ["DEP", 7],
        ["ARR", 7],
        ["CLASS", 0],
      ]),
      seg("NW 482", "14 Sep 2024", "Chicago O'Hare (ORD)", "Reykjavik Keflavik (KEF)", "20:35", "06:10+1"),
      seg("NW 115", "15 Sep 2024", "Reykjavik Keflavik (KEF)", "Copenhagen (CPH)", "07:40", "12:55"),
      seg("NW 116", "28 Sep 2024", "Copenhagen (CPH)", "Reykjavik Keflavik (KEF)", "14:05", "15:25"),
      seg("NW 483", "28 Sep 2024", "Reykjavik Keflavik (KEF)", "Chicago O'Hare (ORD)", "17:10", "18:55"),
      "",
      cols([
        ["PASSENGER", 24],
        ["TICKET", 20],
        ["BAGGAGE", 0],
      ]),
      cols([
        ["KOWALSKI/DAVID MR", 24],
        ["918-2406337194", 20],
        ["1 x 23 kg checked, 1 x 8 kg cabin", 0],
      ]),
      "",
      "FARE DETAILS",
      cols([
        ["Fare", 28],
        ["USD", 6],
        ["812.00", -10],
      ]),
      cols([
        ["Taxes, fees and charges", 28],
        ["USD", 6],
        ["287.46", -10],
      ]),
      cols([
        ["Total", 28],
        ["USD", 6],
        ["1,099.46", -10],
      ]),
      cols([
        ["Form of payment", 28],
        ["Mastercard XXXXXXXXXXXX5530", 0],
      ]),
      "",
      "Seats can be selected in Manage Booking up to 24 hours before departure (fees may apply).",
      "Online check-in opens 24 hours before departure. The stopover in Reykjavik on the outbound",
      "journey is a connection; no visa is required for Schengen connections of this length.",
      "",
      "Fare rules: Changes permitted for a fee of USD 150.00 plus any fare difference.",
      "Cancellation: non-refundable; taxes refundable on request.",
      "",
      "Northwind Airways - 8800 W Bryn Mawr Ave, Chicago IL 60631 - Call center +1 312 555 0106",
      "",
    ].join("\n");
  },
};

const carRental: GenDoc = {
  id: "travel-car-rental",
  trade: "travel",
  title: "Car rental agreement, scanned",
  format: "png",
  dpi: 300,
  schema: { name: "car_rental_agreement", description: "Car rental agreement" },
  fields: [
    S("agreement_no", "", "RA 7704215", "columns", "abbrev"),
    S("renter_name", "Name of the renter", "PATRICK O'NEILL", "columns", "synonym"),
    D("pickup_date", "", "2024-07-08", "columns", "label"),
    D("return_date", "", "2024-07-12", "columns", "label"),
    S("license_plate", "", "9ZTP118", "columns", "abbrev"),
    N("odometer_out", "Mileage at pick-up", 18442, "columns", "synonym"),
    N("daily_rate", "Rate per day", 58.99, "columns", "synonym"),
    N("estimated_total", "", 307.34, "columns", "abbrev"),
    S("drivers_license_no", "Driver's license number", "D4418207", "columns", "abbrev"),
    S("additional_driver", "Name of an additional authorized driver", null, "-", "synonym"),
    N("fuel_charge", "Fuel charge", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 12, top: 50 });
    s.line("COASTLINE CAR RENTAL", { size: 17 });
    s.line("San Diego Intl Airport (SAN) - 3355 Admiral Boland Way, San Diego, CA 92101", { size: 10 });
    s.gap(8);
    s.line("RENTAL AGREEMENT", { size: 15 });
    s.gap(6);
    s.grid(
      [
        [50, 150],
        [320, 410],
      ],
      [
        [
          ["Agreement No.", "RA 7704215"],
          ["Res. No.", "1Q88-4412"],
        ],
        [
          ["Renter", "PATRICK O'NEILL"],
          ["Phone", "(617) 555-0148"],
        ],
        [
          ["Driver Lic.", "D4418207 CA"],
          ["Lic. Exp.", "03/19/2027"],
        ],
        [
          ["Pick-up", "07/08/2024 10:15"],
          ["Location", "SAN Airport"],
        ],
        [
          ["Return", "07/12/2024 09:00"],
          ["Location", "SAN Airport"],
        ],
      ],
    );
    s.gap(10);
    s.line("VEHICLE", { size: 13 });
    s.grid(
      [
        [50, 150],
        [320, 410],
      ],
      [
        [
          ["Vehicle", "2023 Toyota RAV4"],
          ["Lic.", "9ZTP118"],
        ],
        [
          ["Miles Out", "18,442"],
          ["Fuel Out", "8/8"],
        ],
        [
          ["Class", "IFAR"],
          ["Color", "White"],
        ],
      ],
    );
    s.gap(10);
    s.line("CHARGES", { size: 13 });
    s.grid(
      [[50, 330]],
      [
        [["Daily Rate  4 days x $58.99", "$235.96"]],
        [["Concession Recovery Fee 11.1%", "$26.19"]],
        [["Tourism Fee 3.5%", "$8.26"]],
        [["Customer Facility Charge", "$20.00"]],
        [["Sales Tax 7.75%", "$16.93"]],
        [["Est. Total", "$307.34"]],
      ],
    );
    s.gap(10);
    s.line("Collision Damage Waiver: DECLINED   Initials: P.O.", { size: 11 });
    s.line("Fuel policy: return full or pay $9.49 per gallon.", { size: 11 });
    s.gap(10);
    s.para("Renter agrees to the terms and conditions on the rental jacket. Deposit of $200.00 authorized on card ending 3302.", {
      size: 10,
    });
    s.gap(10);
    s.row(
      [
        [50, "Renter signature: P. O'Neill"],
        [320, "Agent: 0417 M. Duarte"],
      ],
      11,
    );
    return [s];
  },
};

export const TRAVEL: GenDoc[] = [hotelFolio, flightItinerary, carRental];
