/** `Sheet`: which of a workbook's visible sheets is imported (shown only when there are several). */
export function SheetChoice({
  sheets,
  onChoose,
  disabled,
}: {
  sheets: { names: string[]; sheet: string } | null;
  onChoose: (sheet: string) => void;
  disabled?: boolean;
}) {
  if (!sheets || sheets.names.length < 2) return null;
  return (
    <div className="field sheet-choice">
      <label htmlFor="import-sheet">Sheet</label>
      <select
        id="import-sheet"
        value={sheets.sheet}
        disabled={disabled}
        aria-describedby="import-sheet-hint"
        onChange={(event) => onChoose(event.target.value)}
      >
        {sheets.names.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <p className="hint" id="import-sheet-hint">
        The workbook has {sheets.names.length} sheets to import from; hidden sheets are not offered.
      </p>
    </div>
  );
}
