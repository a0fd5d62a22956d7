import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, S } from "../spec.ts";

const grainTicket: GenDoc = {
  id: "agriculture-grain-scale-ticket",
  trade: "agriculture",
  title: "Grain elevator scale ticket, scanned",
  format: "png",
  dpi: 250,
  schema: { name: "scale_ticket", description: "Weigh ticket for a load of grain delivered to an elevator" },
  fields: [
    S("ticket_no", "", "SC-558213", "inline", "abbrev"),
    D("delivery_date", "Date the load was weighed in", "2024-10-03", "inline", "synonym"),
    S("grower", "Farmer who delivered the grain", "Haldorsen Farms LLC", "inline", "synonym"),
    S("commodity", "Crop delivered", "Yellow Corn #2", "inline", "label"),
    N("gross_weight_lb", "Gross weight in pounds", 78420, "columns", "label"),
    N("tare_weight_lb", "Empty truck weight in pounds", 29860, "columns", "synonym"),
    N("net_weight_lb", "Net weight in pounds", 48560, "columns", "label"),
    N("moisture_pct", "Moisture percentage", 17.2, "table", "abbrev"),
    N("net_bushels", "Net bushels after shrink", 853.4, "columns", "label"),
    S("truck_id", "Truck or trailer ID", "T-14", "gap", "synonym"),
    N("price_per_bushel", "Contract price per bushel", null, "-", "synonym"),
    S("contract_no", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 11, top: 50 });
    s.line("PRAIRIE GOLD COOPERATIVE", { size: 16, center: true });
    s.line("Elevator No. 3 - 400 Rail Ave, Jamestown, ND 58401 - (701) 555-0148", { size: 9, center: true });
    s.gap(12);
    s.line("INBOUND SCALE TICKET", { size: 13 });
    s.gap(6);
    s.row([
      [50, "Ticket: SC-558213"],
      [330, "Date In: 10/03/2024 09:42"],
    ]);
    s.row([
      [50, "Customer: Haldorsen Farms LLC"],
      [330, "Date Out: 10/03/2024 10:05"],
    ]);
    s.row([
      [50, "Commodity: Yellow Corn #2"],
      [330, "Truck T-14"],
    ]);
    s.gap(10);
    s.kv(
      [
        ["Gross", "78,420 lb"],
        ["Tare", "29,860 lb"],
        ["Net", "48,560 lb"],
      ],
      { x: 50, vx: 200 },
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Grade Factor" },
        { x: 250, header: "Result", align: "right" },
        { x: 380, header: "Discount", align: "right" },
      ],
      [
        ["Moisture %", "17.2", "2.5%"],
        ["Test Weight lb/bu", "55.8", "0.0%"],
        ["Foreign Material %", "1.1", "0.0%"],
        ["Damage %", "2.0", "0.0%"],
      ],
    );
    s.gap(10);
    s.kv(
      [
        ["Gross Bushels", "867.14"],
        ["Shrink", "13.74"],
        ["Net Bushels", "853.40"],
      ],
      { x: 50, vx: 200 },
    );
    s.gap(10);
    s.line("Weighmaster: D. Sorensen      Stored under warehouse receipt pending pricing.", { size: 10 });
    return [s];
  },
};

const sprayRecord: GenDoc = {
  id: "agriculture-pesticide-application-record",
  trade: "agriculture",
  title: "Pesticide application record",
  format: "pdf",
  schema: { name: "pesticide_application", description: "Record of a restricted-use pesticide application" },
  fields: [
    S("applicator_name", "Certified applicator", "Miguel Serrano", "columns", "synonym"),
    S("applicator_license", "Applicator licence number", "CA-QAL-114382", "columns", "synonym"),
    D("application_date", "", "2024-06-11", "columns", "label"),
    S("crop", "Crop or site treated", "Almonds", "columns", "label"),
    N("acres_treated", "", 42.5, "columns", "label"),
    S("product_name", "Brand name of the product", "Lorsban Advanced", "columns", "synonym"),
    S("epa_reg_no", "EPA registration number", "62719-591", "columns", "abbrev"),
    N("rei_hours", "Restricted-entry interval in hours", 24, "prose", "abbrev"),
    A(
      "tank_mix",
      "Products in the tank",
      "label",
      [
        ["product", "string", ""],
        ["rate", "string", "Rate per acre"],
      ],
      [
        ["Lorsban Advanced", "2 pt/A"],
        ["Dyne-Amic adjuvant", "8 fl oz/A"],
      ],
    ),
    S("wind_direction", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("RESTRICTED MATERIALS APPLICATION RECORD", { size: 14 });
    s.line("Serrano Orchard Services - Modesto, CA", { size: 9 });
    s.gap(10);
    s.kv(
      [
        ["Applicator", "Miguel Serrano"],
        ["License No.", "CA-QAL-114382"],
        ["Date of Application", "06/11/2024"],
        ["Crop / Site", "Almonds"],
        ["Acres Treated", "42.5"],
        ["Product", "Lorsban Advanced"],
        ["EPA Reg. No.", "62719-591"],
      ],
      { x: 50, vx: 210 },
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Tank Mix Product" },
        { x: 300, header: "Rate/Acre" },
        { x: 420, header: "Total Used" },
      ],
      [
        ["Lorsban Advanced", "2 pt/A", "85 pt"],
        ["Dyne-Amic adjuvant", "8 fl oz/A", "340 fl oz"],
      ],
    );
    s.gap(10);
    s.para(
      "Workers may not enter the treated block for 24 hours after the application ends. The field was posted at all entrances before the application and the posting will be removed after the restricted-entry interval.",
    );
    return [s];
  },
};

export const AGRICULTURE: GenDoc[] = [grainTicket, sprayRecord];
