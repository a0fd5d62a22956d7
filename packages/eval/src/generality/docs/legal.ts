import { paginate, Sheet } from "../layout.ts";
import { D, E, type GenDoc, N, P, S } from "../spec.ts";

const powerOfAttorney: GenDoc = {
  id: "legal-power-of-attorney",
  trade: "legal",
  title: "Durable financial power of attorney (two pages)",
  format: "pdf",
  schema: { name: "power_of_attorney", description: "Durable power of attorney" },
  fields: [
    S("principal_name", "Person granting the power", "Margaret Ellen Doyle", "prose", "synonym"),
    D("principal_dob", "", "1946-01-29", "prose", "abbrev"),
    S("agent_name", "Agent (attorney-in-fact)", "Kevin Patrick Doyle", "prose", "label"),
    P("agent_phone", "Telephone of the attorney-in-fact", "(978) 555-0134", "prose", "synonym"),
    S("successor_agent", "", "Anne Doyle Ferris", "prose", "label"),
    D("signing_date", "Date the principal signed", "2024-03-12", "prose", "synonym", 2),
    S("notary_name", "Notary public", "Laura Benedetti", "inline", "label", 2),
    D("comm_exp", "When the notary's commission expires", "2029-06-07", "inline", "abbrev", 2),
    S("governing_state", "State whose laws govern the document", "Massachusetts", "prose", "synonym", 2),
    D("expiration_date", "Date the power of attorney ends", null, "-", "label"),
    E("agent_email", "E-mail of the attorney-in-fact", null, "-", "synonym"),
  ],
  render() {
    const p1 = new Sheet({ size: 10.5 });
    p1.line("DURABLE POWER OF ATTORNEY", { size: 15, center: true });
    p1.line("(Financial)", { size: 10, center: true });
    p1.gap(12);
    p1.para(
      'I, Margaret Ellen Doyle, of 14 Quarry Hill Road, Concord, Massachusetts 01742, born on January 29, 1946, hereby appoint my son, Kevin Patrick Doyle, of 220 Lowell Road, Chelmsford, Massachusetts 01824, telephone (978) 555-0134, as my true and lawful attorney-in-fact (my "Agent").',
    );
    p1.para(
      "If Kevin Patrick Doyle dies, becomes incapacitated, resigns, or is otherwise unable or unwilling to serve, I appoint my daughter, Anne Doyle Ferris, of Portsmouth, New Hampshire, as my successor agent, with the same powers.",
    );
    p1.para(
      "My Agent shall have full power and authority to act on my behalf in all financial matters, including without limitation the power to:",
    );
    for (const item of [
      "(a) open, maintain and close bank, brokerage and retirement accounts, and make deposits and withdrawals;",
      "(b) buy, sell, lease, mortgage or otherwise deal with any real estate I own, including 14 Quarry Hill Road;",
      "(c) prepare, sign and file tax returns and represent me before the Internal Revenue Service and any state taxing authority;",
      "(d) deal with Social Security, Medicare, MassHealth and any pension or annuity benefits payable to me;",
      "(e) make gifts to my descendants not exceeding the federal annual gift tax exclusion per donee per year;",
      "(f) engage and pay attorneys, accountants and other professionals.",
    ])
      p1.para(item, { x: 70 });
    p1.para(
      "DURABILITY. This power of attorney shall become effective immediately and shall not be affected by my subsequent disability or incapacity or by lapse of time. It shall remain in effect until revoked by me in writing.",
    );
    const p2 = new Sheet({ size: 10.5 });
    p2.para(
      "RELIANCE. Any third party may rely on a copy of this document as if it were the original. My Agent shall not be liable for any loss resulting from an act taken in good faith.",
    );
    p2.para("COMPENSATION. My Agent shall serve without compensation but shall be reimbursed for reasonable expenses.");
    p2.para(
      "GOVERNING LAW. This document is governed by the laws of the Commonwealth of Massachusetts, including the Massachusetts Uniform Probate Code, G.L. c. 190B, Article V, Part 5.",
    );
    p2.gap(6);
    p2.para("Signed on this 12th day of March, 2024.");
    p2.gap(10);
    p2.lines(["______________________________", "Margaret Ellen Doyle, Principal"]);
    p2.gap(10);
    p2.line("Witnesses: Thomas Kerrigan, 9 Elm St, Concord MA; Judith Alves, 41 Main St, Acton MA", { size: 9.5 });
    p2.gap(14);
    p2.line("COMMONWEALTH OF MASSACHUSETTS", { size: 10 });
    p2.line("Middlesex, ss.", { size: 10 });
    p2.para(
      "On this 12th day of March, 2024, before me, the undersigned notary public, personally appeared Margaret Ellen Doyle, proved to me through satisfactory evidence of identification, which was a Massachusetts driver's license, to be the person whose name is signed on the preceding document, and acknowledged to me that she signed it voluntarily for its stated purpose.",
      { size: 9.5 },
    );
    p2.gap(6);
    p2.line("Notary Public: Laura Benedetti");
    p2.line("My commission expires: June 7, 2029");
    p2.line("[SEAL]");
    return paginate([p1, p2]);
  },
};

