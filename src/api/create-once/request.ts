/** One create request, as the contract describes it. Loaded only by what creates entries. */
import type { ApiClient, RequestOptions } from '../api-client';
import { createdEntrySchema, createEntryBodySchema } from '../create-schemas';
import type { CreateEntryBody } from '../schemas';

/** Sends exactly what the contract's body schema lets through: a body that breaks it is never sent. */
export function createEntry(
  api: ApiClient,
  body: CreateEntryBody,
  extra: Pick<RequestOptions<unknown>, 'headers' | 'onResponse' | 'signal'> = {},
) {
  return api.request({
    method: 'POST',
    path: '/api/v1/registry/create',
    body: createEntryBodySchema.parse(body),
    schema: createdEntrySchema,
    ...extra,
  });
}
