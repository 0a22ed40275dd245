import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'

import { payloadSecret } from '@/auth/secrets'
import { collections } from '@/collections'
import { restrictPayloadInternals } from '@/collections/payload-internals'
import { nodemailerAdapter } from '@/email/nodemailer-adapter'
import { endpoints } from '@/endpoints'
import { showClientErrorMessages } from '@/lib/client-error-messages'
import { answerDatabaseFaults } from '@/lib/database-faults'
import { consoleOrigins } from '@/tenancy/platform-host'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Wiring only: what each part does lives in src/. docs/ARCHITECTURE.md has the map.
// Payload's own collections exist only after building: restricted to operators then.
export default buildConfig({
  secret: payloadSecret(),
  serverURL: process.env.PUBLIC_URL ?? '',
  admin: {
    user: 'operators',
    importMap: { baseDir: path.resolve(dirname, 'src') },
    meta: { titleSuffix: ' · Platform console' },
  },
  routes: { admin: '/cms', api: '/api' },
  // The operator cookie counts only from the console's own origin (issue 8, finding 9).
  csrf: consoleOrigins(),
  collections,
  endpoints,
  // A value beyond its column's range is a 400, an unreachable database a 503 (spec 2.4), not a 500;
  // a client error keeps its message.
  hooks: { afterError: [answerDatabaseFaults, showClientErrorMessages] },
  editor: lexicalEditor(),
  db: postgresAdapter({
    // A connection attempt that hangs (a network partition) fails after 5 s and answers 503.
    // A transaction left open by a bug would hold its row locks for ever: PostgreSQL ends it after a minute.
    pool: { connectionString: process.env.DATABASE_URL, connectionTimeoutMillis: 5_000, idle_in_transaction_session_timeout: 60_000 },
    // Schema changes ship as migrations (migrations/), applied by scripts/prepare-database.ts.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
  }),
  email: nodemailerAdapter(),
  // An idle pooled connection that PostgreSQL ends (a restart, a shutdown) emits 'error' on the
  // pool; without a listener that crashes the process (a script, the fast routes). The next query
  // simply opens a new connection.
  onInit: (payload) => {
    ;(payload.db as unknown as { pool?: { on: (event: 'error', listener: (error: Error) => void) => void } }).pool?.on('error', (error) =>
      payload.logger.warn({ msg: `an idle database connection ended: ${error.message}` }),
    )
  },
  // Off: every call the product makes is REST (spec 7), and one less surface to isolate.
  graphQL: { disable: true },
  sharp,
  // Payload would regenerate the types in a child process at every start outside production (the
  // seed, the test worker, each script: about 15 s of CPU each, and a rewrite of a tracked file).
  // Regenerate on purpose after changing a collection: `npm run generate:types`.
  typescript: { outputFile: path.resolve(dirname, 'src/payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // Refusals are the access rules working, not server faults: no stack traces for them.
  // RecordAccessRefused: the record rules' 403s (src/collections/records/record-rows.ts), named by us.
  loggingLevels: { Forbidden: 'info', NotFound: 'info', ValidationError: 'info', QueryError: 'info', ...({ RecordAccessRefused: 'info' } as Record<string, 'info'>) },
}).then(restrictPayloadInternals)
