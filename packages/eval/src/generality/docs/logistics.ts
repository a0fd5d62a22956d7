import { us, usd } from "../fmt.ts";
import { paginate, Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, O, P, S } from "../spec.ts";

const billOfLading: GenDoc = {
  id: "logistics-bill-of-lading",
  trade: "logistics",
  title: "Straight bill of lading",
  format: "pdf",
  schema: { name: "bill_of_lading", description: "Key data of a truckload bill of lading" },
  fields: [
    S("bol_number", "B/L number", "CFL-24-118734", "above", "abbrev"),
    D("ship_date", "Date the goods were picked up (printed as Date in the header)", "2024-04-17", "above", "synonym"),
    S("carrier_scac", "Carrier SCAC", "CSFL", "above", "label"),
    O("shipper", "Ship from party", [
      S("name", "Company name", "Willamette Tile Supply Co.", "above", "synonym"),
      S("city", "", "Eugene", "above", "synonym"),
    ]),
    S("consignee_name", "Name of the party the goods are shipped to", "Harbor View Builders LLC", "above", "synonym"),
    S("trailer_no", "", "53-7781", "inline", "abbrev"),
    S("seal_no", "Seal number", "0448812", "inline", "abbrev"),
    A(
      "line_items",
      "Commodity lines",
      "label",
      [
        ["handling_units", "number", "Number of handling units (pallets)"],
        ["description", "string", "Commodity description"],
        ["weight", "number", "Weight in lbs"],
        ["freight_class", "string", "NMFC class"],
      ],
      [
        [4, "Ceramic floor tile, boxed", 2140, "55"],
        [1, "Tile adhesive, dry powder, bagged", 620, "60"],
        [1, "Grout, sanded, bagged", 240, "60"],
      ],
    ),
    N("ttl_wt_lbs", "Total weight of the shipment in pounds", 3000, "table", "abbrev"),
    N("declared_value", "Declared value of the shipment", 18400, "prose", "label"),
    S("po_number", "Customer purchase order number", null, "-", "abbrev"),
    P("emergency_phone", "24-hour emergency response telephone number for hazardous materials", null, "-", "synonym"),
    S("cod_amt", "Cash on delivery amount", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 9 });
    s.line("STRAIGHT BILL OF LADING - SHORT FORM - ORIGINAL - NOT NEGOTIABLE", { size: 12 });
    s.line("Cascade Freight Lines, Inc.  |  2900 NW Industrial Way, Portland, OR 97210  |  Dispatch (503) 555-0161", { size: 8 });
    s.gap(10);
    s.boxes([
      [50, "B/L Number", "CFL-24-118734"],
      [170, "Date", "04/17/2024"],
      [260, "Carrier SCAC", "CSFL"],
      [350, "Pro Number", "PRO 5530981"],
      [460, "Page", "1 of 1"],
    ]);
    s.gap(4);
    s.columns([
      [50, ["SHIP FROM", "Willamette Tile Supply Co.", "1180 Garfield St", "Eugene, OR 97402", "SID#: WTS-0417-22", "FOB: [X]"]],
      [
        300,
        ["SHIP TO", "Harbor View Builders LLC", "c/o Jobsite 14 - Harbor View Lofts", "655 Marine Dr", "Astoria, OR 97103", "CID#: HVB-88"],
      ],
    ]);
    s.gap(8);
    s.columns([
      [50, ["THIRD PARTY FREIGHT CHARGES BILL TO", "Harbor View Builders LLC - Accounts Payable", "PO Box 1187, Astoria, OR 97103"]],
      [300, ["Trailer Number: 53-7781", "Seal Number(s): 0448812", "Freight Charge Terms:  Prepaid [ ]  Collect [ ]  3rd Party [X]"]],
    ]);
    s.gap(6);
    s.line("SPECIAL INSTRUCTIONS: Liftgate required at delivery. Call consignee 24 hours before arrival: (541) 555-0187.", { size: 8.5 });
    s.gap(8);
    s.line("CARRIER INFORMATION", { size: 9.5 });
    s.table(
      [
        { x: 82, header: "HU Qty", align: "right" },
        { x: 92, header: "Type" },
        { x: 150, header: "Pkgs", align: "right" },
        { x: 218, header: "Weight (lbs)", align: "right" },
        { x: 228, header: "HM" },
        { x: 250, header: "Commodity Description" },
        { x: 440, header: "NMFC #" },
        { x: 500, header: "Class" },
      ],
      [
        ["4", "PLT", "36", us(2140, 0), "", "Ceramic floor tile, boxed", "158720", "55"],
        ["1", "PLT", "40", us(620, 0), "", "Tile adhesive, dry powder, bagged", "037860", "60"],
        ["1", "PLT", "24", us(240, 0), "", "Grout, sanded, bagged", "037860", "60"],
      ],
      { size: 8.5 },
    );
    s.rule(50, 545, 8.5);
    s.row(
      [
        [-82, "6"],
        [92, "PLT"],
        [-150, "100"],
        [-218, us(3000, 0)],
        [250, "GRAND TOTAL"],
      ],
      8.5,
    );
    s.gap(10);
    s.para(
      `Where the rate is dependent on value, shippers are required to state specifically in writing the agreed or declared value of the property as follows: "The agreed or declared value of the property is specifically stated by the shipper to be not exceeding ${usd(18400)} per shipment."`,
      { size: 8 },
    );
    s.para(
      "RECEIVED, subject to individually determined rates or contracts that have been agreed upon in writing between the carrier and shipper, if applicable, otherwise to the rates, classifications and rules that have been established by the carrier and are available to the shipper, on request. The property described above is in apparent good order, except as noted.",
      { size: 8 },
    );
    s.gap(6);
    s.row(
      [
        [50, "Shipper Signature / Date"],
        [230, "Trailer Loaded: By Shipper"],
        [400, "Carrier Signature / Pickup Date"],
      ],
      8,
    );
    s.row(
      [
        [50, "R. Lindahl  04/17/2024"],
        [230, "Freight Counted: By Driver/pallets"],
        [400, "M. Oyelaran  04/17/2024"],
      ],
      8,
    );
    s.gap(4);
    s.line("Note: Liability limitation for loss or damage in this shipment may be applicable. See 49 U.S.C. 14706(c)(1)(A) and (B).", {
      size: 7.5,
    });
    return [s];
  },
};

