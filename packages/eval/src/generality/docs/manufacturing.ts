import { Sheet } from "../layout.ts";
import { A, D, type GenDoc, N, S } from "../spec.ts";

const workOrder: GenDoc = {
  id: "manufacturing-work-order",
  trade: "manufacturing",
  title: "Production work order with routing",
  format: "pdf",
  schema: { name: "work_order", description: "Shop floor production work order" },
  fields: [
    S("work_order_number", "", "24-0817", "inline", "abbrev"),
    S("part_number", "", "TPM-33108", "inline", "abbrev"),
    S("cust_name", "", "Ardent Fluid Power", "inline", "abbrev"),
    S("customer_po", "Customer purchase order", "4500187732", "inline", "abbrev"),
    N("quantity", "Quantity ordered", 250, "inline", "abbrev"),
    D("due_date", "", "2024-08-30", "inline", "label"),
    A(
      "operations",
      "Routing steps",
      "abbrev",
      [
        ["op", "string", "Operation number"],
        ["work_center", "string", ""],
        ["description", "string", ""],
      ],
      [
        ["010", "SAW-01", "Cut blanks to length"],
        ["020", "VMC-03", "Mill all features per model"],
        ["030", "DEB-01", "Deburr, break edges"],
        ["040", "ANO-EXT", "Anodize type II clear (outside)"],
        ["050", "QC-01", "Final inspection, CMM first article"],
      ],
    ),
    S("heat_lot", "Material heat lot", "H-22871", "inline", "label"),
    N("scrap_qty", "Scrapped quantity", null, "-", "label"),
    S("ship_via", "Shipping method / carrier", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Tolman Precision Machining"],
        [-545, "PRODUCTION WORK ORDER"],
      ],
      13,
    );
    s.line("4120 Industrial Pkwy, Dayton, OH 45414  -  ISO 9001:2015 / AS9100D", { size: 8 });
    s.gap(10);
    s.grid(
      [
        [50, 125],
        [310, 385],
      ],
      [
        [
          ["WO #:", "24-0817"],
          ["Released:", "08/05/2024"],
        ],
        [
          ["Part No.:", "TPM-33108"],
          ["Rev:", "C"],
        ],
        [
          ["Description:", "Hydraulic manifold block, 6061-T6"],
          ["Priority:", "2"],
        ],
        [
          ["Customer:", "Ardent Fluid Power"],
          ["Customer PO:", "4500187732"],
        ],
        [
          ["Qty Ordered:", "250"],
          ["Due Date:", "08/30/2024"],
        ],
        [
          ["Qty to Start:", "262 (incl. 5% setup)"],
          ["Planner:", "K. Ibrahim"],
        ],
      ],
    );
    s.gap(6);
    s.line("Material: 6061-T6 aluminum plate 2.00 x 4.50 x 5.25 in, cert required, Heat Lot: H-22871");
    s.line("Drawing: TPM-33108-C  Sheet 1-3    Program: O3310 (VMC-03)");
    s.gap(10);
    s.line("ROUTING", { size: 10.5 });
    s.table(
      [
        { x: 50, header: "Op" },
        { x: 80, header: "Work Center" },
        { x: 150, header: "Description" },
        { x: 370, header: "Setup (h)", align: "right" },
        { x: 440, header: "Run (min/pc)", align: "right" },
        { x: 460, header: "Operator / Date" },
      ],
      [
        ["010", "SAW-01", "Cut blanks to length", "0.50", "1.2", "__________"],
        ["020", "VMC-03", "Mill all features per model", "2.00", "14.5", "__________"],
        ["030", "DEB-01", "Deburr, break edges", "0.00", "3.0", "__________"],
        ["040", "ANO-EXT", "Anodize type II clear (outside)", "-", "-", "__________"],
        ["050", "QC-01", "Final inspection, CMM first article", "0.25", "2.0", "__________"],
      ],
    );
    s.gap(10);
    s.line("PRODUCTION LOG", { size: 10.5 });
    s.kv(
      [
        ["Qty Completed", "________"],
        ["Qty Scrapped", "________"],
        ["Scrap Reason", "________________________________"],
      ],
      { vx: 160 },
    );
    s.gap(10);
    s.para(
      "Notes: First article inspection required on op 020 before running the lot. Protect sealing faces (datum A) during handling. Parts ship in individual foam trays, 25 per box. Outside processing PO 24-3318 to Miami Valley Anodizing, expected back 08/23/2024.",
      { size: 9 },
    );
    s.gap(10);
    s.row(
      [
        [50, "Issued by: K. Ibrahim 08/05/2024"],
        [330, "Closed by: __________  Date: ________"],
      ],
      9,
    );
    return [s];
  },
};

