// A tenant's idle time-outs (issue 12 §5, decision 034): minutes without activity before a session
// ends, for staff and for investors; empty means the platform's (src/auth/session-records.ts IDLE_MINUTES).
// Applied to sessions opened after a change: each session row keeps the time-out it started with.
export const SESSION_IDLE_MINUTES_RANGE = { min: 5, max: 720 } as const
