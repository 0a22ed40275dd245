import { Badge, Container, Table, Text } from '@chakra-ui/react'

import { guardAdminRoute } from '@/auth/page-guard'
import { LEAD_STATUS_LABEL, LEAD_STATUSES, leadStatusPalette } from '@/domain/contacts/contacts'
import { PageHeader } from '@/ui/layout/page-header'

export const metadata = { title: 'Lead statuses' }

const MEANING: Record<number, string> = {
  1: 'A prospect or investor the team is working with.',
  2: 'No longer pursued; kept for the record.',
  3: 'Has invested, or is in the course of investing.',
}

/**
 * spec 2.1 /admin/settings/investor/lead-status: spec 4 fixes the lead status types (1 active, 2
 * inactive, 3 investment) and the contacts, investors, filters and imports store those codes; they
 * are not configurable (decision 034). This page explains them.
 */
export default async function LeadStatusSettingsPage() {
  await guardAdminRoute('/admin/settings/investor/lead-status')
  return (
    <Container maxW="5xl" py={8}>
      <PageHeader
        title="Lead statuses"
        back={{ href: '/admin/settings/investor', label: 'Investor settings' }}
        description="Every contact and investor has one of these lead statuses. They are the same on every platform, so reports and imports mean the same thing everywhere; they cannot be renamed or added to."
      />
      <Table.Root data-testid="lead-statuses">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Code</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Meaning</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {LEAD_STATUSES.map((code) => (
            <Table.Row key={code}>
              <Table.Cell>{code}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={leadStatusPalette(code)}>{LEAD_STATUS_LABEL[code]}</Badge>
              </Table.Cell>
              <Table.Cell>{MEANING[code]}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Text mt={6} color="fg.muted">
        Set a contact’s or investor’s status on their record.
      </Text>
    </Container>
  )
}
