/** What a workbook the console writes is made of (an export, the import's template). */

/** A cell: text stays text, a Date is a date cell (its UTC time), null is an empty cell. */
export type SheetCell = string | number | boolean | Date | null;

export interface Sheet {
  name: string;
  /** The first row is the header. */
  rows: readonly (readonly SheetCell[])[];
}
