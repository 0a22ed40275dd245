import { Button, HStack } from '@chakra-ui/react'

import { INSIDER_REGISTER_PATHS } from '@/domain/compliance/insider-register'
import type { TResourceDefinition } from '@/lib/resource/define-resource'
import { parseListQuery, selectionParams, type TSearchParams } from '@/lib/resource/resource-query'
import { ViewLinks } from '@/ui/resource/view-links'

/**
 * Above each register list: the two registers as views of one screen (so PA deals are reached from
 * the navigation's Insider Register), and the PDF of the list as filtered (the CSV is the kit's).
 */
export function RegisterViews({ resource, searchParams, current }: { resource: TResourceDefinition; searchParams: TSearchParams; current: 'acceptances' | 'pa-deals' }) {
  const pdfPath = current === 'acceptances' ? INSIDER_REGISTER_PATHS.registerPdf : INSIDER_REGISTER_PATHS.paDealsPdf
  const selection = new URLSearchParams(selectionParams(resource, parseListQuery(resource, searchParams))).toString()
  return (
    <HStack justify="space-between" align="start" wrap="wrap">
      <ViewLinks
        label="Insider register"
        views={[
          { href: INSIDER_REGISTER_PATHS.register, label: 'Market-sounding acceptances', current: current === 'acceptances' },
          { href: INSIDER_REGISTER_PATHS.paDeals, label: 'PA deals', current: current === 'pa-deals' },
        ]}
      />
      <Button asChild size="sm" variant="outline" mb={4}>
        <a href={`${pdfPath}${selection ? `?${selection}` : ''}`} download>
          Download PDF
        </a>
      </Button>
    </HStack>
  )
}
