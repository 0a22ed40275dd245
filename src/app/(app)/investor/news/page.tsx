import { Badge, Box, EmptyState, HStack, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { guardPage } from '@/auth/page-guard'
import { accountStep } from '@/domain/onboarding/portal-gate'
import { INVESTOR_NEWS_PATH, investorNewsReportPath } from '@/domain/reports/update-reports'
import { PortalStepRequired } from '@/features/onboarding/portal-step-required'
import { investorNews } from '@/features/reports/investor-news'
import { formatDate } from '@/lib/dates'
import { term } from '@/tenancy/terminology'
import { terminologyOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { PagePagination } from '@/ui/layout/page-pagination'

export const metadata = { title: 'News' }

type TProps = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const pageHref = (page: number) => (page > 1 ? `${INVESTOR_NEWS_PATH}?page=${page}` : INVESTOR_NEWS_PATH)
const nameOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { name?: unknown; title?: unknown }).name ?? (value as { title?: unknown }).title ?? '') : '')

/**
 * spec 2.3 /investor/news (issue 13 §6; decision 033): the tenant's live updates addressed to the
 * investor (about what they hold) and its general news, newest first; unread ones marked.
 */
export default async function InvestorNewsPage({ searchParams }: TProps) {
  const ctx = await guardPage(INVESTOR_NEWS_PATH, ['investor_portal', 'show'])
  const title = term(terminologyOf(ctx.tenant), 'news')
  const step = accountStep(ctx.user, ctx.tenant)
  if (step) return <PortalStepRequired step={step} title={title} terminology={terminologyOf(ctx.tenant)} />
  const raw = (await searchParams).page
  const page = Math.max(1, Math.min(10_000, Number.parseInt(typeof raw === 'string' ? raw : '1', 10) || 1))
  const news = await investorNews({ payload: ctx.payload, user: ctx.user }, page)
  return (
    <>
      <PageHeader title={title} description="Updates about your investments, and news for all investors." />
      {news.items.length === 0 ? (
        <EmptyState.Root borderWidth="1px" rounded="md" bg="bg">
          <EmptyState.Content>
            <EmptyState.Title>There is no news yet.</EmptyState.Title>
            <EmptyState.Description>Updates about the companies you hold will appear here.</EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <>
          <Stack as="ul" gap={3} listStyleType="none" aria-label={title}>
            {news.items.map(({ report, unread }) => (
              <LinkBox as="li" key={report.id} bg="bg" borderWidth="1px" rounded="md" p={4} data-unread={unread || undefined} borderInlineStartWidth={unread ? '4px' : '1px'} borderInlineStartColor={unread ? 'tenant.accent' : undefined}>
                <HStack gap={2} wrap="wrap" mb={1}>
                  {unread && <Badge colorPalette="orange">New</Badge>}
                  <Badge variant="outline">{report.audience === 'tenant' ? 'General news' : nameOf(report[report.audience])}</Badge>
                  {nameOf(report.reportType) && <Badge colorPalette="blue">{nameOf(report.reportType)}</Badge>}
                  <Text color="fg.muted" fontSize="sm">
                    {formatDate(report.publishedAt)}
                  </Text>
                </HStack>
                <LinkOverlay asChild>
                  <NextLink href={investorNewsReportPath(report.id)}>
                    <Text as="span" fontWeight={unread ? 'bold' : 'semibold'} fontSize="lg">
                      {report.title}
                      {unread && <Box as="span" srOnly>{' (unread)'}</Box>}
                    </Text>
                  </NextLink>
                </LinkOverlay>
                {report.summary && (
                  <Text color="fg.muted" mt={1}>
                    {report.summary}
                  </Text>
                )}
              </LinkBox>
            ))}
          </Stack>
          <PagePagination page={news.page} totalPages={news.totalPages} hrefs={{ previous: news.hasPrevPage ? pageHref(news.page - 1) : null, next: news.hasNextPage ? pageHref(news.page + 1) : null }} />
        </>
      )}
    </>
  )
}
