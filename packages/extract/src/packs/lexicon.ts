// Business-document concepts in English, German and French: which words in a field's name or description mean
// the concept, and how documents label it. Everything here is language, never a particular layout or vendor.
// The lists keep their packed layout (prettier-ignore): one word per line would make them hard to read and review.
import type { PrimitiveType } from "@docsift/contract";
import type { Shape } from "../values.ts";

export type Concept = {
  id: string;
  types: readonly PrimitiveType[];
  /** Phrases of a field's name or description that mean this concept. */
  evokedBy: readonly string[];
  /** How documents label it. */
  labels: readonly string[];
  /** Labels that also mean other things; they count for less. */
  weakLabels?: readonly string[];
  /** Labels that usually mean the concept but yield to its explicit labels ("Subtotal" to "Total excl. VAT"). */
  genericLabels?: readonly string[];
  /** Words that, next to a matching label, show the line is about something else ("Total excl. VAT" is no gross total). */
  avoid?: readonly string[];
  /** Concepts this one replaces when a field's words evoke both ("tax_total" is tax, not total). */
  overrides?: readonly string[];
  /** Concepts this one is a kind of: "Invoice Date" is a date, so it is no other meaning for a date field. */
  refines?: readonly string[];
  shape?: Shape;
  /**
   * Which amount a labelled line means when it prints several: the largest for a gross total ("Total 24.99 5.00
   * 29.99"), the last for tax ("VAT 19% on 100.00  19.00"); the first otherwise. The largest also wins among
   * equally good lines, as receipts print subtotals near the total.
   */
  amountPick?: "last" | "largest";
  /** Only columns of line-item tables carry it. */
  itemOnly?: boolean;
  /** A sum of money: a number followed by a unit ("30 days", "4 kg") is not its value. */
  monetary?: boolean;
};

// prettier-ignore
const TOTAL_DIRECTION = ["kecil", "exclusief", "subtotaal", "sub", "subtotal", "net", "netto", "excl", "exkl", "excluding", "exclusive", "before", "without", "ohne", "ht", "hors", "zwischensumme", "sous", "untaxed"];
// prettier-ignore
const GROSS_DIRECTION = ["inclusief", "incl", "inkl", "including", "inclusive", "ttc", "brutto", "gross"];
// prettier-ignore
const RECEIPT_NOISE = ["qty", "quantity", "items", "item", "menge", "anzahl", "discount", "rabatt", "remise", "rounding", "change", "cash", "tendered", "saving", "savings", "point", "points", "weight", "tunai", "kuantiti"];
// prettier-ignore
const ID_WORDS = ["id", "idnr", "no", "nr", "number", "num", "numero", "reg", "registration", "identification", "ident", "identnr", "identifikationsnummer", "intracommunautaire", "intra", "steuernummer"];

