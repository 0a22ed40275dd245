// The demo accounts' published password and the demo operator's email. A module of its own with no
// imports: the server's start-up (src/server/run.ts, production-readiness.ts) reads them before it
// loads the app, and importing the whole seed there loaded a module graph whose evaluation, together
// with the later import of the HTTP server, never settled (the process ended silently with code 0).
export const DEMO_PASSWORD = 'demo-password-1'
export const OPERATOR_EMAIL = 'operator@platform.test'