const deliveryNote: GenDoc = {
  id: "logistics-delivery-note",
  trade: "logistics",
  title: "Lieferschein (delivery note), scanned",
  format: "png",
  dpi: 300,
  schema: { name: "delivery_note", description: "German delivery note (Lieferschein) from a hardware wholesaler" },
  fields: [
    S("delivery_note_no", "Lieferschein-Nr.", "LS-2024-05512", "columns", "abbrev"),
    D("document_date", "Date the delivery note was written", "2024-05-14", "columns", "synonym"),
    D("delivery_date", "Lieferdatum", "2024-05-15", "columns", "synonym"),
    S("customer_number", "Kunden-Nr.", "K-10388", "columns", "synonym"),
    S("order_reference", "The customer's own order number (Ihre Bestellung)", "B-7731", "columns", "synonym"),
    P("supplier_phone", "Telephone of the supplier", "+49 8233 79410", "inline", "abbrev"),
    A(
      "items",
      "Delivered positions",
      "abbrev",
      [
        ["art_no", "string", "Art.-Nr."],
        ["description", "string", "Bezeichnung"],
        ["qty", "number", "Menge"],
      ],
      [
        ["40-1120", "Senkkopfschraube 4x40 verzinkt", 20],
        ["40-1185", "Topfband 35 mm Clip", 150],
        ["52-0310", "Schubkastenfuehrung 450 mm", 24],
        ["61-0042", "Leimholzplatte Buche 19 mm", 6],
      ],
    ),
    N("pkg_count", "Number of packages (Anzahl Packstücke)", 3, "inline", "abbrev"),
    N("gr_wt_kg", "Gewicht", 86.5, "inline", "abbrev"),
    S("tracking_number", "Parcel tracking number", null, "-", "label"),
    S("received_by", "Name of the person who signed for the goods", null, "-", "synonym"),
    S("invoice_no", "", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 11, top: 60 });
    s.line("Brenner Industriebedarf GmbH", { size: 16 });
    s.line("Gewerbering 14 - 86415 Mering - Tel. +49 8233 79410 - info@brenner-industrie.de", { size: 10 });
    s.gap(16);
    s.lines(["Schreinerei Albrecht KG", "z. Hd. Herrn M. Albrecht", "Lindenstraße 3", "86316 Friedberg"]);
    s.gap(18);
    s.line("LIEFERSCHEIN", { size: 18 });
    s.gap(6);
    s.grid(
      [
        [50, 170],
        [320, 430],
      ],
      [
        [
          ["Lieferschein-Nr.", "LS-2024-05512"],
          ["Datum", "14.05.2024"],
        ],
        [
          ["Kunden-Nr.", "K-10388"],
          ["Lieferdatum", "15.05.2024"],
        ],
        [
          ["Ihre Bestellung", "B-7731 vom 08.05.2024"],
          ["Versandart", "Spedition"],
        ],
      ],
    );
    s.gap(14);
    s.table(
      [
        { x: 50, header: "Pos." },
        { x: 90, header: "Art.-Nr." },
        { x: 170, header: "Bezeichnung" },
        { x: 450, header: "Menge", align: "right" },
        { x: 470, header: "Einheit" },
      ],
      [
        ["1", "40-1120", "Senkkopfschraube 4x40 verzinkt", "20", "Pak."],
        ["2", "40-1185", "Topfband 35 mm Clip", "150", "Stk."],
        ["3", "52-0310", "Schubkastenfuehrung 450 mm", "24", "Paar"],
        ["4", "61-0042", "Leimholzplatte Buche 19 mm", "6", "Stk."],
      ],
    );
    s.gap(16);
    s.line("Anzahl Packstücke: 3");
    s.line("Gewicht: 86,5 kg");
    s.gap(14);
    s.para("Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum. Reklamationen bitte innerhalb von 8 Tagen.", { size: 10 });
    s.gap(30);
    s.row([
      [50, "Ware erhalten: ____________________"],
      [330, "Datum / Unterschrift"],
    ]);
    s.gap(40);
    s.line("Sitz: Mering - Amtsgericht Augsburg HRB 21877 - USt-IdNr. DE 811 204 733", { size: 10 });
    return [s];
  },
};

