/** The Registry Service's entry templates: the list's and the create screens' schemas share them. */
export const TEMPLATES = ['STORAGE', 'PASS'] as const;
