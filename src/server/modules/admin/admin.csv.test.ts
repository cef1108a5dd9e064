import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./admin.csv";

describe("csvCell", () => {
  it("neutralises every character a spreadsheet treats as the start of a formula", () => {
    for (const start of ["=", "+", "-", "@", "\t", "\r"]) {
      const cell = csvCell(`${start}HYPERLINK("http://evil.example","x")`);
      expect(cell.replace(/^"/, "").startsWith(`'${start}`)).toBe(true);
    }
    expect(csvCell("=1+2")).toBe("'=1+2");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell('Ms "Ada", teacher')).toBe('"Ms ""Ada"", teacher"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell('=cmd|" /C calc"!A0')).toBe(`"'=cmd|"" /C calc""!A0"`);
  });

  it("leaves ordinary text, numbers and empty values alone", () => {
    expect(csvCell("ada@example.com")).toBe("ada@example.com");
    expect(csvCell("a-b")).toBe("a-b");
    expect(csvCell(1_000_000)).toBe("1000000");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(null)).toBe("");
  });

  it("ends each row with CRLF", () => {
    expect(csvRow(["id", "=x", 3])).toBe("id,'=x,3\r\n");
  });
});