const customsEntry: GenDoc = {
  id: "logistics-customs-entry",
  trade: "logistics",
  title: "Customs entry summary (two pages)",
  format: "pdf",
  schema: { name: "customs_entry", description: "US import entry summary prepared by the customs broker" },
  fields: [
    S("entry_number", "Entry No.", "PGC-4471290-3", "above", "abbrev"),
    D("entry_date", "Entry date", "2024-06-03", "above", "label"),
    S("bill_of_lading", "B/L or AWB number", "EGLV 142400871234", "above", "abbrev"),
    S("country_of_origin", "", "VN", "above", "label"),
    S("importer_name", "Importer of record", "Solano Outdoor Furniture Inc.", "above", "synonym"),
    A(
      "lines",
      "Entry lines",
      "synonym",
      [
        ["description", "string", "Description of merchandise"],
        ["hts_code", "string", "Tariff classification number (HTSUS)"],
        ["entered_value", "number", "Entered value in USD"],
      ],
      [
        ["Outdoor dining chairs, aluminium frame", "9401.79.0050", 42380],
        ["Outdoor tables, aluminium frame", "9403.20.0082", 18950],
        ["Seat cushions, polyester", "9404.90.1000", 6215],
      ],
    ),
    N("total_duty", "Duty", 372.9, "columns", "label", 2),
    N("tot_due", "Total amount to be paid to customs", 691.31, "columns", "abbrev", 2),
    S("importer_reference", "Importer reference", "PO-SOF-22871", "inline", "label", 2),
    S("broker_license_no", "License number of the customs broker", "31872", "inline", "abbrev", 2),
    S("export_license_number", "Export license number", null, "-", "label"),
    E("importer_email", "E-mail of the importer", null, "-", "synonym"),
    S("ad_cvd_case_no", "Antidumping / countervailing duty case number", null, "-", "abbrev"),
  ],
  render() {
    const p1 = new Sheet({ size: 9 });
    p1.row(
      [
        [50, "DEPARTMENT OF HOMELAND SECURITY - U.S. Customs and Border Protection"],
        [-545, "OMB No. 1651-0022"],
      ],
      8,
    );
    p1.line("ENTRY SUMMARY", { size: 14 });
    p1.line("Prepared by Pacific Gateway Customs Brokers, 300 Oceangate, Suite 800, Long Beach, CA 90802", { size: 8 });
    p1.gap(8);
    p1.boxes([
      [50, "1. Filer Code/Entry No.", "PGC-4471290-3"],
      [175, "2. Entry Type", "01 Consumption"],
      [270, "3. Summary Date", "06/12/2024"],
      [365, "4. Surety No.", "457"],
      [450, "5. Bond Type", "8"],
    ]);
    p1.boxes([
      [50, "6. Port Code", "2704"],
      [175, "7. Entry Date", "06/03/2024"],
      [270, "8. Importing Carrier", "EVER LUCENT"],
      [365, "9. Mode of Transport", "11 Vessel"],
      [450, "10. Country of Origin", "VN"],
    ]);
    p1.boxes([
      [50, "11. Import Date", "06/01/2024"],
      [175, "12. B/L or AWB No.", "EGLV 142400871234"],
      [320, "13. Manufacturer ID", "VNTHAPHU88BIN"],
      [450, "14. Exporting Country", "VN"],
    ]);
    p1.boxes([
      [50, "15. Export Date", "05/18/2024"],
      [175, "16. I.T. No.", ""],
      [270, "17. I.T. Date", ""],
      [365, "18. Missing Docs", ""],
      [450, "19. Foreign Port of Lading", "55224"],
    ]);
    p1.boxes([
      [50, "20. U.S. Port of Unlading", "2704 Los Angeles"],
      [175, "21. Location of Goods/G.O. No.", "Y258 - PCT Terminal"],
      [350, "22. Consignee No.", "95-3318722-00"],
      [450, "23. Importer No.", "95-3318722-00"],
    ]);
    p1.columns([
      [
        50,
        ["25. Ultimate Consignee Name and Address", "Solano Outdoor Furniture Inc.", "DC 2 - 4100 E. Mission Blvd", "Ontario, CA 91761"],
      ],
      [300, ["26. Importer of Record Name and Address", "Solano Outdoor Furniture Inc.", "1820 E. Walnut St", "Ontario, CA 91761"]],
    ]);
    p1.gap(10);
    p1.table(
      [
        { x: 50, header: "Line" },
        { x: 80, header: "Description of Merchandise" },
        { x: 265, header: "HTSUS No." },
        { x: 390, header: "Entered Value", align: "right" },
        { x: 405, header: "Duty Rate" },
        { x: 545, header: "Duty", align: "right" },
      ],
      [
        ["001", "Outdoor dining chairs, aluminium frame", "9401.79.0050", usd(42380, 0), "Free", usd(0)],
        ["002", "Outdoor tables, aluminium frame", "9403.20.0082", usd(18950, 0), "Free", usd(0)],
        ["003", "Seat cushions, polyester", "9404.90.1000", usd(6215, 0), "6%", usd(372.9)],
      ],
    );
    p1.gap(4);
    p1.row([[80, "Gross weight 7,820 KG   Manifest qty 1,140 CTNS   Invoice value USD 67,545.00"]], 8.5);
    p1.row([[80, "MPF 499  0.3464%  233.98      HMF 501  0.125%  84.43"]], 8.5);
    const p2 = new Sheet({ size: 9 });
    p2.line("ENTRY SUMMARY (continued) - Entry No. PGC-4471290-3", { size: 11 });
    p2.gap(8);
    p2.line("BLOCK 37 - 40  TOTALS", { size: 9.5 });
    p2.kv(
      [
        ["37. Duty", usd(372.9)],
        ["38. Tax", usd(0)],
        ["39. Other", usd(318.41)],
        ["40. Total", usd(691.31)],
      ],
      { x: 60, vx: 200 },
    );
    p2.gap(10);
    p2.line("Importer Reference: PO-SOF-22871");
    p2.line("Broker Reference: PGC-LB-24-06118");
    p2.gap(10);
    p2.para(
      "DECLARATION OF IMPORTER OF RECORD (OWNER OR PURCHASER) OR AUTHORIZED AGENT. I declare that I am the importer of record and that the actual owner, purchaser, or consignee for CBP purposes is as shown above. I also declare that the statements in the documents herein filed fully disclose to the best of my knowledge and belief the true prices, values, quantities, rebates, drawbacks, fees, commissions, and royalties and are true and correct.",
      { size: 8.5 },
    );
    p2.gap(6);
    p2.line("Declarant: Maria T. Okafor, Licensed Customs Broker No. 31872");
    p2.line("Date: 06/12/2024");
    p2.line("Broker/Filer Information: Pacific Gateway Customs Brokers, Tel. (562) 555-0190");
    return paginate([p1, p2]);
  },
};

export const LOGISTICS: GenDoc[] = [billOfLading, deliveryNote, customsEntry];
