import { usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, P, S } from "../spec.ts";

const cateringOrder: GenDoc = {
  id: "hospitality-catering-order",
  trade: "hospitality",
  title: "Catering order confirmation",
  format: "pdf",
  schema: { name: "catering_order", description: "Confirmation of a catering order for an event" },
  fields: [
    S("order_number", "", "CAT-7731", "inline", "label"),
    S("client_name", "Person who placed the order", "Naomi Brandt", "inline", "synonym"),
    P("client_phone", "", "(503) 555-0192", "inline", "label"),
    D("event_date", "", "2024-09-14", "inline", "label"),
    N("guest_count", "Number of guests", 85, "inline", "synonym"),
    S("delivery_address", "", "Hoyt Arboretum Pavilion, 4000 SW Fairview Blvd, Portland, OR 97221", "inline", "label"),
    A(
      "menu_items",
      "Items ordered",
      "label",
      [
        ["item", "string", ""],
        ["qty", "number", "Quantity"],
        ["unit_price", "number", ""],
        ["amount", "number", "Line total"],
      ],
      [
        ["Grilled chicken skewers (platter of 20)", 5, 64, 320],
        ["Roasted vegetable couscous (serves 10)", 9, 48, 432],
        ["Mixed green salad (serves 10)", 9, 36, 324],
        ["Lemon bars (dozen)", 7, 30, 210],
      ],
    ),
    N("service_charge", "", 192.9, "columns", "label"),
    N("deposit_paid", "Deposit already paid", 400, "columns", "synonym"),
    N("balance_due", "", 1078.9, "columns", "label"),
    D("final_count_deadline", "Last day to change the guest count", "2024-09-06", "prose", "synonym"),
    E("planner_email", "E-mail of the event planner", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("ROSE CITY KITCHEN & CATERING", { size: 15 });
    s.line("2231 NE Alberta St, Portland, OR 97211  |  (503) 555-0150  |  events@rosecitykitchen.example", { size: 8 });
    s.gap(12);
    s.line("CATERING ORDER CONFIRMATION", { size: 12 });
    s.gap(6);
    s.row([
      [50, "Order #: CAT-7731"],
      [330, "Event Date: Saturday, September 14, 2024"],
    ]);
    s.row([
      [50, "Client: Naomi Brandt"],
      [330, "Phone: (503) 555-0192"],
    ]);
    s.row([
      [50, "Guests: 85"],
      [330, "Service: Drop-off, 11:30 a.m."],
    ]);
    s.line("Deliver to: Hoyt Arboretum Pavilion, 4000 SW Fairview Blvd, Portland, OR 97221");
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Item" },
        { x: 350, header: "Qty", align: "right" },
        { x: 440, header: "Price", align: "right" },
        { x: 530, header: "Total", align: "right" },
      ],
      [
        ["Grilled chicken skewers (platter of 20)", "5", usd(64), usd(320)],
        ["Roasted vegetable couscous (serves 10)", "9", usd(48), usd(432)],
        ["Mixed green salad (serves 10)", "9", usd(36), usd(324)],
        ["Lemon bars (dozen)", "7", usd(30), usd(210)],
      ],
    );
    s.gap(8);
    s.kv(
      [
        ["Food Subtotal", usd(1286)],
        ["Service Charge (15%)", usd(192.9)],
        ["Deposit Received", `-${usd(400)}`],
        ["Balance Due", usd(1078.9)],
      ],
      { x: 330, vx: 470 },
    );
    s.gap(10);
    s.para(
      "Final guest counts are due by September 6, 2024; after that date we can increase but not reduce the order. The balance is charged to the card on file two days before the event.",
    );
    return [s];
  },
};

const incidentReport: GenDoc = {
  id: "hospitality-guest-incident-report",
  trade: "hospitality",
  title: "Hotel guest incident report, scanned",
  format: "png",
  dpi: 250,
  schema: { name: "incident_report", description: "Report of an incident involving a hotel guest" },
  fields: [
    S("report_no", "", "IR-24-0587", "inline", "abbrev"),
    D("incident_date", "", "2024-07-19", "inline", "label"),
    S("guest_name", "", "Oliver Haddad", "inline", "label"),
    S("room_number", "", "1412", "inline", "label"),
    S("location", "Where the incident happened", "Pool deck", "inline", "label"),
    S("reported_by", "Employee who wrote the report", "Tamsin Clarke", "inline", "synonym"),
    S("injury", "Injury the guest suffered", "Cut to the left foot", "inline", "label"),
    N("claim_amount", "Amount the guest claims", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 11, top: 50 });
    s.line("HARBORVIEW GRAND HOTEL", { size: 15, center: true });
    s.line("GUEST INCIDENT REPORT", { size: 12, center: true });
    s.gap(12);
    s.row([
      [50, "Report No.: IR-24-0587"],
      [330, "Date of Incident: 07/19/2024"],
    ]);
    s.row([
      [50, "Time: 4:35 p.m."],
      [330, "Location: Pool deck"],
    ]);
    s.row([
      [50, "Guest Name: Oliver Haddad"],
      [330, "Room: 1412"],
    ]);
    s.gap(8);
    s.line("Injury: Cut to the left foot");
    s.line("First aid given: Cleaned and bandaged by lifeguard on duty");
    s.gap(8);
    s.para(
      "The guest stepped on a broken glass near the north lounge chairs. The area was closed and cleaned within ten minutes. The guest declined medical transport and returned to the room.",
    );
    s.gap(8);
    s.row([
      [50, "Prepared by: Tamsin Clarke, Duty Manager"],
      [330, "Date: 07/19/2024"],
    ]);
    return [s];
  },
};

export const HOSPITALITY: GenDoc[] = [cateringOrder, incidentReport];
