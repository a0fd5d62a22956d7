import { paginate, Sheet } from "../layout.ts";
import { D, E, type GenDoc, N, P, S } from "../spec.ts";

const lease: GenDoc = {
  id: "realestate-residential-lease",
  trade: "real estate",
  title: "Residential lease agreement (three pages)",
  format: "pdf",
  schema: { name: "residential_lease", description: "Key terms of a residential lease" },
  fields: [
    S("landlord", "Landlord", "Cedar Hollow Properties LLC", "prose", "label"),
    S("tenant_names", "Names of the tenants", "Aisha Rahman and Tobias Greer", "prose", "label"),
    D("lease_start", "Date the lease term begins", "2024-03-03", "range", "synonym"),
    D("lease_end", "Date the lease term ends", "2025-02-28", "range", "synonym"),
    N("monthly_rent", "Monthly rent", 1850, "prose", "label"),
    N("late_fee", "Late fee", 75, "prose", "label"),
    N("security_deposit", "", 2400, "prose", "label", 2),
    N("pet_deposit", "Pet deposit", 300, "prose", "label", 2),
    S("parking_space", "Assigned parking space", "14", "prose", "label", 2),
    S("governing_law", "State whose laws govern the lease", "Oregon", "prose", "synonym", 3),
    E("landlord_email", "Landlord's e-mail for notices", "leasing@cedarhollowpm.com", "inline", "synonym", 3),
    S("guarantor_name", "Name of the guarantor / co-signer", null, "-", "synonym"),
    N("pet_rent", "Monthly pet rent", null, "-", "label"),
  ],
  render() {
    const p1 = new Sheet({ size: 10 });
    p1.line("RESIDENTIAL LEASE AGREEMENT", { size: 14, center: true });
    p1.line("(Month-to-month after initial term - Oregon)", { size: 8.5, center: true });
    p1.gap(12);
    p1.para(
      'This Residential Lease Agreement ("Lease") is entered into on February 20, 2024, by and between Cedar Hollow Properties LLC, an Oregon limited liability company ("Landlord"), and Aisha Rahman and Tobias Greer (together, "Tenant"). Landlord and Tenant agree as follows:',
    );
    p1.para(
      '1. PREMISES. Landlord leases to Tenant the residential dwelling located at 1447 NE Holladay Street, Unit 5, Portland, Oregon 97232, together with the appliances listed in the move-in condition report (the "Premises"). The Premises shall be occupied only by Tenant and the following minor child: Samir Rahman-Greer.',
    );
    p1.para(
      '2. TERM. This lease commences on March 3, 2024 and ends on February 28, 2025 (the "Initial Term"). Unless either party gives written notice at least 30 days before the end of the Initial Term, the tenancy will continue month to month on the same terms.',
    );
    p1.para(
      "3. RENT. Tenant shall pay a monthly rent of $1,850.00, due in advance on the first day of each month. Rent for the partial month of March 2024 is prorated to $1,671.00 and is due at signing. Rent shall be paid through the Landlord's online portal or by check payable to Cedar Hollow Properties LLC.",
    );
    p1.para(
      "4. LATE CHARGES. If rent is not received by 5:00 p.m. on the fourth day of the month, Tenant shall pay a late fee of $75.00. A fee of $35.00 will be charged for any dishonored check.",
    );
    p1.para(
      "5. OCCUPANCY LIMITS AND GUESTS. Guests staying more than 14 days in any six-month period require Landlord's written consent. Tenant shall not assign this Lease or sublet the Premises.",
    );
    const p2 = new Sheet({ size: 10 });
    p2.para(
      "6. SECURITY DEPOSIT. Upon signing, Tenant shall deposit with Landlord a security deposit of $2,400.00 as security for the performance of Tenant's obligations. Within 31 days after the tenancy ends, Landlord shall return the deposit less any amounts lawfully withheld, with a written accounting.",
    );
    p2.para(
      "7. UTILITIES. Tenant is responsible for electricity, natural gas and internet service. Landlord pays for water, sewer and garbage collection; these charges are included in the rent.",
    );
    p2.para(
      "8. PETS. One (1) domestic cat is permitted. Tenant shall pay a refundable pet deposit of $300.00 in addition to the security deposit. No other animals are permitted without Landlord's written consent, except assistance animals.",
    );
    p2.para("9. PARKING. Tenant is assigned parking space No. 14 in the rear lot. Vehicles must be operable and currently registered.");
    p2.para(
      "10. MAINTENANCE AND REPAIRS. Tenant shall keep the Premises clean and sanitary and shall promptly notify Landlord of any needed repairs through the maintenance portal. Landlord shall keep the Premises in habitable condition as required by ORS 90.320.",
    );
    p2.para(
      "11. ENTRY. Landlord may enter the Premises at reasonable times after giving at least 24 hours' notice, except in case of emergency.",
    );
    p2.para("12. SMOKING. Smoking of any substance is prohibited inside the Premises and within 25 feet of any building entrance.");
    p2.para(
      "13. RENTERS INSURANCE. Tenant shall maintain renters insurance with at least $100,000 of liability coverage and provide proof to Landlord within 10 days of the commencement date.",
    );
    const p3 = new Sheet({ size: 10 });
    p3.para("14. ALTERATIONS. Tenant shall not paint, install fixtures or make alterations without Landlord's prior written consent.");
    p3.para(
      "15. TERMINATION. Either party may terminate a month-to-month tenancy as permitted by Oregon law. Tenant shall return all keys and remotes at move-out.",
    );
    p3.para("16. ENTIRE AGREEMENT. This Lease, its addenda and the move-in condition report are the entire agreement of the parties.");
    p3.para("17. GOVERNING LAW. This Lease shall be governed by the laws of the State of Oregon.");
    p3.para("18. NOTICES. Notices to Landlord shall be sent to:");
    p3.lines(
      ["Cedar Hollow Properties LLC", "PO Box 8812, Portland, OR 97208", "Tel. (503) 555-0119", "Email: leasing@cedarhollowpm.com"],
      { x: 80 },
    );
    p3.gap(20);
    p3.row([
      [50, "LANDLORD"],
      [320, "TENANT"],
    ]);
    p3.row([
      [50, "Cedar Hollow Properties LLC"],
      [320, "Aisha Rahman            Date: 02/20/2024"],
    ]);
    p3.row([
      [50, "By: Graham Holt, Managing Member"],
      [320, "Tobias Greer            Date: 02/21/2024"],
    ]);
    p3.row([[50, "Date: 02/21/2024"]]);
    return paginate([p1, p2, p3], (n, of) => `Lease - 1447 NE Holladay St #5 - Page ${n} of ${of} - Tenant initials ____`);
  },
};