const hearingNotice: GenDoc = {
  id: "legal-notice-of-hearing",
  trade: "legal",
  title: "Notice of hearing on motion (court filing)",
  format: "pdf",
  schema: { name: "court_notice", description: "Notice of motion hearing" },
  fields: [
    S("case_no", "Case number", "24CV081532", "inline", "abbrev"),
    S("plaintiff", "", "Rosewood Apartments LP", "columns", "label"),
    S("defendant", "", "Tyrell Jamison", "columns", "label"),
    D("hrg_date", "", "2024-11-20", "inline", "abbrev"),
    S("department", "Courtroom department", "516", "inline", "abbrev"),
    S("attorney_bar_no", "State bar number of the plaintiff's attorney", "281145", "gap", "abbrev"),
    E("attorney_email", "E-mail of the plaintiff's attorney", "dmoreau@moreautate.com", "inline", "synonym"),
    D("filing_date", "Date the notice was signed", "2024-10-04", "inline", "synonym"),
    S("judge", "Judge assigned", null, "-", "label"),
    S("opposing_counsel", "Defendant's attorney", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 10 });
    s.lines([
      "Daniel K. Moreau (SBN 281145)",
      "MOREAU & TATE LLP",
      "1999 Harrison Street, Suite 1800",
      "Oakland, California 94612",
      "Telephone: (510) 555-0187",
      "Email: dmoreau@moreautate.com",
      "",
      "Attorneys for Plaintiff",
      "ROSEWOOD APARTMENTS LP",
    ]);
    s.gap(12);
    s.line("SUPERIOR COURT OF THE STATE OF CALIFORNIA", { center: true, size: 11 });
    s.line("COUNTY OF ALAMEDA", { center: true, size: 11 });
    s.gap(12);
    s.columns([
      [50, ["PLAINTIFF:", "", "DEFENDANT:"]],
      [130, ["Rosewood Apartments LP,", "                    v.", "Tyrell Jamison, and DOES 1 to 10"]],
      [330, ["Case No.: 24CV081532", "", "NOTICE OF HEARING ON MOTION", "FOR SUMMARY JUDGMENT"]],
    ]);
    s.gap(8);
    s.lines(["Hearing Date: 11/20/2024", "Time: 9:00 a.m.", "Dept.: 516", "Complaint filed: 05/13/2024", "Trial date: None set"], {
      x: 330,
    });
    s.gap(12);
    s.line("TO DEFENDANT AND HIS ATTORNEY OF RECORD:");
    s.gap(4);
    s.para(
      "PLEASE TAKE NOTICE that on November 20, 2024, at 9:00 a.m., or as soon thereafter as the matter may be heard, in Department 516 of the above-entitled court, located at 1225 Fallon Street, Oakland, California 94612, Plaintiff Rosewood Apartments LP will and hereby does move the Court for summary judgment on its complaint for unpaid rent and damages.",
    );
    s.para(
      "The motion is made under Code of Civil Procedure section 437c on the ground that there is no triable issue as to any material fact and Plaintiff is entitled to judgment as a matter of law. The motion is based on this notice, the memorandum of points and authorities, the separate statement of undisputed material facts, the declaration of property manager Lorraine Chu, the pleadings and records on file, and any argument presented at the hearing.",
    );
    s.para(
      "Any opposition must be filed and served at least 20 days before the hearing. The Court may issue a tentative ruling; parties should check the Court's website the court day before the hearing.",
    );
    s.gap(8);
    s.line("Date: October 4, 2024");
    s.line("MOREAU & TATE LLP", { x: 330 });
    s.line("By: /s/ Daniel K. Moreau", { x: 330 });
    s.line("Attorneys for Plaintiff", { x: 330 });
    s.gap(10);
    s.line("NOTICE OF HEARING ON MOTION FOR SUMMARY JUDGMENT - 1", { size: 8, center: true });
    return [s];
  },
};