// prettier-ignore
export const CONCEPTS: readonly Concept[] = [
  {
    id: "invoice_number",
    types: ["string", "number"],
    evokedBy: ["factuurnummer", "invoice number", "invoice no", "invoice id", "invoice nr", "invoice #", "invoice reference", "bill number", "receipt number", "receipt no", "document number", "credit note number", "rechnungsnummer", "belegnummer", "numero de facture", "numéro de facture", "invoice identifier"],
    labels: ["factuurnummer", "factuur nr", "factuurnr", "factuur no", "invoice number", "invoice no", "invoice nr", "invoice #", "invoice id", "invoice ref", "inv no", "inv #", "invoice n°", "bill no", "bill number", "receipt no", "receipt number", "receipt #", "credit note no", "credit note number", "document no", "document number", "rechnungsnummer", "rechnungs nr", "rechnung nr", "re nr", "rechnungs no", "belegnummer", "beleg nr", "gutschriftsnummer", "gutschrift nr", "n° de facture", "no de facture", "n° facture", "numéro de facture", "facture n°", "facture no", "facture numéro", "avoir n°", "numéro d'avoir", "faktura nr", "faktura vat nr", "factura n°", "factura no", "número de factura", "fattura n", "numero fattura"],
    weakLabels: ["factuur", "invoice", "rechnung", "facture", "receipt", "bill", "gutschrift", "avoir", "credit note", "tax invoice", "faktura", "factura", "fattura"],
    avoid: ["date", "datum", "vervaldatum", "totaal", "bedrag", "adres", "factuuradres", "klant", "btw", "kwota", "razem", "data", "fecha", "importe", "due", "total", "amount", "betrag", "montant", "period", "zeitraum", "order", "bestellung", "commande", "customer", "kunde", "client", "address", "adresse", "tax", "vat", "currency", "to", "an"],
    shape: "id",
  },
  {
    id: "order_number",
    types: ["string", "number"],
    evokedBy: ["order", "order number", "order id", "purchase order", "po number", "bestellnummer", "bestellung", "auftragsnummer", "commande", "numero de commande"],
    labels: ["ordernummer", "bestelnummer", "order nr", "order number", "order no", "order nr", "order id", "order #", "order ref", "purchase order", "purchase order number", "po number", "po no", "po #", "po", "bestellnummer", "bestell nr", "bestellung nr", "ihre bestellung", "auftragsnummer", "auftrags nr", "auftrag nr", "numéro de commande", "n° de commande", "commande n°", "bon de commande", "référence commande"],
    weakLabels: ["order", "bestellung", "auftrag", "commande"],
    // "PO Box 4052" is a postal address.
    avoid: ["date", "datum", "total", "amount", "betrag", "quantity", "qty", "box"],
    shape: "id",
  },
  {
    id: "customer_number",
    types: ["string", "number"],
    evokedBy: ["customer number", "customer no", "customer id", "client number", "client id", "account number", "customer account", "kundennummer", "numero client", "numéro client", "debtor number"],
    labels: ["klantnummer", "klant nr", "debiteurnummer", "id client", "identifiant client", "référence client", "numéro de client", "customer number", "customer no", "customer id", "customer #", "customer account", "account no", "account number", "client no", "client id", "client number", "kundennummer", "kunden nr", "kd nr", "debitorennummer", "numéro client", "n° client", "code client", "réf client"],
    avoid: ["name", "date", "datum"],
    shape: "id",
  },
  {
    id: "payment_reference",
    types: ["string", "number"],
    evokedBy: ["payment reference", "reference", "remittance", "communication", "verwendungszweck", "zahlungsreferenz", "référence de paiement"],
    labels: ["payment reference", "payment ref", "our reference", "remittance", "communication", "structured communication", "verwendungszweck", "zahlungsreferenz", "référence de paiement", "betalingskenmerk", "betalingsreferentie", "mededeling"],
    // A bare "Reference" is as often the customer's own reference as the one to quote when paying.
    weakLabels: ["reference", "ref", "your reference", "referenz", "référence", "réf"],
    avoid: ["date", "datum", "order", "customer", "client"],
    shape: "id",
  },
  {
    id: "invoice_date",
    types: ["date"],
    evokedBy: ["invoice date", "issue date", "date of issue", "issued", "issuing", "billing date", "document date", "receipt date", "transaction date", "purchase", "rechnungsdatum", "belegdatum", "ausstellungsdatum", "date de facture", "date d'émission"],
    labels: ["factuurdatum", "datum factuur", "factuur datum", "data wystawienia", "data faktury", "fecha de factura", "fecha factura", "fecha de emisión", "data fattura", "data emissione", "invoice date", "date of invoice", "issue date", "date of issue", "issued on", "billing date", "bill date", "document date", "receipt date", "transaction date", "rechnungsdatum", "belegdatum", "ausstellungsdatum", "ausgestellt am", "datum der rechnung", "date de facture", "date facture", "date d'émission", "date de la facture", "émise le", "facture du"],
    weakLabels: ["date", "datum", "tarikh", "dated", "vom", "issued", "du", "le", "fecha", "data"],
    avoid: ["due", "fallig", "echeance", "delivery", "lieferdatum", "liefer", "leistung", "leistungsdatum", "livraison", "order", "bestell", "commande", "period", "zeitraum", "birth", "geburt", "payment", "zahlung", "paiement", "limite", "expiry", "valid", "start", "end", "service", "prelevement"],
    overrides: ["date"],
    refines: ["date"],
  },
  {
    id: "due_date",
    types: ["date"],
    evokedBy: ["due", "due date", "payable by", "must be paid", "to be paid", "payment deadline", "pay by", "payment date", "fällig", "fälligkeit", "zahlbar", "zahlungsziel", "échéance"],
    labels: ["vervaldatum", "uiterste betaaldatum", "termin płatności", "fecha de vencimiento", "vencimiento", "scadenza", "data scadenza", "te betalen voor", "due date", "payment due", "payment due date", "date due", "due", "due by", "due on", "pay by", "payable by", "payable until", "payment deadline", "remit until", "remit by", "pay until", "pay before", "payment by", "fälligkeitsdatum", "fälligkeit", "fällig am", "fällig bis", "zahlbar bis", "zahlbar am", "zahlungsziel", "date d'échéance", "échéance", "date limite de paiement", "à payer avant le", "payable avant le", "à régler avant le"],
    weakLabels: ["bis zum", "bis spätestens", "spätestens am", "avant le"],
    avoid: ["amount", "total", "betrag", "montant", "balance", "zeitraum", "leistungszeitraum", "period", "période"],
    overrides: ["date", "invoice_date"],
    refines: ["date"],
  },
  {
    id: "delivery_date",
    types: ["date"],
    evokedBy: ["delivery", "delivered", "delivery date", "shipping date", "shipped", "ship date", "service date", "date of service", "performance date", "lieferdatum", "leistungsdatum", "livraison"],
    labels: ["delivery date", "date of delivery", "delivered on", "ship date", "shipping date", "service date", "date of service", "lieferdatum", "liefertag", "leistungsdatum", "leistungszeitpunkt", "lieferung am", "date de livraison", "livré le", "date de prestation"],
    overrides: ["date", "invoice_date"],
    refines: ["date"],
  },
  {
    id: "order_date",
    types: ["date"],
    evokedBy: ["order date", "date of order", "ordered", "bestelldatum", "date de commande"],
    labels: ["orderdatum", "besteldatum", "order date", "date of order", "ordered on", "bestelldatum", "auftragsdatum", "date de commande"],
    overrides: ["date", "invoice_date"],
    refines: ["date"],
  },
  {
    id: "effective_date",
    types: ["date"],
    evokedBy: ["effective", "effective date", "commencement", "start date", "entered into", "inkrafttreten", "date d'effet"],
    labels: ["effective date", "effective as of", "effective from", "effective on", "dated as of", "entered into as of", "made as of", "made and entered into as of", "entered into on", "made on", "commencement date", "start date", "date d'effet", "inkrafttreten"],
    weakLabels: ["as of", "dated", "made", "entered into"],
    overrides: ["date"],
    refines: ["date"],
  },
  {
    id: "date",
    types: ["date"],
    evokedBy: ["date", "datum"],
    labels: ["date", "datum", "tarikh"],
    weakLabels: ["dated", "date :", "on"],
    avoid: ["due", "fallig", "echeance", "limite", "birth", "geburt", "expiry"],
  },
  {
    id: "total",
    types: ["number"],
    monetary: true,
    evokedBy: ["total", "grand total", "gross", "including tax", "including vat", "incl tax", "incl vat", "total amount", "invoice amount", "amount paid", "sum", "amount", "brutto", "gesamtbetrag", "rechnungsbetrag", "ttc"],
    labels: ["totaal", "totaalbedrag", "totaal incl btw", "totaal inclusief btw", "te betalen", "eindtotaal", "total", "grand total", "total amount", "invoice total", "invoice amount", "total due", "total payable", "total to pay", "total incl vat", "total including vat", "total incl tax", "total including tax", "total incl gst", "total including gst", "total inclusive gst", "total inclusive of gst", "total sales", "total sales incl gst", "total sales inclusive gst", "total sales inclusive of gst", "total sales including gst", "total after rounding", "rounded total", "total rounded", "total rm", "total inclusive", "total inkl mwst", "gesamtbetrag inkl mwst", "gesamt inkl mwst", "summe inkl mwst", "rechnungsbetrag inkl mwst", "total gross", "gross total", "gross amount", "total amount due", "amount paid", "total paid", "gesamtbetrag", "gesamtsumme", "rechnungsbetrag", "rechnungssumme", "bruttosumme", "bruttorechnungsbetrag", "endbetrag", "endsumme", "bruttobetrag", "brutto", "summe brutto", "gesamt brutto", "gesamtbetrag brutto", "rechnungsbetrag brutto", "total brutto", "montant ttc", "total ttc", "montant total", "montant total ttc", "total à payer", "net à payer", "factuur totaal", "factuurtotaal", "totaal te betalen", "należność ogółem", "do zapłaty", "razem do zapłaty", "importe total", "total factura", "totale", "totale fattura", "totale documento", "jumlah", "jumlah besar", "jumlah keseluruhan", "jumlah bayaran"],
    weakLabels: ["amount", "betrag", "montant", "sum", "summe", "gesamt", "zu zahlen", "zahlbetrag", "amount due", "balance due", "due payable"],
    avoid: [...TOTAL_DIRECTION, ...RECEIPT_NOISE],
    amountPick: "largest",
  },
  {
    id: "amount_due",
    types: ["number"],
    monetary: true,
    evokedBy: ["amount due", "due amount", "balance", "balance due", "to be paid", "to pay", "payable", "outstanding", "remaining", "still to be paid", "zahlbetrag", "zu zahlen", "à payer", "montant dû"],
    labels: ["te betalen", "openstaand bedrag", "nog te betalen", "amount due", "balance due", "total due", "due payable", "amount payable", "total payable", "payable amount", "balance", "amount to pay", "total to pay", "to pay", "outstanding", "somme à payer", "solde à payer", "residual", "residual amount", "remaining amount", "amount remaining", "zahlbetrag", "zu zahlen", "fälliger betrag", "offener betrag", "restbetrag", "noch zu zahlen", "net à payer", "reste à payer", "montant dû", "solde", "à payer", "montant à payer", "total à payer"],
    weakLabels: ["total", "gesamtbetrag", "rechnungsbetrag", "total ttc", "montant ttc"],
    avoid: ["date", "datum", ...TOTAL_DIRECTION.filter((w) => w !== "net"), ...RECEIPT_NOISE],
  },
  {
    id: "net",
    types: ["number"],
    monetary: true,
    evokedBy: ["net", "net total", "net amount", "subtotal", "sub total", "untaxed", "before tax", "excluding tax", "excluding vat", "excl tax", "excl vat", "without tax", "without vat", "pre tax", "tax base", "taxable amount", "netto", "nettobetrag", "ht", "hors taxe", "hors taxes"],
    labels: ["exclusief btw", "excl btw", "grondslag", "btw grondslag", "maatstaf van heffing", "totaal excl btw", "totaal exclusief btw", "bedrag excl btw", "net total", "net amount", "total net", "net", "total excl vat", "total excluding vat", "total excl tax", "total excluding tax", "total before tax", "amount before tax", "total without vat", "untaxed amount", "taxable amount", "tax base", "total net amount", "nettobetrag", "netto", "summe netto", "nettosumme", "nettowert", "summe ohne ust", "summe ohne mwst", "rechnungssumme ohne ust", "rechnungssumme ohne mwst", "betrag ohne ust", "betrag ohne mwst", "gesamtbetrag ohne ust", "total hors tva", "montant hors tva", "gesamt netto", "gesamtbetrag netto", "rechnungsbetrag netto", "nettosumme", "total ht", "montant ht", "montant total ht", "total hors taxes", "base ht", "wartość netto", "razem netto", "base imponible", "imponibile", "totale imponibile"],
    genericLabels: ["subtotaal", "subtotal", "sub total", "zwischensumme", "warenwert", "sous total", "subtotale", "jumlah kecil"],
    weakLabels: ["positionssumme", "summe positionen"],
    avoid: [...GROSS_DIRECTION, ...RECEIPT_NOISE, "tax", "vat", "mwst", "ust", "tva"],
    overrides: ["total"],
    amountPick: "largest",
  },
  {
    id: "tax",
    types: ["number"],
    monetary: true,
    evokedBy: ["tax", "taxes", "vat", "gst", "sst", "sales tax", "tax amount", "vat amount", "mwst", "ust", "umsatzsteuer", "mehrwertsteuer", "tva", "steuer"],
    labels: ["btw", "btw bedrag", "totaal btw", "vat", "tax", "taxes", "total tax", "total vat", "vat total", "tax total", "total taxes", "sum of taxes", "summe steuern", "vat amount", "tax amount", "total tax amount", "sales tax", "gst", "sst", "mwst", "ust", "umsatzsteuer", "mehrwertsteuer", "steuer", "steuerbetrag", "mwst betrag", "ust betrag", "summe mwst", "summe ust", "summe umsatzsteuer", "tva", "montant tva", "total tva", "montant de la tva", "kwota vat", "podatek vat", "iva", "cuota iva", "importe iva", "imposta", "totale iva", "cukai", "jumlah cukai"],
    avoid: [...ID_WORDS, ...GROSS_DIRECTION, ...TOTAL_DIRECTION, "rate", "satz", "taux", "code", "basis", "base", "taxable"],
    overrides: ["total", "net"],
    amountPick: "last",
  },
  {
    id: "tax_rate",
    types: ["number", "string"],
    evokedBy: ["tax rate", "vat rate", "rate", "percent", "percentage", "steuersatz", "mwst satz", "taux", "taux de tva"],
    labels: ["vat rate", "tax rate", "vat %", "tax %", "rate", "mwst satz", "ust satz", "steuersatz", "mwst %", "ust %", "taux tva", "taux de tva", "taux", "tva %"],
    overrides: ["tax"],
  },
  {
    id: "vat_id",
    types: ["string"],
    evokedBy: ["nip", "nif", "partita iva", "vat id", "vat number", "vat no", "vat identification", "vat registration", "tax id", "tax number", "tax identification", "tin", "gst id", "gst no", "gst number", "gst registration", "ust idnr", "ust id", "umsatzsteuer id", "umsatzsteuer identifikationsnummer", "steuernummer", "tva intracommunautaire", "numero de tva", "numéro de tva", "vat"],
    labels: ["btw nummer", "btw nr", "btw id", "btw identificatienummer", "vat id", "vat no", "vat number", "vat reg no", "vat registration number", "vat registration no", "vat identification number", "vat reg", "tax id", "tax no", "tax number", "tax identification number", "tin", "gst no", "gst id", "gst reg no", "gst registration no", "ust idnr", "ust id nr", "ust id", "ust identnr", "umsatzsteuer id", "umsatzsteuer identifikationsnummer", "ust identifikationsnummer", "tva intracommunautaire", "n° tva", "numéro de tva", "n° tva intracommunautaire", "tva intra", "identifiant tva", "no tva", "nip", "nif", "cif", "partita iva", "p iva", "omzetbelastingnummer"],
    weakLabels: ["btw", "vat", "tva", "steuernummer", "st nr"],
    overrides: ["tax"],
    shape: "vat",
  },
  {
    id: "iban",
    types: ["string"],
    evokedBy: ["iban", "bank account", "account number"],
    labels: ["iban", "iban number", "iban no"],
    weakLabels: ["bank account", "account", "konto", "compte"],
    overrides: ["customer_number"],
    shape: "iban",
  },
  {
    id: "bic",
    types: ["string"],
    evokedBy: ["bic", "swift"],
    labels: ["bic", "swift", "swift code", "bic swift", "swift bic", "bic code"],
    shape: "bic",
  },
  {
    id: "currency",
    types: ["string"],
    evokedBy: ["currency", "währung", "devise", "monnaie"],
    labels: ["currency", "währung", "devise", "monnaie"],
    shape: "currency",
  },
  {
    id: "email",
    types: ["email", "string"],
    evokedBy: ["email", "e mail", "mail", "courriel"],
    labels: ["email", "e mail", "mail", "email address", "e mail address", "courriel", "adresse e mail", "adresse électronique"],
    weakLabels: ["contact"],
    overrides: ["address"],
    shape: "email",
  },
  {
    id: "phone",
    types: ["phone", "string"],
    evokedBy: ["phone", "telephone", "tel", "mobile", "cell", "contact number", "telefon", "telefonnummer", "handy", "téléphone", "portable"],
    labels: ["phone", "telephone", "tel", "ph", "tel no", "phone no", "phone number", "telephone number", "mobile", "mob", "cell", "telefon", "telefonnummer", "fon", "handy", "mobil", "téléphone", "tél", "portable", "gsm"],
    weakLabels: ["contact", "t"],
    avoid: ["fax", "telefax"],
    shape: "phone",
  },
  {
    id: "fax",
    types: ["phone", "string"],
    evokedBy: ["fax", "telefax"],
    labels: ["fax", "telefax", "fax no", "fax number", "télécopie"],
    overrides: ["phone"],
    shape: "phone",
  },
  {
    id: "company_registration",
    types: ["string", "number"],
    evokedBy: ["coc", "kvk", "chamber of commerce", "company registration", "company registry", "company number", "registration number", "commercial register", "trade register", "register number", "handelsregister", "handelsregisternummer", "registernummer", "hrb", "siren", "siret", "rcs", "registre du commerce", "kamer van koophandel", "crn", "krs", "regon"],
    labels: ["kvk", "kvk nummer", "kvk nr", "kvk no", "kamer van koophandel", "handelsregister kvk", "coc", "coc no", "coc number", "chamber of commerce", "chamber of commerce no", "company registration number", "company registration no", "company reg no", "company number", "company no", "registration number", "registration no", "reg no", "registered number", "registered no", "registered in england no", "registered in england and wales no", "siren", "siret", "n° siren", "n° siret", "rcs", "r c s", "registre du commerce", "hrb", "hra", "handelsregister", "handelsregisternummer", "registergericht", "amtsgericht", "register nr", "krs", "regon", "crn"],
    avoid: ["vat", "tax", "btw", "tva", "ust", "mwst"],
    overrides: ["customer_number", "invoice_number"],
    shape: "regno",
  },
  {
    id: "country",
    types: ["string"],
    evokedBy: ["country", "country code", "land", "pays", "país", "paese", "landcode"],
    labels: ["country", "land", "pays", "país", "paese", "country code"],
    overrides: ["address"],
    shape: "country",
  },
  {
    id: "payment_method",
    types: ["string"],
    evokedBy: ["payment method", "payment type", "means of payment", "how the invoice was paid", "paid", "payment mode", "betaalwijze", "betaalmethode", "zahlungsart", "zahlungsweise", "mode de paiement", "mode de règlement", "moyen de paiement", "forma de pago", "metodo di pagamento", "sposób płatności"],
    labels: ["payment method", "payment type", "method of payment", "payment mode", "paid by", "paid with", "paid via", "payment via", "betaalwijze", "betaalmethode", "betaald met", "betaald via", "voldaan met", "zahlungsart", "zahlungsweise", "zahlungsmethode", "bezahlt mit", "bezahlt per", "zahlung per", "mode de paiement", "mode de règlement", "modes de règlement", "moyen de paiement", "payé par", "réglé par", "forma de pago", "método de pago", "metodo di pagamento", "modalità di pagamento", "sposób płatności", "forma płatności", "zapłacono", "tender", "payment"],
    avoid: ["terms", "term", "date", "due", "reference", "ref", "amount", "total", "voorwaarden", "bedingungen", "conditions", "termin"],
    shape: "payment",
  },
  {
    id: "incoterm",
    types: ["string"],
    evokedBy: ["incoterm", "incoterms", "delivery terms", "terms of delivery", "lieferbedingungen", "conditions de livraison", "leveringsvoorwaarden"],
    labels: ["incoterm", "incoterms", "delivery terms", "terms of delivery", "lieferbedingung", "lieferbedingungen", "lieferkondition", "conditions de livraison", "leveringsvoorwaarden", "leveringscondities"],
    shape: "incoterm",
  },
  {
    id: "buyer_reference",
    types: ["string", "number"],
    evokedBy: ["own reference", "customer reference", "customer ref", "your reference", "client reference", "buyer reference", "buyer ref", "kundenreferenz", "référence client", "klantreferentie"],
    labels: ["your reference", "your ref", "customer reference", "customer ref", "client reference", "buyer reference", "reference", "ref", "ihre referenz", "ihr zeichen", "kundenreferenz", "votre référence", "votre réf", "référence client", "uw referentie", "uw kenmerk", "kenmerk", "klantreferentie", "su referencia", "vostro riferimento"],
    avoid: ["date", "datum", "payment", "zahlung", "paiement", "betaling", "invoice", "rechnung", "facture", "factuur"],
    refines: ["order_number", "payment_reference"],
    shape: "id",
  },
  {
    id: "website",
    types: ["string"],
    evokedBy: ["website", "web site", "homepage", "url", "web", "internet", "site web"],
    labels: ["website", "web", "www", "internet", "homepage", "url", "site web", "site internet"],
    shape: "url",
  },
  {
    id: "address",
    types: ["string"],
    evokedBy: ["address", "street", "adresse", "anschrift", "straße", "rue"],
    labels: ["address", "adresse", "anschrift", "addr", "street", "straße", "rue", "billing address", "rechnungsadresse", "adresse de facturation"],
  },
  {
    id: "postal_code",
    types: ["string", "number"],
    evokedBy: ["zip", "zip code", "postal code", "postcode", "plz", "postleitzahl", "code postal"],
    labels: ["zip", "zip code", "postal code", "postcode", "plz", "postleitzahl", "code postal", "cp"],
    overrides: ["address"],
    shape: "id",
  },
  {
    id: "city",
    types: ["string"],
    evokedBy: ["city", "town", "stadt", "ort", "ville"],
    labels: ["city", "town", "stadt", "ort", "ville", "localité"],
    overrides: ["address"],
  },
  {
    id: "seller",
    types: ["string"],
    evokedBy: ["seller", "supplier", "vendor", "issuer", "issued", "merchant", "shop", "store", "sender", "biller", "provider", "lieferant", "verkäufer", "fournisseur", "vendeur", "émetteur"],
    labels: ["leverancier", "verkoper", "sprzedawca", "vendedor", "emisor", "fornitore", "cedente", "seller", "supplier", "vendor", "from", "sold by", "issued by", "merchant", "provider", "verkäufer", "lieferant", "anbieter", "rechnungssteller", "leistungserbringer", "absender", "fournisseur", "vendeur", "émetteur", "prestataire"],
    weakLabels: ["name", "company name", "company", "firma", "firmenname", "nom", "raison sociale", "société"],
    shape: "name",
  },
  {
    id: "buyer",
    types: ["string"],
    evokedBy: ["buyer", "customer", "client", "recipient", "bill to", "billed to", "purchaser", "käufer", "kunde", "rechnungsempfänger", "empfänger", "acheteur", "destinataire"],
    labels: ["klant", "koper", "afnemer", "factuuradres", "nabywca", "odbiorca", "comprador", "cessionario", "buyer", "customer", "client", "bill to", "billed to", "invoice to", "invoiced to", "sold to", "recipient", "purchaser", "subscriber", "customer name", "rechnungsempfänger", "rechnungsadresse", "kunde", "käufer", "auftraggeber", "empfänger", "acheteur", "destinataire", "facturé à", "adresse de facturation"],
    weakLabels: ["ship to", "deliver to", "lieferadresse", "livrer à", "name", "company name", "company", "firma", "firmenname", "nom", "raison sociale", "société"],
    shape: "name",
  },
  {
    id: "term",
    types: ["string"],
    evokedBy: ["term", "duration", "period", "laufzeit", "dauer", "durée"],
    labels: ["term of this agreement", "for a term of", "the term", "term", "duration", "remain in effect for", "remain in full force and effect for", "continue in effect for", "continue in full force and effect for", "remain in force for", "laufzeit", "vertragslaufzeit", "durée"],
    shape: "duration",
  },
  {
    id: "jurisdiction",
    types: ["string"],
    evokedBy: ["jurisdiction", "governing law", "governed", "law", "gerichtsstand", "anwendbares recht", "droit applicable"],
    labels: ["governed by the laws of the state of", "governed by the laws of", "governed by and construed in accordance with the laws of the state of", "construed in accordance with the laws of the state of", "in accordance with the laws of the state of", "in accordance with the laws of", "laws of the state of", "laws of", "governing law", "jurisdiction", "gerichtsstand", "recht der", "droit"],
    shape: "place",
  },
  {
    id: "item_description",
    types: ["string"],
    evokedBy: ["description", "item", "product", "article", "name", "designation", "service", "bezeichnung", "beschreibung", "artikel", "leistung", "désignation", "libellé", "produit"],
    labels: ["omschrijving", "artikelomschrijving", "produkt", "description", "item", "item description", "product", "product name", "article", "service", "name", "details", "particulars", "bezeichnung", "beschreibung", "artikel", "artikelbezeichnung", "leistung", "produkt", "leistungsbeschreibung", "désignation", "libellé", "produit", "prestation"],
    itemOnly: true,
  },
  {
    id: "quantity",
    types: ["number", "string"],
    evokedBy: ["quantity", "qty", "count", "number of units", "menge", "anzahl", "quantité"],
    labels: ["aantal", "hoeveelheid", "quantity", "qty", "qté", "quantité", "menge", "anzahl", "units", "pcs", "stk", "stück", "nb", "qty ordered"],
    itemOnly: true,
  },
  {
    id: "unit_price",
    types: ["number"],
    monetary: true,
    evokedBy: ["unit price", "price per unit", "price", "rate", "unit cost", "einzelpreis", "stückpreis", "prix unitaire"],
    labels: ["prijs per stuk", "stukprijs", "prijs", "eenheidsprijs", "unit price", "price", "unit cost", "rate", "price per unit", "unit price net", "net price", "einzelpreis", "preis", "e preis", "ep", "stückpreis", "preis je einheit", "nettopreis", "prix unitaire", "pu", "p u", "prix", "pu ht", "prix unitaire ht"],
    avoid: ["total", "gesamt", "gesamtpreis", "line"],
    itemOnly: true,
  },
  {
    id: "line_amount",
    types: ["number"],
    monetary: true,
    evokedBy: ["line total", "line amount", "net amount", "amount", "total", "subtotal", "total price", "gesamtpreis", "betrag", "montant"],
    labels: ["bedrag", "totaal", "prijs incl btw", "prijs excl btw", "regeltotaal", "amount", "total", "line total", "net amount", "total price", "net", "subtotal", "gesamtpreis", "gesamt", "betrag", "summe", "nettobetrag", "gesamtbetrag", "montant", "montant ht", "total ht", "prix total"],
    overrides: ["unit_price"],
    itemOnly: true,
  },
  {
    id: "item_code",
    types: ["string", "number"],
    evokedBy: ["code", "sku", "article number", "item number", "product code", "part number", "artikelnummer", "référence"],
    labels: ["code", "sku", "item no", "item #", "article no", "art no", "art nr", "artikelnummer", "artikel nr", "product code", "part no", "ref", "réf", "référence", "ean"],
    itemOnly: true,
    shape: "id",
  },
  {
    id: "unit",
    types: ["string"],
    evokedBy: ["unit", "uom", "unit of measure", "einheit", "unité"],
    labels: ["unit", "uom", "einheit", "unité", "me"],
    itemOnly: true,
  },
];

