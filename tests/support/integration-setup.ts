import { afterAll } from 'vitest'

import { closeTestPayload } from './payload'

// Runs before each integration file (vitest.config.ts setupFiles): whatever the file does, its
// Payload instance and pool end with it, as they did when every file had a worker of its own.
afterAll(closeTestPayload)
