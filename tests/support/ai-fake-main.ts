// The AI provider fake's own process (tests/support/ai-fake.ts, startAiFake): serves until signalled.
import { serveAiFake } from './ai-fake'

const port = Number(process.env.AI_FAKE_PORT)
const apiKey = process.env.AI_FAKE_API_KEY
if (!Number.isInteger(port) || !apiKey) throw new Error('AI_FAKE_PORT and AI_FAKE_API_KEY are required')
const server = await serveAiFake({ port, apiKey })
const stop = () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
