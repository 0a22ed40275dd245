// The server's clock for the rules that count time (the first-time journey's 24-hour cooling-off, the
// appropriateness test's 24-hour cooldown): they read `now()`, never `new Date()`. In tests the clock
// can be moved forward by `advanceTestClock` and set back to the machine's time by `resetTestClock`
// (a test file that moved it puts it back, so offsets do not pile up over a run), which exist only when the test clock is
// enabled: NODE_ENV 'test', or TEST_CLOCK_CONTROL=1 (the test server's start, tests/support/app-server.ts).
// A production start has neither, so its clock is the machine's (decision 030).

type TClockState = { offsetMs: number }

// One state per process: Next's bundles and the HTTP server's own modules each load this file, so the
// offset lives on globalThis under a name of its own rather than in a module variable.
const KEY = Symbol.for('investor-platform.test-clock')
const state = (): TClockState => ((globalThis as Record<symbol, TClockState | undefined>)[KEY] ??= { offsetMs: 0 })

/** Whether the test clock's control exists in a process with environment `env`. */
export function testClockEnabled(env: Partial<Record<string, string | undefined>> = process.env): boolean {
  return env.NODE_ENV === 'test' || env.TEST_CLOCK_CONTROL === '1'
}

/** The time as the journey's rules see it. */
export function now(): Date {
  return new Date(Date.now() + state().offsetMs)
}

/** Moves the clock forward by `ms` (tests only); refused when the control is not enabled or `ms` is not a positive whole number. */
export function advanceTestClock(ms: number): Date {
  if (!testClockEnabled()) throw new Error('The test clock cannot be moved here')
  if (!Number.isSafeInteger(ms) || ms <= 0) throw new Error('The test clock only moves forward')
  state().offsetMs += ms
  return now()
}

/** Sets the clock back to the machine's time (tests only): what a test that moved it does when it ends. */
export function resetTestClock(): Date {
  if (!testClockEnabled()) throw new Error('The test clock cannot be moved here')
  state().offsetMs = 0
  return now()
}
