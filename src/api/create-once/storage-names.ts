/**
 * Where create-once keeps its records. Apart from the rest so the shell (which clears the
 * draft's key with the draft) reads a name without loading the create code.
 */

/** The create form's draft key state, in the tab's storage beside the draft. */
export const DRAFT_KEY_STORAGE = 'registry-console:create-draft-key';
/** Prefix of the attempt records (the cross-tab claim) in the browser's shared storage. */
export const ATTEMPT_STORAGE_PREFIX = 'registry-console:submission:';
