import { D, type GenDoc, N, S } from "../spec.ts";

const membership: GenDoc = {
  id: "leisure-gym-membership",
  trade: "leisure",
  title: "Fitness club membership agreement (plain text e-mail)",
  format: "text",
  schema: { name: "membership", description: "A fitness club membership agreement" },
  fields: [
    S("member_name", "", "Priyanka Deshmukh", "columns", "label"),
    S("membership_no", "", "FC-208815", "columns", "abbrev"),
    S("membership_type", "", "Off-Peak Individual", "columns", "label"),
    D("start_date", "", "2024-03-01", "columns", "label"),
    N("monthly_dues", "Monthly fee", 39.99, "columns", "synonym"),
    N("enrollment_fee", "One-time joining fee", 49, "columns", "synonym"),
    N("min_term_months", "Minimum term in months", 12, "prose", "synonym"),
    N("notice_days", "Days of notice required to cancel", 30, "prose", "synonym"),
    S("home_club", "", "Eastgate", "columns", "label"),
    S("locker_no", "", null, "-", "abbrev"),
  ],
  render: () => `From: memberships@peakformclubs.example
Subject: Welcome to PeakForm - your membership agreement

MEMBERSHIP AGREEMENT

Member:              Priyanka Deshmukh
Membership No:       FC-208815
Membership Type:     Off-Peak Individual
Home Club:           Eastgate
Start Date:          01 March 2024
Monthly Dues:        GBP 39.99
Joining Fee:         GBP 49.00

Your membership has a minimum term of 12 months. After the minimum term it continues month to month,
and you may cancel at any time by giving 30 days' written notice. Dues are collected by direct debit on
the 1st of each month.

PeakForm Clubs Ltd, 18 Kingsway, Leeds LS1 4AB
`,
};

export const LEISURE: GenDoc[] = [membership];
