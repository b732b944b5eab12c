/**
 * Where create-once keeps the create form's draft key state, in the tab's storage beside the
 * draft. Apart from the rest so the shell (which clears the draft's key with the draft) reads
 * the name without loading the create code.
 */
export const IDEMPOTENCY_KEY_STORAGE = 'registry-console:create-draft-key';