const certificateOfConformity: GenDoc = {
  id: "manufacturing-certificate-of-conformity",
  trade: "manufacturing",
  title: "Certificate of conformity (European supplier)",
  format: "pdf",
  schema: { name: "certificate_of_conformity", description: "Supplier's certificate of conformity for delivered parts" },
  fields: [
    S("certificate_number", "Certificate number", "CoC-2024-0388", "inline", "label"),
    D("issue_date", "Date of the certificate", "2024-06-17", "inline", "synonym"),
    S("po_number", "Customer order number", "4500188104", "inline", "abbrev"),
    S("delivery_note_no", "Related delivery note", "LS-77210", "inline", "synonym"),
    A(
      "items",
      "Certified items",
      "abbrev",
      [
        ["part_no", "string", "Part number"],
        ["qty", "number", "Quantity in pieces"],
        ["batch", "string", "Batch / lot"],
      ],
      [
        ["DF-2210-08", 5000, "B24-1162"],
        ["ZF-1045-03", 2500, "B24-1170"],
      ],
    ),
    S("material_standard", "Material standard of the wire", "EN 10270-1 SH", "prose", "synonym"),
    S("inspection_document_type", "Type of inspection document", "EN 10204 type 3.1", "prose", "synonym"),
    S("qa_mgr", "Who approved the certificate", "Petra Lindner", "inline", "abbrev"),
    S("country_of_origin", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.row(
      [
        [50, "KOHLMANN FEDERN GmbH"],
        [-545, "Precision springs since 1962"],
      ],
      13,
    );
    s.line("Am Hüttenwerk 9 · 58791 Werdohl · Germany · Tel. +49 2392 5081-0 · qs@kohlmann-federn.de", { size: 8 });
    s.gap(20);
    s.line("CERTIFICATE OF CONFORMITY", { size: 15, center: true });
    s.line("according to EN 10204", { size: 9, center: true });
    s.gap(16);
    s.kv(
      [
        ["Certificate No.:", "CoC-2024-0388"],
        ["Date:", "17.06.2024"],
        ["Customer:", "Ardent Fluid Power Inc., 2200 Commerce Dr, Columbus, OH 43219, USA"],
        ["Order No.:", "4500188104 of 02.05.2024"],
        ["Delivery Note:", "LS-77210 of 17.06.2024"],
      ],
      { vx: 150 },
    );
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Item" },
        { x: 85, header: "Part Number" },
        { x: 170, header: "Description" },
        { x: 430, header: "Quantity", align: "right" },
        { x: 450, header: "Batch" },
      ],
      [
        ["1", "DF-2210-08", "Compression spring 1.6 x 12 x 38", "5.000 pcs", "B24-1162"],
        ["2", "ZF-1045-03", "Extension spring 1.0 x 8 x 45", "2.500 pcs", "B24-1170"],
      ],
    );
    s.gap(12);
    s.para(
      "We hereby certify that the products listed above have been manufactured, inspected and tested in accordance with the customer drawings DF-2210 Rev. 4 and ZF-1045 Rev. 2, the purchase order requirements and our quality management system certified to ISO 9001:2015. The springs are made of patented cold-drawn spring steel wire EN 10270-1 SH and are free of defects affecting form, fit or function.",
    );
    s.para(
      "Inspection was carried out by our quality department, independent of production. This certificate is an inspection document EN 10204 type 3.1. Test results (load at L1 and L2, free length, outside diameter) are recorded and retained for ten years; copies are available on request.",
    );
    s.para("The products comply with RoHS Directive 2011/65/EU and REACH Regulation (EC) No 1907/2006.");
    s.gap(14);
    s.line("Approved by: Petra Lindner");
    s.line("Quality Management");
    s.gap(24);
    s.line("Kohlmann Federn GmbH · Registergericht Iserlohn HRB 4471 · Geschäftsführer: Jens Kohlmann · USt-IdNr. DE 125 224 871", {
      size: 7,
    });
    return [s];
  },
};

