import { jsonText } from './json-text';
import { formatCount } from '../../../lib/plural';

const MAX_VALUE_CHARS = 20_000;

function clip(text: string): string {
  return text.length > MAX_VALUE_CHARS
    ? `${text.slice(0, MAX_VALUE_CHARS)}… (${formatCount(text.length - MAX_VALUE_CHARS)} more characters)`
    : text;
}

/**
 * Any JSON value as inert text: strings as they are, objects as formatted JSON. Long text is cut.
 * `whole` names a text the details are the one place to read in full (the title, which the list
 * and search results draw cut): past the cut it is kept whole behind a disclosure, laid out only
 * when opened (a million characters take the page most of a second to lay out).
 */
export function FieldValue({ value, whole }: { value: unknown; whole?: string }) {
  if (typeof value === 'string') {
    if (value === '') return <span className="muted">(empty)</span>;
    if (!whole || value.length <= MAX_VALUE_CHARS) {
      return <span className="value-text">{clip(value)}</span>;
    }
    return (
      <>
        <span className="value-text">{clip(value)}</span>
        <details className="value-whole">
          <summary>
            Show the whole {whole} ({formatCount(value.length)} characters)
          </summary>
          <span className="value-text">{value}</span>
        </details>
      </>
    );
  }
  if (value !== null && typeof value === 'object') {
    const { text, clipped } = jsonText(value, MAX_VALUE_CHARS);
    return <pre className="value-json">{clipped ? `${text}… (the rest not shown)` : text}</pre>;
  }
  return <code>{String(JSON.stringify(value) ?? value)}</code>;
}
