import { Sheet } from "../layout.ts";
import { D, E, type GenDoc, N, S } from "../spec.ts";

const donationReceipt: GenDoc = {
  id: "nonprofit-donation-acknowledgment",
  trade: "nonprofit",
  title: "Charitable contribution acknowledgment letter",
  format: "pdf",
  schema: { name: "donation_receipt", description: "Acknowledgment of a charitable gift for the donor's tax records" },
  fields: [
    S("donor_name", "", "Evelyn and Marcus Thornbury", "above", "label"),
    N("gift_amount", "Amount of the contribution", 2500, "prose", "synonym"),
    D("gift_date", "Date the gift was received", "2024-12-16", "prose", "synonym"),
    S("check_number", "Number of the check the gift was paid by", "4471", "prose", "synonym"),
    S("designation", "Fund the gift is designated to", "Youth Literacy Fund", "prose", "synonym"),
    S("organization_ein", "Federal tax ID of the charity", "83-1047726", "inline", "synonym"),
    N("schools_served", "Number of schools the fund supports", 12, "prose", "synonym"),
    S("receipt_no", "", "DR-2024-08817", "inline", "abbrev"),
    E("contact_email", "", "giving@readingbridge.org", "prose", "label"),
    S("pledge_id", "Pledge the gift pays toward", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("THE READING BRIDGE FOUNDATION", { size: 15 });
    s.line("1450 Oak Park Ave, Suite 210, Chicago, IL 60612  |  Tax ID (EIN): 83-1047726", { size: 8.5 });
    s.gap(16);
    s.line("January 6, 2025");
    s.line("Receipt No.: DR-2024-08817");
    s.gap(8);
    s.lines(["Evelyn and Marcus Thornbury", "2217 W Cortland St", "Chicago, IL 60647"]);
    s.gap(10);
    s.line("Dear Evelyn and Marcus,");
    s.gap(4);
    s.para(
      "Thank you for your generous contribution of $2,500.00, received on December 16, 2024 by check no. 4471. Your gift has been designated to the Youth Literacy Fund and will put books and reading tutors in 12 Chicago public schools this spring.",
    );
    s.para(
      "No goods or services were provided in exchange for your contribution. The Reading Bridge Foundation is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code; please keep this letter for your tax records.",
    );
    s.para(
      "If you have any questions about your gift, please write to giving@readingbridge.org or call our donor services team at (312) 555-0187.",
    );
    s.gap(8);
    s.lines(["With gratitude,", "", "Alicia Moreno", "Executive Director"]);
    return [s];
  },
};

export const NONPROFIT: GenDoc[] = [donationReceipt];
