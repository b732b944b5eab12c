import './badge.css';
import { cutText, HOVER_CHARS } from '../../lib/cut-text';
type Tone = 'blue' | 'violet' | 'green' | 'amber' | 'red' | 'grey';
/**
 * Known values get a tone from this one map; anything else is a neutral badge with the raw text.
 * A Map: the server's text is the key, and must never find an object's inherited properties.
 */
const TONES: ReadonlyMap<string, Tone> = new Map([
  ['STORAGE', 'blue'],
  ['PASS', 'violet'],
  ['ACTIVE', 'green'],
  ['COMPLETED', 'green'],
  ['PENDING', 'amber'],
  ['PROCESSING', 'amber'],
  ['FAILED', 'red'],
  ['REJECTED', 'red'],
  ['ARCHIVED', 'grey'],
  ['EXPIRED', 'grey'],
]);

const UNKNOWN = 'not a value the console knows';

export function Badge({ value, changed = false }: { value: string; changed?: boolean }) {
  const tone = TONES.get(value.toUpperCase()) ?? 'neutral';
  // The hover text says what the colour and the pulse say.
  const note = changed ? 'changed just now' : tone === 'neutral' && value ? UNKNOWN : '';
  return (
    <span
      className={`badge badge-${tone}${changed ? ' badge-changed' : ''}`}
      title={note ? `${cutText(value, HOVER_CHARS)} — ${note}` : cutText(value, HOVER_CHARS)}
    >
      {cutText(value) || '—'}
    </span>
  );
}
