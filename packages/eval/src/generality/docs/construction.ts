import { usd } from "../fmt.ts";
import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, P, S } from "../spec.ts";

const dailyReport: GenDoc = {
  id: "construction-daily-report",
  trade: "construction",
  title: "Site superintendent's daily report",
  format: "pdf",
  schema: { name: "daily_report", description: "Daily construction site report" },
  fields: [
    S("project_name", "", "Riverbend Medical Office Building", "inline", "label"),
    S("project_no", "", "RB-2291", "inline", "abbrev"),
    D("report_date", "", "2024-03-19", "inline", "label"),
    S("superintendent", "", "Carla Jimenez", "inline", "label"),
    S("weather", "Weather conditions", "Overcast, light wind", "above", "label"),
    N("high_temp_f", "High temperature (F)", 54, "above", "abbrev"),
    N("total_workers", "Total workforce on site", 37, "table", "synonym"),
    A(
      "crews",
      "Subcontractor crews on site",
      "label",
      [
        ["company", "string", "Subcontractor"],
        ["trade", "string", ""],
        ["workers", "number", "Number of workers"],
        ["hours", "number", "Hours worked"],
      ],
      [
        ["Keystone Concrete", "Concrete", 12, 96],
        ["Apex Steel Erectors", "Structural steel", 9, 72],
        ["Brightline Electric", "Electrical", 6, 48],
        ["Delta Mechanical", "Plumbing", 10, 80],
      ],
    ),
    N("concrete_placed_cy", "Cubic yards of concrete placed", 64, "prose", "abbrev"),
    S("delay_reason", "Cause of any delay", null, "-", "synonym"),
    N("incidents", "Number of safety incidents", 0, "inline", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("DAILY FIELD REPORT", { size: 15 });
    s.line("Granite Peak Builders, Inc. - 880 Foundry Rd, Boise, ID 83702", { size: 8.5 });
    s.gap(10);
    s.row([
      [50, "Project: Riverbend Medical Office Building"],
      [380, "Job No.: RB-2291"],
    ]);
    s.row([
      [50, "Date: Tuesday, March 19, 2024"],
      [380, "Report No.: 118"],
    ]);
    s.row([
      [50, "Superintendent: Carla Jimenez"],
      [380, "Shift: 6:30 a.m. - 3:00 p.m."],
    ]);
    s.gap(8);
    s.boxes(
      [
        [50, "Weather", "Overcast, light wind"],
        [250, "High / Low (F)", "54 / 38"],
        [400, "Precipitation", "None"],
      ],
      { labelSize: 8.5 },
    );
    s.gap(6);
    s.line("MANPOWER", { size: 11 });
    s.table(
      [
        { x: 50, header: "Subcontractor" },
        { x: 230, header: "Trade" },
        { x: 400, header: "Workers", align: "right" },
        { x: 500, header: "Hours", align: "right" },
      ],
      [
        ["Keystone Concrete", "Concrete", "12", "96"],
        ["Apex Steel Erectors", "Structural steel", "9", "72"],
        ["Brightline Electric", "Electrical", "6", "48"],
        ["Delta Mechanical", "Plumbing", "10", "80"],
        ["Total", "", "37", "296"],
      ],
    );
    s.gap(8);
    s.line("WORK PERFORMED", { size: 11 });
    s.para(
      "Placed 64 CY of concrete at the Level 2 deck, grid lines C-F. Steel crew set columns at grid 7 and began decking at the east bay. Electrical rough-in continued on Level 1. The city inspector passed the Level 2 deck pre-pour inspection before placement began at 9:15 a.m.",
    );
    s.line("Safety incidents: 0      Visitors: City inspector R. Tanaka; owner's rep M. Ellis", { size: 10 });
    s.gap(8);
    s.line("Prepared by Carla Jimenez, Superintendent", { size: 9 });
    return [s];
  },
};

const changeOrder: GenDoc = {
  id: "construction-change-order",
  trade: "construction",
  title: "Change order request",
  format: "pdf",
  schema: { name: "change_order", description: "A contractor's change order" },
  fields: [
    S("change_order_no", "", "CO-014", "columns", "label"),
    D("date_submitted", "", "2024-08-05", "columns", "synonym"),
    S("owner", "Project owner", "Cascade Valley School District", "columns", "label"),
    S("contractor", "", "Northgate Construction Co.", "columns", "label"),
    N("original_contract_sum", "", 4850000, "columns", "label"),
    N("previous_change_orders", "Net change by previous change orders", 126400, "columns", "synonym"),
    N("this_change_amount", "Amount of this change order", 38750, "columns", "synonym"),
    N("revised_contract_sum", "", 5015150, "columns", "label"),
    N("time_extension_days", "Days added to the contract time", 12, "prose", "synonym"),
    D("substantial_completion", "Date of substantial completion", "2024-11-22", "prose", "label"),
    P("architect_phone", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.line("CHANGE ORDER", { size: 15 });
    s.line("Northgate Construction Co. - 2100 Mill Plain Blvd, Vancouver, WA 98660", { size: 8.5 });
    s.gap(10);
    s.kv(
      [
        ["Change Order No.", "CO-014"],
        ["Date", "08/05/2024"],
        ["Project", "Maple Grove Elementary Addition"],
        ["Owner", "Cascade Valley School District"],
        ["Contractor", "Northgate Construction Co."],
        ["Architect", "Halvorsen + Reid Architects"],
      ],
      { x: 50, vx: 210 },
    );
    s.gap(8);
    s.para(
      "Description of change: Replace specified vinyl composition tile in corridors 100-140 with sheet linoleum per owner request dated July 22, 2024, including additional floor preparation at the existing building connection.",
    );
    s.gap(4);
    s.kv(
      [
        ["The original Contract Sum was", usd(4850000)],
        ["Net change by previously authorized Change Orders", usd(126400)],
        ["The Contract Sum prior to this Change Order was", usd(4976400)],
        ["The Contract Sum will be increased by this Change Order in the amount of", usd(38750)],
        ["The new Contract Sum including this Change Order will be", usd(5015150)],
      ],
      { x: 50, vx: 440 },
    );
    s.gap(8);
    s.para(
      "The Contract Time will be increased by twelve (12) days. The date of Substantial Completion as of the date of this Change Order therefore is November 22, 2024.",
    );
    s.gap(10);
    s.row([
      [50, "CONTRACTOR: Northgate Construction Co."],
      [330, "OWNER: Cascade Valley School District"],
    ]);
    s.row([
      [50, "By: T. Whitlock, Project Manager"],
      [330, "By: ______________________"],
    ]);
    return [s];
  },
};

export const CONSTRUCTION: GenDoc[] = [dailyReport, changeOrder];
