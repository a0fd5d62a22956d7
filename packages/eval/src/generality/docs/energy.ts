import { usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const solarQuote: GenDoc = {
  id: "energy-solar-installation-proposal",
  trade: "energy",
  title: "Residential solar installation proposal",
  format: "pdf",
  schema: { name: "solar_proposal", description: "A proposal for a home solar panel system" },
  fields: [
    S("proposal_id", "", "SP-24-3390", "inline", "label"),
    S("homeowner", "Customer the proposal is for", "Renata Alvarez", "inline", "synonym"),
    N("system_size_kw", "System size in kW DC", 8.4, "columns", "label"),
    N("panel_count", "Number of solar panels", 21, "columns", "synonym"),
    N("annual_production_kwh", "Estimated yearly production in kWh", 11250, "columns", "synonym"),
    N("gross_cost", "System price before incentives", 26460, "columns", "synonym"),
    N("tax_credit", "Federal tax credit amount", 7938, "columns", "label"),
    N("net_cost", "", 18522, "columns", "label"),
    D("valid_until", "Date the proposal expires", "2024-11-30", "prose", "synonym"),
    P("rep_phone", "Phone of the sales representative", "(602) 555-0177", "inline", "abbrev"),
    A(
      "equipment",
      "Equipment list",
      "label",
      [
        ["component", "string", ""],
        ["model", "string", ""],
        ["quantity", "number", ""],
      ],
      [
        ["Solar module", "Q.PEAK DUO BLK ML-G10+ 400W", 21],
        ["Microinverter", "Enphase IQ8M", 21],
        ["Racking", "IronRidge XR10", 1],
      ],
    ),
    N("battery_capacity_kwh", "Battery storage capacity", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("SONORAN SUN ENERGY", { size: 15 });
    s.line("7400 E McDowell Rd, Scottsdale, AZ 85257  |  ROC 318842", { size: 8.5 });
    s.gap(12);
    s.line("Solar Proposal SP-24-3390", { size: 12 });
    s.line("Prepared for: Renata Alvarez, 1187 W Palo Verde Dr, Phoenix, AZ 85013");
    s.line("Your representative: Tyler Nguyen, Tel. (602) 555-0177");
    s.gap(10);
    s.line("SYSTEM SUMMARY", { size: 11 });
    s.kv(
      [
        ["System Size", "8.4 kW DC"],
        ["Panels", "21 x 400 W"],
        ["Estimated Annual Production", "11,250 kWh"],
        ["Offset of Current Usage", "96%"],
      ],
      { x: 50, vx: 260 },
    );
    s.gap(8);
    s.table(
      [
        { x: 50, header: "Component" },
        { x: 200, header: "Model" },
        { x: 480, header: "Qty", align: "right" },
      ],
      [
        ["Solar module", "Q.PEAK DUO BLK ML-G10+ 400W", "21"],
        ["Microinverter", "Enphase IQ8M", "21"],
        ["Racking", "IronRidge XR10", "1"],
      ],
    );
    s.gap(8);
    s.line("PRICING", { size: 11 });
    s.kv(
      [
        ["System Price", usd(26460)],
        ["Federal Tax Credit (30%)", `-${usd(7938)}`],
        ["Net Cost After Incentives", usd(18522)],
      ],
      { x: 50, vx: 260 },
    );
    s.gap(10);
    s.para(
      "This proposal is valid until November 30, 2024. Pricing assumes a single-story composition shingle roof and no main panel upgrade.",
    );
    return [s];
  },
};

export const ENERGY: GenDoc[] = [solarQuote];
