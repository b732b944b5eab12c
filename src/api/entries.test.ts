// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { server } from '../mocks/node';
import { DEMO_TOKEN } from '../lib/demo';
import { testApi } from '../testing/api';
import { createEntry } from './create-once/request';
import type { CreateEntryBody } from './schemas';

function recordBodies(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST') bodies.push(await request.clone().json());
  });
  return bodies;
}

const body: CreateEntryBody = {
  title: 'Contract',
  folder_id: 'legal',
  template: 'PASS',
  data_encrypted: false,
  metadata: [{ type: 'TEXT', key: 'k', value: 'v' }],
};

describe('createEntry', () => {
  it('sends the body the contract describes, and nothing else', async () => {
    const api = testApi({ token: DEMO_TOKEN });
    const bodies = recordBodies();
    const extra = { ...body, secret: 'not in the contract' } as CreateEntryBody;
    await createEntry(api, extra);
    expect(bodies).toEqual([body]);
  });

  it('refuses to send a body that breaks the contract', async () => {
    const api = testApi({ token: DEMO_TOKEN });
    const bodies = recordBodies();
    const broken = { ...body, template: 'OTHER' } as unknown as CreateEntryBody;
    expect(() => createEntry(api, broken)).toThrow();
    expect(bodies).toEqual([]);
  });
});
