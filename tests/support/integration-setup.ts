import { startTestFile } from './payload'

// Runs before each integration file (vitest.config.ts setupFiles). The files share one worker and
// its modules, so what a file names with RUN_ID gets an id of the file's own here.
startTestFile()
