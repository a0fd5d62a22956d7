import { describe, expect, it } from "vitest";
import { SPELLED_NUMBER, spelledNumber } from "./number-words.ts";

describe("numbers in words", () => {
  it("reads zero to ninety-nine, with a hyphen or a space between tens and ones", () => {
    expect(spelledNumber("thirty")).toBe(30);
    expect(spelledNumber("forty-five")).toBe(45);
    expect(spelledNumber("Twenty One")).toBe(21);
    expect(spelledNumber("fourteen")).toBe(14);
    expect(spelledNumber("zero")).toBe(0);
  });

  it("reads nothing else", () => {
    expect(spelledNumber("forty-fourteen")).toBeNull();
    expect(spelledNumber("hundred")).toBeNull();
    expect(spelledNumber("two three")).toBeNull();
  });

  it("gives a pattern that finds them in text", () => {
    const found = "within forty-five days and two weeks".match(new RegExp(SPELLED_NUMBER, "gi"));
    expect(found).toEqual(["forty-five", "two"]);
  });
});
