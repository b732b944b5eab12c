/** Deterministic seed data for the demo backend: the same entries on every machine. */
import type { CreateEntryBody, ListItem } from '../api/schemas';

/** An entry as the demo backend keeps it: a list item, its folder, what its create body carried. */
export type StoredEntry = Pick<ListItem, 'id' | 'title' | 'type' | 'status' | 'created_at'> &
  Partial<Omit<CreateEntryBody, 'title' | 'folder_id' | 'template'>> & {
    folder_id: string;
    template?: string;
    /** Set on entries created through the API: the status settles a few seconds after this. */
    settlesAt?: number;
    finalStatus?: string;
  };

/** mulberry32: small, fast, and the same sequence everywhere. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HEX = '0123456789abcdef';

export function uuid(random: () => number): string {
  // A plain loop and a lookup: the demo makes thousands of these at start.
  const hex: string[] = new Array<string>(32);
  for (let i = 0; i < 32; i++) hex[i] = HEX[Math.floor(random() * 16)]!;
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(random() * 4)]!;
  const s = hex.join('');
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

function weighted(random: () => number, table: readonly (readonly [string, number])[]): string {
  let roll = random();
  return (table.find(([, weight]) => (roll -= weight) < 0) ?? table.at(-1)!)[0];
}

/** Each folder's subjects, in the order the seed deals entries to the folders. */
const SUBJECTS = {
  finance: [
    'Quarterly VAT return',
    'Supplier invoice',
    'Bank reconciliation',
    'Expense claim',
    'Audit evidence pack',
    'Payroll summary',
  ],
  'human-resources': [
    'Employment contract',
    'Onboarding checklist',
    'Leave request',
    'Performance review',
    'Reference letter',
    'Visa sponsorship file',
  ],
  legal: [
    'Non-disclosure agreement',
    'Master services agreement',
    'Trademark filing',
    'Data processing addendum',
    'Board resolution',
    'Power of attorney',
  ],
  operations: [
    'Warehouse access pass',
    'Delivery note',
    'Fleet inspection report',
    'Incident log',
    'Visitor badge',
    'Shift roster',
  ],
  engineering: [
    'Release signing key',
    'Build artefact manifest',
    'Architecture decision record',
    'Penetration test report',
    'SBOM export',
    'Backup snapshot',
  ],
  marketing: [
    'Campaign brief',
    'Brand guidelines',
    'Event pass',
    'Press kit',
    'Influencer contract',
    'Survey results',
  ],
  research: [
    'Lab notebook scan',
    'Ethics approval',
    'Dataset licence',
    'Grant proposal',
    'Conference pass',
    'Sample inventory',
  ],
};

export const SEED_FOLDERS = Object.keys(SUBJECTS) as (keyof typeof SUBJECTS)[];

const PEOPLE = [
  'Amelia Hart',
  'Jürgen Müller',
  'Søren Kierkegaard',
  'Zoë Laurent',
  'Nguyễn Văn An',
  'Ana Lúcia Pereira',
  'Ólafur Arnalds',
  'Priya Raghunathan',
  'Chen Wei',
  'Fatima Al-Sayed',
];
const EXTRA_TITLES = [
  '合同扫描件 2026 — 上海办公室',
  'Договор аренды склада №17',
  'Ελληνικό πιστοποιητικό — αντίγραφο',
  'عقد توريد المعدات الطبية',
  // Markup-looking and hostile text belongs to the tests (test/e2e/hostile-payloads.ts), not to
  // what the demo shows: quotes and an ampersand are enough to show text is kept as typed.
  'Invoice "Q4" for Smith & Co',
  'Annual compliance attestation for all subsidiaries, including the regional branches in Lisbon, Kraków and Montréal, covering data retention, access reviews and the encryption-at-rest audit findings from the external assessor',
];

/** Enough entries (some 430 a folder, 20 months back) that search and indexing mean something. */
export const DEMO_SEED_COUNT = 3000;
/** The unit tests seed fewer, to stay fast; the first entries are the same whatever the count. */
export const TEST_SEED_COUNT = 260;

export function seedEntries(anchor: number, count = DEMO_SEED_COUNT): StoredEntry[] {
  const random = prng(20261122);
  const entries: StoredEntry[] = [];
  let time = anchor - 20 * 60_000;
  for (let i = 0; i < count; i++) {
    const folder = SEED_FOLDERS[i % SEED_FOLDERS.length]!;
    const extra = i % 37 === 5 ? EXTRA_TITLES[Math.floor(i / 37) % EXTRA_TITLES.length] : undefined;
    const title =
      extra ??
      `${pick(random, SUBJECTS[folder])} — ${pick(random, PEOPLE)} ${2024 + Math.floor(random() * 3)}-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}`;
    const type = weighted(random, [
      ['STORAGE', 0.5],
      ['PASS', 0.4],
      ['LEGACY_IMPORT', 0.05],
      ['BUNDLE', 0.05],
    ]);
    const status = weighted(random, [
      ['ACTIVE', 0.6],
      ['ARCHIVED', 0.2],
      ['FAILED', 0.08],
      ['EXPIRED', 0.07],
      ['ON_HOLD', 0.05],
    ]);
    entries.push({
      id: uuid(random),
      title,
      type,
      status,
      created_at: new Date(time).toISOString(),
      folder_id: folder,
    });
    time -= Math.floor(15 * 60_000 + random() * 9 * 3_600_000);
  }
  return entries;
}
