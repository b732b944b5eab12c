/** Turns pasted text into metadata items: `key=value` lines, or one JSON object. */
export interface PastedItem {
  key: string;
  value: string;
}

export interface PasteResult {
  items: PastedItem[];
  errors: { line: number; message: string }[];
  /** More items than `room`: how many there are (none of them is kept). */
  tooMany?: number;
}

/** A line that holds an item: not blank, not a `#` comment. */
const isItemLine = (line: string) => line !== '' && !line.startsWith('#');

/** Refuses a paste of more items than fit, before any item is built: 100,000 lines stay fast. */
export function parsePasteWithin(text: string, room: number): PasteResult {
  // Lines are counted first; JSON is read whole.
  const lines = /^[{[]/.test(text.trim())
    ? 0
    : text.split(/\r?\n/).filter((line) => isItemLine(line.trim())).length;
  if (lines > room) return { items: [], errors: [], tooMany: lines };
  const result = parsePaste(text);
  const count = result.items.length;
  return count > room ? { items: [], errors: [], tooMany: count } : result;
}

function fromJson(text: string): PasteResult | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not JSON: read as key=value lines instead.
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    return {
      items: [],
      errors: [{ line: 1, message: 'JSON must be an object of "key": "value" pairs.' }],
    };
  }
  const items: PastedItem[] = [];
  const errors: PasteResult['errors'] = [];
  for (const [key, value] of Object.entries(parsed)) {
    if (key.trim() === '') errors.push({ line: 1, message: 'A JSON key is empty.' });
    else if (value === null || typeof value === 'object')
      errors.push({
        line: 1,
        message: `The value of "${key}" must be text, a number or true/false.`,
      });
    else items.push({ key: key.trim(), value: String(value) });
  }
  return { items, errors };
}

export function parsePaste(text: string): PasteResult {
  const trimmed = text.trim();
  if (trimmed === '') return { items: [], errors: [] };
  if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
    const json = fromJson(trimmed);
    if (json) return json;
    // "[" may also start an ordinary line such as "[section]=x"; "{" is always meant as JSON.
    if (trimmed.startsWith('{')) {
      return {
        items: [],
        errors: [{ line: 1, message: 'This looks like JSON but is not valid JSON.' }],
      };
    }
  }
  const items: PastedItem[] = [];
  const errors: PasteResult['errors'] = [];
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!isItemLine(line)) return;
    const eq = line.indexOf('=');
    if (eq === -1) {
      errors.push({ line: index + 1, message: 'Expected key=value.' });
      return;
    }
    const key = line.slice(0, eq).trim();
    if (key === '') {
      errors.push({ line: index + 1, message: 'The key before "=" is empty.' });
      return;
    }
    items.push({ key, value: line.slice(eq + 1).trim() });
  });
  return { items, errors };
}
