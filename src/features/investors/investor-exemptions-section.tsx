import { Badge, Card, DataList, Stack, Text } from '@chakra-ui/react'

import { currentExemption, EXEMPTION_LABEL, type TExemptionArticle } from '@/domain/investors/promotion-exemptions'
import { formatDate } from '@/lib/dates'
import type { TDetailContext } from '@/ui/resource/resource-detail-page'

/**
 * The investor's financial promotion exemption statements on their Category tab (FPO arts. 48, 50,
 * 50A; decision 043): the one in force, then each statement newest first with its words, dates and,
 * for art. 50, the firm that certified them. Staff rely on it for promotions; the journey's gates do
 * not read it. Nothing when the investor has signed none.
 */
export async function InvestorExemptionsSection({ ctx, investorId }: { ctx: TDetailContext; investorId: number }) {
  const { docs } = await ctx.payload.find({
    collection: 'promotion-exemptions',
    where: { and: [{ investor: { equals: investorId } }, { tenant: { equals: ctx.tenant.id } }] },
    sort: ['-declaredAt', '-id'],
    depth: 0,
    limit: 50,
    pagination: false,
    overrideAccess: false,
    user: ctx.user,
  })
  if (docs.length === 0) return null
  const now = new Date()
  const current = currentExemption(docs, now)
  return (
    <Stack gap={4} data-testid="investor-exemptions">
      <Card.Root>
        <Card.Header>
          <Card.Title as="h2">Financial promotion exemption</Card.Title>
        </Card.Header>
        <Card.Body>
          <Text data-testid="exemption-in-force">
            {current ? `${EXEMPTION_LABEL[current.article as TExemptionArticle]}, signed ${formatDate(current.declaredAt)}, valid until ${formatDate(current.expiresAt)}.` : 'None in force: every statement has expired.'}
          </Text>
        </Card.Body>
      </Card.Root>
      {docs.map((doc) => {
        const expired = new Date(doc.expiresAt).getTime() <= now.getTime()
        return (
          <Card.Root key={doc.id} data-exemption={doc.id}>
            <Card.Header>
              <Card.Title as="h3">{EXEMPTION_LABEL[doc.article as TExemptionArticle]}</Card.Title>
              <Stack direction="row" gap={2}>
                {expired && <Badge colorPalette="gray">Expired</Badge>}
                {current?.id === doc.id && <Badge colorPalette="brand">In force</Badge>}
              </Stack>
            </Card.Header>
            <Card.Body>
              <Stack gap={4}>
                <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={3}>
                  <DataList.Item>
                    <DataList.ItemLabel minW={{ md: '48' }}>Signed</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(doc.declaredAt)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel minW={{ md: '48' }}>Expires</DataList.ItemLabel>
                    <DataList.ItemValue>{formatDate(doc.expiresAt)}</DataList.ItemValue>
                  </DataList.Item>
                  {doc.certifiedBy && (
                    <DataList.Item>
                      <DataList.ItemLabel minW={{ md: '48' }}>Certified by</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {doc.certifiedBy}
                        {doc.certifierReference ? ` (FCA reference ${doc.certifierReference})` : ''}
                        {doc.certificateDate ? `, certificate signed ${formatDate(doc.certificateDate)}` : ''}
                      </DataList.ItemValue>
                    </DataList.Item>
                  )}
                </DataList.Root>
                <Text textStyle="sm" whiteSpace="pre-wrap">
                  {doc.statement}
                </Text>
              </Stack>
            </Card.Body>
          </Card.Root>
        )
      })}
    </Stack>
  )
}
