// The Stripe fake's own process (tests/support/stripe-fake.ts, startStripeFake): serves until signalled.
import { serveStripeFake } from './stripe-fake'

const port = Number(process.env.STRIPE_FAKE_PORT)
const secretKey = process.env.STRIPE_FAKE_SECRET_KEY
if (!Number.isInteger(port) || !secretKey) throw new Error('STRIPE_FAKE_PORT and STRIPE_FAKE_SECRET_KEY are required')
const server = await serveStripeFake({ port, secretKey })
const stop = () => {
  server.closeAllConnections()
  server.close(() => process.exit(0))
}
process.on('SIGTERM', stop)
process.on('SIGINT', stop)
