import { Text } from '@chakra-ui/react'
import config from '@payload-config'
import { redirect } from 'next/navigation'
import { getPayload } from 'payload'

import { databaseReachable } from '@/lib/database-health'
import { maintenanceOn } from '@/lib/maintenance'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Maintenance' }

/**
 * spec 2.4: shown while MAINTENANCE_MODE is on, or when the session check gets a 503 or times out.
 * With the switch off it returns to /, unless the database is unreachable: then the 503 was an
 * outage and this is the page to show until it ends (docs/security.md, "Outages").
 */
export default async function MaintenancePage() {
  if (!maintenanceOn() && (await databaseReachable(await getPayload({ config })))) redirect('/')
  return (
    <PublicCard title="We'll be back soon">
      <Text>We are carrying out maintenance. Please try again in a few minutes.</Text>
    </PublicCard>
  )
}
