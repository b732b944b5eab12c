import './badge.css';
/** Known values get a tone from this one map; anything else is a neutral badge with the raw text. */
const TONES: Record<string, 'blue' | 'violet' | 'green' | 'amber' | 'red' | 'grey'> = {
  STORAGE: 'blue',
  PASS: 'violet',
  ACTIVE: 'green',
  COMPLETED: 'green',
  PENDING: 'amber',
  PROCESSING: 'amber',
  FAILED: 'red',
  REJECTED: 'red',
  ARCHIVED: 'grey',
  EXPIRED: 'grey',
};

const UNKNOWN = 'not a value the console knows';

export function Badge({ value, changed = false }: { value: string; changed?: boolean }) {
  const tone = TONES[value.toUpperCase()] ?? 'neutral';
  // The hover text says what the colour and the pulse say.
  const note = changed ? 'changed just now' : tone === 'neutral' && value ? UNKNOWN : '';
  return (
    <span
      className={`badge badge-${tone}${changed ? ' badge-changed' : ''}`}
      title={note ? `${value} — ${note}` : value}
    >
      {value || '—'}
    </span>
  );
}