const listing: GenDoc = {
  id: "realestate-property-listing",
  trade: "real estate",
  title: "MLS property listing sheet",
  format: "pdf",
  schema: { name: "property_listing", description: "" },
  fields: [
    S("mls_no", "MLS listing number", "24-118207", "gap", "abbrev"),
    N("list_price", "", 679900, "gap", "label"),
    N("bedrooms", "Number of bedrooms", 4, "columns", "synonym"),
    N("bathrooms", "", 2.5, "columns", "synonym"),
    N("sqft", "Heated living area in square feet", 2640, "columns", "abbrev"),
    N("year_built", "", 2006, "columns", "label"),
    N("hoa_fee", "Monthly HOA dues", 85, "columns", "abbrev"),
    N("ann_tax", "Annual property taxes", 3912, "columns", "abbrev"),
    P("listing_agent_phone", "Phone of the listing agent", "(828) 555-0177", "inline", "synonym"),
    D("list_dt", "Date the property was listed", "2024-05-02", "inline", "abbrev"),
    D("open_house_date", "Date of the next open house", null, "-", "label"),
    N("previous_sale_price", "Price at which the property last sold", null, "-", "synonym"),
    S("seller_name", "Seller", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Blue Ridge Realty Group"],
        [-545, "MLS# 24-118207"],
      ],
      13,
    );
    s.line("Residential - Single Family  |  Status: Active", { size: 9 });
    s.gap(6);
    s.line("86 Willow Creek Drive, Asheville, NC 28803", { size: 15 });
    s.row(
      [
        [50, "List Price"],
        [150, "$679,900"],
      ],
      13,
    );
    s.gap(8);
    s.grid(
      [
        [50, 115],
        [215, 290],
        [390, 470],
      ],
      [
        [
          ["Beds", "4"],
          ["Baths", "2.5 (2 full, 1 half)"],
          ["Sq Ft", "2,640 heated"],
        ],
        [
          ["Lot Size", "0.42 ac"],
          ["Year Built", "2006"],
          ["Garage", "2-car attached"],
        ],
        [
          ["Stories", "2"],
          ["Foundation", "Crawl space"],
          ["Roof", "Shingle (2019)"],
        ],
        [
          ["HOA", "$85/mo"],
          ["Taxes", "$3,912 (2023)"],
          ["Zoning", "RS-4"],
        ],
        [
          ["Heating", "Heat pump"],
          ["Water", "City"],
          ["Sewer", "City"],
        ],
      ],
    );
    s.gap(8);
    s.line("PUBLIC REMARKS", { size: 10 });
    s.para(
      "Light-filled craftsman on a quiet cul-de-sac minutes from the Blue Ridge Parkway and downtown Asheville. The main level offers an open kitchen with quartz counters and a gas range, a family room with stone fireplace and a primary suite with walk-in closet. Upstairs are three bedrooms and a bonus room. Fenced backyard with a covered deck and raised garden beds. New HVAC in 2021. Seller will consider offers between $650,000 and $690,000 with a 30-day close.",
    );
    s.line("SCHOOLS", { size: 10 });
    s.line("Elementary: Estes   Middle: Valley Springs   High: T.C. Roberson");
    s.gap(8);
    s.line("LISTING INFORMATION", { size: 10 });
    s.line("Listed: 05/02/2024   Days on Market: 19   Original List Price: $699,000   Price Change: 05/16/2024");
    s.line("Listing Agent: Colleen Marsh, Blue Ridge Realty Group");
    s.line("Agent Phone: (828) 555-0177   Office: (828) 555-0100   Email: cmarsh@blueridgerg.com");
    s.line("Showing Instructions: Appointment through ShowingTime; 2-hour notice. Buyer agent compensation: 2.5%");
    s.gap(14);
    s.para(
      "Information deemed reliable but not guaranteed. Square footage and lot size are approximate and should be verified by the buyer. (c) 2024 Canopy MLS. Printed 05/21/2024.",
      { size: 7.5 },
    );
    return [s];
  },
};

