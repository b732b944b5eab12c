/**
 * Property-based tests for the response reader: whatever a server sends (any JSON, HTML, empty,
 * the wrong shape, any status), readResponse gives parsed data or a clear ApiError — never a
 * crash, and never the token it was given.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { entryListSchema } from './schemas';
import { readResponse } from './read-response';
import { ApiError } from './api-error';
import { runAsyncProperty, check } from '../testing/property';

// Servers that echo the request put the token wherever they like; the generators write this
// marker and each case swaps in its own token before the body is sent.
const ECHO = '@@TOKEN@@';
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

// ---- what a server may send -----------------------------------------------------------------

const MISSING = Symbol('missing');

/**
 * A field that is usually right, sometimes missing, sometimes any JSON at all. Mostly right, so
 * that a good share of whole envelopes (two dozen fields) still parse.
 */
function field<T>(right: fc.Arbitrary<T>): fc.Arbitrary<T | fc.JsonValue | typeof MISSING> {
  return fc.oneof(
    { weight: 40, arbitrary: right },
    { weight: 1, arbitrary: fc.constant(MISSING) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
  );
}

const extraFields = fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), {
  maxKeys: 2,
});

/** An object with the given fields, minus the missing ones, plus a few the schema never named. */
function shape(
  fields: Record<string, fc.Arbitrary<unknown>>,
): fc.Arbitrary<Record<string, unknown>> {
  return fc.tuple(fc.record(fields), extraFields).map(([known, extra]) => {
    const out: Record<string, unknown> = { ...extra };
    for (const [k, v] of Object.entries(known)) if (v !== MISSING) out[k] = v;
    return out;
  });
}

const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.constantFrom(ECHO, `Bearer ${ECHO}`, '<script>alert(1)</script>', ''),
);
const count = fc.oneof(
  { weight: 20, arbitrary: fc.integer({ min: 1, max: 1000 }) },
  { weight: 1, arbitrary: fc.constantFrom(-1, 0, 0.5, 1e21, Number.MAX_SAFE_INTEGER + 2, '1') },
);

const listItem = shape({
  id: field(text),
  title: field(text),
  type: field(text),
  status: field(text),
  created_at: field(fc.constantFrom('2026-11-20T10:00:00Z', '', 'yesterday')),
});

const pagination = shape({
  total: field(count),
  per_page: field(count),
  current_page: field(count),
  last_page: field(count),
  has_more_pages: field(fc.boolean()),
});

const listEnvelope = shape({
  message: field(text),
  data: field(
    shape({
      items: field(fc.array(listItem, { maxLength: 3 })),
      pagination: field(pagination),
    }),
  ),
});

/** Laravel-style error bodies, often echoing the token in the message or a field error. */
const errorBody = shape({
  message: field(
    fc.oneof(
      text,
      fc.constantFrom(
        `Unauthenticated. Token ${ECHO} is invalid.`,
        `${ECHO}`,
        `   ${ECHO}   `,
        `${'x'.repeat(290)}${ECHO}${ECHO}`,
        `${'x'.repeat(320)}${ECHO}`,
      ),
    ),
  ),
  errors: field(
    fc.dictionary(
      fc.oneof(
        fc.constantFrom('title', 'metadata.0.key', ECHO, `title.${ECHO}`, `metadata.0.${ECHO}`),
        fc.string({ maxLength: 8 }),
      ),
      fc.oneof(text, fc.array(text, { maxLength: 2 })),
      { maxKeys: 3 },
    ),
  ),
});

const htmlPage = fc
  .tuple(fc.constantFrom('502 Bad Gateway', 'Service Unavailable', 'Login'), text)
  .map(
    ([title, detail]) =>
      `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1><p>${detail}</p></body></html>`,
  );