const engagementLetter: GenDoc = {
  id: "legal-engagement-letter",
  trade: "legal",
  title: "Law firm engagement letter",
  format: "pdf",
  schema: { name: "engagement_letter", description: "Terms of engagement of a law firm" },
  fields: [
    S("matter_no", "", "24-0388", "inline", "abbrev"),
    S("client", "", "Blue Fern Botanicals Inc.", "prose", "label"),
    S("responsible_attorney", "", "Gregory Ashby", "prose", "label"),
    N("retainer_amount", "Advance payment requested", 3500, "prose", "synonym"),
    N("partner_hourly_rate", "Hourly rate of partners", 425, "prose", "synonym"),
    N("pmt_terms_days", "Days allowed to pay an invoice", 30, "prose", "abbrev"),
    P("firm_phone", "", "212-555-0139", "gap", "abbrev"),
    N("contingency_fee_percent", "Contingency fee in percent", null, "-", "synonym"),
    P("fax_no", "", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("WHITCOMBE ASHBY LLP", { size: 15 });
    s.row(
      [
        [50, "Attorneys at Law  |  575 Lexington Avenue, 14th Floor, New York, NY 10022"],
        [390, "Tel.  212-555-0139"],
      ],
      8,
    );
    s.gap(20);
    s.line("January 8, 2024");
    s.gap(8);
    s.lines([
      "PRIVILEGED AND CONFIDENTIAL",
      "",
      "Ms. Lucia Alvarez",
      "Chief Executive Officer",
      "Blue Fern Botanicals Inc.",
      "312 Atlantic Avenue, Brooklyn, NY 11201",
    ]);
    s.gap(8);
    s.line("Re: Engagement for Trademark Registration - Matter No. 24-0388");
    s.gap(6);
    s.line("Dear Ms. Alvarez:");
    s.gap(4);
    s.para(
      'Thank you for selecting Whitcombe Ashby LLP to represent Blue Fern Botanicals Inc. (the "Company") in connection with the clearance and registration of the BLUE FERN word mark and logo in the United States and under the Madrid Protocol. This letter sets out the terms of our engagement.',
    );
    s.para(
      "Gregory Ashby will be the partner responsible for this matter and will be assisted by associates and paralegals as needed. Our fees are based on the time spent. Current hourly rates are $425 per hour for partners, $260 per hour for associates and $145 per hour for paralegals; rates are reviewed each January.",
    );
    s.para(
      "We request an advance retainer of $3,500.00, which we will hold in our attorney escrow account and apply to our final invoice. We bill monthly; invoices are payable within 30 days of receipt. Government filing fees and foreign associate charges will be billed at cost.",
    );
    s.para(
      "Either party may end this engagement at any time by written notice, subject to our ethical obligations. Any dispute about fees may be submitted to arbitration under Part 137 of the Rules of the Chief Administrator of the Courts.",
    );
    s.para("If these terms are acceptable, please sign and return a copy of this letter together with the retainer.");
    s.gap(4);
    s.lines(["Very truly yours,", "", "Gregory Ashby", "Partner"]);
    s.gap(16);
    s.line("AGREED AND ACCEPTED: Blue Fern Botanicals Inc.");
    s.row([
      [50, "By: ____________________"],
      [300, "Date: ______________"],
    ]);
    return [s];
  },
};

export const LEGAL: GenDoc[] = [powerOfAttorney, hearingNotice, engagementLetter];
