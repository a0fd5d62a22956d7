import { Sheet } from "../layout.ts";
import { D, E, type GenDoc, N, S } from "../spec.ts";

const renewalNotice: GenDoc = {
  id: "technology-subscription-renewal",
  trade: "technology",
  title: "Software subscription renewal notice",
  format: "pdf",
  schema: { name: "renewal_notice", description: "Notice that a software subscription will renew" },
  fields: [
    S("customer_account", "Customer account ID", "ACCT-40918", "inline", "synonym"),
    S("plan", "Subscription plan", "Team Plus", "inline", "label"),
    N("seats", "Number of user seats", 25, "inline", "label"),
    D("renewal_date", "", "2025-02-01", "prose", "label"),
    N("renewal_price", "Price of the renewed term", 7125, "prose", "synonym"),
    N("price_increase_pct", "Price increase in percent", 5, "prose", "synonym"),
    D("cancel_by", "Last day to cancel without charge", "2025-01-02", "prose", "synonym"),
    E("billing_contact_email", "", "it-admin@larkspurdesign.example", "inline", "synonym"),
    S("po_number", "Customer purchase order number", null, "-", "abbrev"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("Fieldnote Software, Inc.", { size: 14 });
    s.line("500 Howard St, San Francisco, CA 94105", { size: 8.5 });
    s.gap(14);
    s.line("Subscription renewal notice", { size: 12 });
    s.gap(6);
    s.line("Account: ACCT-40918");
    s.line("Customer: Larkspur Design Studio");
    s.line("Plan: Team Plus");
    s.line("Seats: 25");
    s.line("Billing contact: it-admin@larkspurdesign.example");
    s.gap(8);
    s.para(
      "Your annual subscription renews automatically on February 1, 2025 for another twelve months. The renewal price is $7,125.00 for 25 seats, which reflects a 5% increase over your current term.",
    );
    s.para(
      "If you do not wish to renew, you may cancel in the admin console no later than January 2, 2025. Seats added during the term are prorated to the renewal date.",
    );
    s.gap(6);
    s.line("Questions? Reply to renewals@fieldnote.example or call 1-800-555-0163.", { size: 9 });
    return [s];
  },
};

export const TECHNOLOGY: GenDoc[] = [renewalNotice];
