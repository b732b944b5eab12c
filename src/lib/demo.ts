/** The one token the in-browser demo backend accepts. Not a secret: the sign-in screen shows it. */
export const DEMO_TOKEN = 'demo-token-2026';
