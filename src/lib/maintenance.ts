/** spec 2.4: the maintenance switch (MAINTENANCE_MODE=1 or true), checked on every request. */
export const maintenanceOn = () => process.env.MAINTENANCE_MODE === '1' || process.env.MAINTENANCE_MODE === 'true'

/** What every API path answers while maintenance mode is on. */
export const MAINTENANCE_API_ANSWER = { status: 503, body: { message: 'Service unavailable.' } } as const
