import { describe, expect, it } from "vitest";
import { detectDateOrder, findDates, parseDate } from "./date.ts";
import { formatDate } from "./format.ts";

describe("parseDate", () => {
  it.each([
    ["2024-03-12", "2024-03-12"],
    ["Datum: 07.04.2019", "2019-04-07"],
    ["3 mars 2024", "2024-03-03"],
    ["1er janvier 2024", "2024-01-01"],
    ["le 2 février 2023", "2023-02-02"],
    ["13. Juni 2018", "2018-06-13"],
    ["9. Mai 2016", "2016-05-09"],
    ["3. März 2020", "2020-03-03"],
    ["March 3, 2024", "2024-03-03"],
    ["October 6 , 2015", "2015-10-06"],
    ["Nov. 2nd 2015", "2015-11-02"],
    ["03-Jan-2019", "2019-01-03"],
    ["14 FEB 19", "2019-02-14"],
    ["21-09-16", "2016-09-21"],
    ["the 9th day of June, 2012", "2012-06-09"],
    ["17/11/2018", "2018-11-17"],
    ["11/17/2018", "2018-11-17"],
    ["20190611", "2019-06-11"],
  ])("%s -> %s", (text, iso) => {
    expect(parseDate(text)?.iso).toBe(iso);
  });

  it("reads two-digit years 50-99 as 1950-1999 and 00-49 as 2000-2049 (RFC 5280's split)", () => {
    expect(parseDate("11/23/61", { order: "MDY" })?.iso).toBe("1961-11-23");
    expect(parseDate("2 JUL 50")?.iso).toBe("1950-07-02");
    expect(parseDate("31.12.49")?.iso).toBe("2049-12-31");
    expect(parseDate("01-02-99")?.iso).toBe("1999-02-01");
  });

  it("returns the matched text", () => {
    expect(parseDate("Rechnung vom 13. Juni 2018, zahlbar sofort")).toEqual({ iso: "2018-06-13", matched: "13. Juni 2018" });
  });

  it("follows the order hint only where day and month cannot be told apart", () => {
    expect(parseDate("12/03/2024")?.iso).toBe("2024-03-12");
    expect(parseDate("12/03/2024", { order: "MDY" })?.iso).toBe("2024-12-03");
    expect(parseDate("25/03/2024", { order: "MDY" })?.iso).toBe("2024-03-25");
    // Dotted dates are day first everywhere.
    expect(parseDate("07.04.2019", { order: "MDY" })?.iso).toBe("2019-04-07");
  });

  it.each(["12345", "12.50", "1.234,56", "31.02.2024", "13/13/2024", "effective as of , 2012", "March 2024", "Tel 030 1234567"])(
    "%j holds no date",
    (text) => {
      expect(parseDate(text)).toBeNull();
    },
  );

  it("reads compact dates only on their own, never inside longer text", () => {
    expect(findDates("Invoice 20190611")).toEqual([]);
    expect(findDates("Invoice 20190611", { compact: true })[0]?.iso).toBe("2019-06-11");
  });

  it("reads a date that OCR gave a space after a separator, but no figures a space apart without one", () => {
    expect(findDates("Issued : 14-07- 2019 09:12")[0]?.iso).toBe("2019-07-14");
    expect(findDates("Sent 4/ 30/ 91")[0]?.iso).toBe("1991-04-30");
    expect(findDates("Room 3/ 4 2019")).toEqual([]);
  });
});

describe("detectDateOrder", () => {
  it("votes with the dates whose day or month gives itself away", () => {
    expect(detectDateOrder("Invoice date 12/03/2024\nDue 25/03/2024")).toBe("DMY");
    expect(detectDateOrder("Invoice date 03/12/2024\nDue 03/25/2024")).toBe("MDY");
    expect(detectDateOrder("Date 03/04/2024")).toBeNull();
    expect(detectDateOrder("25/03/2024 03/26/2024")).toBeNull();
  });

  it("takes the writer's order from dates written with the month's name", () => {
    expect(detectDateOrder("Minutes of October 4, 1991\nShipped 9/3/91")).toBe("MDY");
    expect(detectDateOrder("Minutes of 4 October 1991\nShipped 9/3/91")).toBe("DMY");
    expect(detectDateOrder("Protokoll vom 4. Oktober 1991\nVersand 9/3/91")).toBe("DMY");
    expect(parseDate("9/3/91", { order: detectDateOrder("Minutes of October 4, 1991\nShipped 9/3/91") ?? undefined })?.iso).toBe(
      "1991-09-03",
    );
  });
});

describe("formatDate", () => {
  it.each([
    ["format DD/MM/YYYY", "05/03/2024"],
    ["Invoice date, as MM-DD-YYYY", "03-05-2024"],
    ["in YYYY.MM.DD format", "2024.03.05"],
    ["dd.mm.yy", "05.03.24"],
    ["Datum im Format TT.MM.JJJJ", "05.03.2024"],
    ["au format JJ/MM/AAAA", "05/03/2024"],
    ["YYYYMMDD", "20240305"],
    ["written like D MMMM YYYY", "5 March 2024"],
    ["DD-MMM-YYYY", "05-Mar-2024"],
    ["day/month/year", "05/03/2024"],
    ["Day we issued this invoice", "2024-03-05"],
    ["ISO format YYYY-MM-DD", "2024-03-05"],
    ["a dmy date", "2024-03-05"],
  ])("%j -> %s", (description, expected) => {
    expect(formatDate("2024-03-05", description)).toBe(expected);
  });
});