/** The two parties of a business document, as headings of the blocks that describe them. */
// prettier-ignore
export const ROLES = {
  seller: CONCEPTS.find((c) => c.id === "seller")!,
  buyer: CONCEPTS.find((c) => c.id === "buyer")!,
};

/**
 * Headings of an address block that say whose it is without naming the party (en, de, fr, nl): the address an
 * invoice is billed or delivered to is the buyer's. They head blocks only; as labels of a name they say too little.
 */
/**
 * Headings of the address goods are delivered to: the buyer's block, but the buyer may have them delivered
 * elsewhere, so they say less about who the buyer is than a billing heading does.
 */
// prettier-ignore
export const DELIVERY_HEADINGS: readonly string[] = [
  "delivery address", "shipping address", "ship to", "deliver to",
  "lieferadresse", "lieferanschrift", "versandadresse",
  "adresse de livraison", "livrer à",
  "afleveradres", "leveradres", "bezorgadres", "verzendadres",
];

// prettier-ignore
export const PARTY_ADDRESS_HEADINGS: Record<"seller" | "buyer", readonly string[]> = {
  seller: ["sender address", "supplier address", "seller address", "absenderadresse", "adresse de l'expéditeur", "adresse du fournisseur", "afzender", "afzenderadres"],
  buyer: [
    "billing address", "invoice address", "bill to address", "rechnungsadresse", "rechnungsanschrift",
    "adresse de facturation", "facturer à", "factuuradres",
    ...DELIVERY_HEADINGS,
  ],
};