const landlordStatement: GenDoc = {
  id: "realestate-landlord-statement-uk",
  trade: "real estate",
  title: "Letting agent's landlord statement (UK)",
  format: "pdf",
  schema: { name: "landlord_statement", description: "Monthly statement from the letting agent to the landlord" },
  fields: [
    S("agent_ref", "Agent's reference", "LS-PM-3381", "inline", "abbrev"),
    S("property_address", "Let property", "Flat 3, 27 Clarendon Road, Leeds LS2 9NZ", "inline", "synonym"),
    S("tenant_name", "", "Ms K. Oduya", "inline", "label"),
    D("statement_start", "Statement period from", "2024-05-01", "range", "synonym"),
    D("statement_end", "Statement period to", "2024-05-31", "range", "synonym"),
    N("rent_rcvd", "Rent collected in the period", 1450, "table", "abbrev"),
    N("management_fee", "Management fee (net of VAT)", 174, "table", "label"),
    N("vat_on_fee", "", 34.8, "table", "abbrev"),
    N("net_payment", "Amount paid to the landlord", 1145.2, "gap", "synonym"),
    D("payment_date", "Date the money was paid to the landlord", "2024-06-04", "prose", "synonym"),
    S("deposit_scheme_ref", "Tenancy deposit scheme reference", null, "-", "synonym"),
    D("next_inspection_date", "Date of the next property inspection", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.row(
      [
        [50, "Aire Valley Lettings"],
        [-545, "LANDLORD STATEMENT"],
      ],
      14,
    );
    s.line("12 Park Square East, Leeds LS1 2NE  |  0113 496 0772  |  accounts@airevalleylettings.co.uk", { size: 8 });
    s.gap(14);
    s.columns([
      [50, ["Mr R. Ashworth", "9 Moor Lane", "Harrogate", "HG2 8AB"]],
      [330, ["Our Ref: LS-PM-3381", "Landlord No: 20417", "Statement date: 03/06/2024", "Page 1 of 1"]],
    ]);
    s.gap(12);
    s.line("Property: Flat 3, 27 Clarendon Road, Leeds LS2 9NZ");
    s.line("Tenant: Ms K. Oduya");
    s.line("Statement period: 01/05/2024 - 31/05/2024");
    s.gap(10);
    s.table(
      [
        { x: 50, header: "Date" },
        { x: 110, header: "Description" },
        { x: 400, header: "Income", align: "right" },
        { x: 470, header: "Expenditure", align: "right" },
        { x: 545, header: "Balance", align: "right" },
      ],
      [
        ["01/05/2024", "Rent received - May 2024", "£1,450.00", "", "£1,450.00"],
        ["01/05/2024", "Management fee 12%", "", "£174.00", "£1,276.00"],
        ["01/05/2024", "VAT on management fee 20%", "", "£34.80", "£1,241.20"],
        ["17/05/2024", "Boiler service - Leeds Gas Care inv. 88213", "", "£96.00", "£1,145.20"],
      ],
    );
    s.gap(6);
    s.row([
      [110, "Totals"],
      [-400, "£1,450.00"],
      [-470, "£304.80"],
    ]);
    s.gap(4);
    s.row(
      [
        [110, "Amount paid to you"],
        [-545, "£1,145.20"],
      ],
      10.5,
    );
    s.gap(10);
    s.para(
      "The balance of £1,145.20 was paid to your account ending 4471 on 04/06/2024 by Faster Payment. Next rent due from tenant: 01/06/2024. Gas safety certificate expires 22/09/2024 - we will arrange renewal unless you instruct otherwise.",
    );
    s.gap(10);
    s.para(
      "Aire Valley Lettings is a member of Propertymark (C0112874) and the Client Money Protection scheme. Registered in England No. 08812044. VAT No. GB 197 4410 28.",
      { size: 7.5 },
    );
    return [s];
  },
};

export const REAL_ESTATE: GenDoc[] = [lease, listing, landlordStatement];