/** The body text: JSON of any kind, an envelope or an error body, HTML, noise, or nothing. */
const bodyText: fc.Arbitrary<string | null> = fc.oneof(
  { weight: 8, arbitrary: listEnvelope.map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: errorBody.map((v) => JSON.stringify(v)) },
  { weight: 3, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
  { weight: 2, arbitrary: fc.string() },
  { weight: 1, arbitrary: fc.string({ unit: 'binary' }) },
  { weight: 1, arbitrary: htmlPage },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', 'null', '{', '{"data":', ECHO, `"${ECHO}"`) },
  { weight: 1, arbitrary: fc.constant(null) },
);

const status = fc.oneof(
  { weight: 2, arbitrary: fc.constant(200) },
  fc.integer({ min: 200, max: 599 }),
  fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 409, 422, 429, 500, 502, 503, 504),
);

const headerText = fc.stringMatching(/^[ -~]{0,24}$/);
const headers = fc.record(
  {
    'Content-Type': fc.constantFrom('application/json', 'text/html; charset=utf-8', 'text/plain'),
    'Retry-After': fc.oneof(
      fc.nat().map(String),
      fc.constantFrom('0', '1.5', '-3', '1e308', 'Wed, 21 Oct 2015 07:28:00 GMT', ''),
      headerText,
    ),
  },
  { requiredKeys: [] },
);

// Realistic tokens: opaque, URL-safe, long enough not to occur by chance in other text.
const token = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 16,
  maxLength: 48,
});

const answer = fc.record({ status, headers, body: bodyText, token });

function toResponse(
  a: { status: number; headers: Record<string, string>; body: string | null },
  secret: string,
) {
  const body =
    NULL_BODY_STATUSES.has(a.status) || a.body === null ? null : a.body.split(ECHO).join(secret);
  return new Response(body, { status: a.status, headers: a.headers });
}

describe('readResponse: properties', () => {
  it('resolves to a list that satisfies the schema or rejects with a clear ApiError without the token', async () => {
    let parsed = 0;
    let echoed = 0;
    let contract = 0;
    let http = 0;
    await runAsyncProperty(
      'readResponse, arbitrary answers',
      fc.asyncProperty(answer, async (a) => {
        let value: unknown;
        try {
          value = await readResponse(
            toResponse(a, a.token),
            entryListSchema,
            'GET',
            a.token,
            Date.now,
          );
        } catch (error) {
          check(error instanceof ApiError, `rejected with something else: ${String(error)}`);
          const e = error as ApiError;
          check(typeof e.message === 'string' && e.message.trim() !== '', 'empty message');
          check(!e.message.includes(a.token), `the message holds the token: ${e.message}`);
          const ok = a.status >= 200 && a.status < 300;
          check(e.kind === (ok ? 'contract' : 'http'), `kind ${e.kind} for HTTP ${a.status}`);
          if (ok) contract++;
          else http++;
          if (!ok && a.body?.includes(ECHO) && !NULL_BODY_STATUSES.has(a.status)) echoed++;
          return;
        }
        check(a.status >= 200 && a.status < 300, `resolved for HTTP ${a.status}`);
        check(entryListSchema.safeParse(value).success, 'resolved to a value the schema refuses');
        parsed++;
      }),
      () =>
        `${parsed} parsed, ${contract} contract errors, ${http} HTTP errors, ${echoed} of them echoing the token`,
    );
  });

  it('never puts the token in field errors either, keys included', async () => {
    await runAsyncProperty(
      'readResponse, field errors without the token',
      fc.asyncProperty(
        fc.record({
          status: fc.constantFrom(400, 422),
          headers,
          body: errorBody.map((v) => JSON.stringify(v)),
          token,
        }),
        async (a) => {
          const error = await readResponse(
            toResponse(a, a.token),
            entryListSchema,
            'POST',
            a.token,
            Date.now,
          ).then(
            () => null,
            (e: unknown) => e,
          );
          check(error instanceof ApiError, `rejected with something else: ${String(error)}`);
          for (const [path, messages] of Object.entries((error as ApiError).fieldErrors)) {
            check(!path.includes(a.token), `a field error key holds the token: ${path}`);
            for (const m of messages)
              check(!m.includes(a.token), `a field error holds the token: ${m}`);
          }
        },
      ),
    );
  });
});