/** How receipts label the adjustment of a total to the smallest coin, at the start of its line. */
// prettier-ignore
export const ROUNDING = ["rounding", "round adj", "round off", "pembundaran", "rundung", "arrondi"];
/** How receipts label the sum left after tax and rounding, as whole labels (on an invoice, "net" is before tax). */
// prettier-ignore
export const NET_TOTAL = ["net total", "nett total", "net amount", "nett amount", "net payable", "jumlah bersih"];

/**
 * How receipts label the cash a customer handed over and the change given back (en, de, fr, Malay), as whole
 * labels: "CASH 50.00" over "CHANGE 7.60" says what was paid without reading any total line.
 */
// prettier-ignore
export const CASH_TENDERED = ["cash", "cash tendered", "tendered", "amount tendered", "cash received", "cash paid", "tunai", "bar", "bargeld", "gegeben", "espèces", "espèces reçues"];
// prettier-ignore
export const CHANGE_GIVEN = ["change", "change due", "cash change", "baki", "wang baki", "kembalian", "rückgeld", "wechselgeld", "zurück", "monnaie rendue", "rendu", "à rendre"];

/**
 * Words of a receipt's own lines besides its labels: counts, payment, loyalty points, thanks (en, de, fr, Malay).
 * A line made only of them ("POINT EARNED", "THANK YOU") names no customer.
 */
// prettier-ignore
export const RECEIPT_WORDS: readonly string[] = [
  ...RECEIPT_NOISE, ...CASH_TENDERED, ...CHANGE_GIVEN,
  "earned", "redeemed", "balance", "member", "thank you", "thanks", "please come again", "terima kasih", "danke", "merci",
];