const inspectionReport: GenDoc = {
  id: "manufacturing-incoming-inspection",
  trade: "manufacturing",
  title: "Incoming inspection report, two-page TIFF scan",
  format: "tiff",
  dpi: 200,
  schema: { name: "inspection_report", description: "Receiving inspection report" },
  fields: [
    S("report_no", "", "IIR-24-0562", "above", "abbrev"),
    D("inspection_date", "", "2024-07-09", "above", "label"),
    S("supplier", "", "Kohlmann Federn GmbH", "above", "label"),
    N("lot_size", "", 5000, "above", "label"),
    N("sample_size", "", 80, "above", "label"),
    A(
      "measurements",
      "Measured characteristics",
      "label",
      [
        ["characteristic", "string", ""],
        ["nominal", "number", ""],
        ["result", "string", "OK / NOK"],
      ],
      [
        ["Wire diameter", 1.6, "OK"],
        ["Outside diameter", 12, "OK"],
        ["Free length", 38, "NOK"],
        ["Load at L1 = 30 mm", 42, "OK"],
      ],
    ),
    N("defects_found", "Number of nonconforming parts found", 3, "inline", "synonym", 2),
    S("disposition", "", "ACCEPT - USE AS IS", "inline", "label", 2),
    S("inspector", "", "T. Nakamura", "inline", "label", 2),
    S("ncr_ref", "Nonconformance report number", null, "-", "abbrev"),
  ],
  render() {
    const o = { labelSize: 10 };
    const p1 = new Sheet({ size: 12, top: 50 });
    p1.line("ARDENT FLUID POWER INC. - Quality Assurance", { size: 14 });
    p1.line("INCOMING INSPECTION REPORT", { size: 16 });
    p1.gap(8);
    p1.boxes(
      [
        [50, "Report No.", "IIR-24-0562"],
        [220, "Inspection Date", "07/09/2024"],
        [400, "Receiver No.", "RCV-88120"],
      ],
      o,
    );
    p1.boxes(
      [
        [50, "Supplier", "Kohlmann Federn GmbH"],
        [300, "Part No.", "DF-2210-08"],
        [450, "Rev.", "4"],
      ],
      o,
    );
    p1.boxes(
      [
        [50, "Lot Size", "5,000"],
        [170, "Sample Size", "80"],
        [290, "AQL", "1.0"],
        [400, "PO No.", "4500188104"],
      ],
      o,
    );
    p1.gap(6);
    p1.line("DIMENSIONAL / FUNCTIONAL RESULTS", { size: 12 });
    p1.table(
      [
        { x: 50, header: "Characteristic" },
        { x: 250, header: "Nominal", align: "right" },
        { x: 270, header: "Tol." },
        { x: 370, header: "Min", align: "right" },
        { x: 430, header: "Max", align: "right" },
        { x: 460, header: "Result" },
      ],
      [
        ["Wire diameter", "1.60", "+/-0.02", "1.59", "1.61", "OK"],
        ["Outside diameter", "12.00", "+/-0.15", "11.92", "12.08", "OK"],
        ["Free length", "38.0", "+/-0.5", "37.7", "38.6", "NOK"],
        ["Load at L1 = 30 mm", "42", "+/-4 N", "40.1", "44.8", "OK"],
      ],
    );
    p1.gap(8);
    p1.line("Gauges: CMM-02, caliper C-114, spring tester ST-1", { size: 11 });
    p1.line("Continued on page 2", { size: 10 });
    const p2 = new Sheet({ size: 12, top: 50 });
    p2.line("INCOMING INSPECTION REPORT IIR-24-0562 - page 2", { size: 13 });
    p2.gap(8);
    p2.line("Nonconformities found: 3 (free length 38.6 mm, above max)");
    p2.line("Disposition: ACCEPT - USE AS IS");
    p2.line("NCR Ref.: N/A");
    p2.line("Approved by engineering: R. Kaplan 07/15/2024");
    p2.gap(8);
    p2.para(
      "Remarks: deviation is within the functional limits agreed with engineering; supplier informed by e-mail and asked for corrective action on the next lot.",
      { size: 11 },
    );
    p2.gap(10);
    p2.line("Inspector: T. Nakamura");
    p2.line("Signature: T.N.   Date: 07/09/2024");
    return [p1, p2];
  },
};

export const MANUFACTURING: GenDoc[] = [workOrder, certificateOfConformity, inspectionReport];
