import { Text } from '@chakra-ui/react'

import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Maintenance' }

/** spec 2.4: shown while MAINTENANCE_MODE is on, or when the session check gets a 503 or times out. */
export default function MaintenancePage() {
  return (
    <PublicCard title="We'll be back soon">
      <Text>We are carrying out planned maintenance. Please try again in a few minutes.</Text>
    </PublicCard>
  )
}
