import { jsonText } from './json-text';

const MAX_VALUE_CHARS = 20_000;

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… (${(text.length - MAX_VALUE_CHARS).toLocaleString('en')} more characters)`
    : text;
}

/**
 * Any JSON value as inert text: strings as they are, objects as formatted JSON. Long text is cut,
 * except where the details are the one place to read it whole (`whole`: the title, which the
 * list and search results draw cut).
 */
export function FieldValue({ value, whole = false }: { value: unknown; whole?: boolean }) {
  if (typeof value === 'string') {
    return value === '' ? (
      <span className="muted">(empty)</span>
    ) : (
      <span className="value-text">{whole ? value : clip(value)}</span>
    );
  }
  if (value !== null && typeof value === 'object') {
    const { text, clipped } = jsonText(value, MAX_VALUE_CHARS);
    return <pre className="value-json">{clipped ? `${text}… (the rest not shown)` : text}</pre>;
  }
  return <code>{String(JSON.stringify(value) ?? value)}</code>;
}
