// npm run dev: the product at http://localhost:3000 with demo data (embedded PostgreSQL unless DATABASE_URL is set).
import { run } from '../src/server/run'

await run({ dev: true, purpose: 'dev' })
