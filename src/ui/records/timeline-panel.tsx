import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { EMPTY_TRAIL_VALUE } from '@/domain/records/activity'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { formatDateTime } from '@/lib/dates'
import type { TRecordContext } from '@/lib/records/notes-calls-tasks'
import { loadTimeline, TIMELINE_MAX, TIMELINE_PAGE, timelineExportPath } from '@/lib/records/timeline'
import { relativeTime } from '@/lib/relative-time'
import { SectionCard } from '@/ui/layout/section-card'

type TSearchParams = Record<string, string | string[] | undefined>

type TProps = {
  /** guardPage()'s context. */
  ctx: TRecordContext
  target: TRecordTarget
  /** The page's search params: `?trail=N` shows the newest N entries ("Show more"). */
  searchParams?: TSearchParams
}

const TRAIL_PARAM = 'trail'
const EMPTY = EMPTY_TRAIL_VALUE

function shownFrom(searchParams: TSearchParams | undefined): number {
  const raw = searchParams?.[TRAIL_PARAM]
  const value = Number(Array.isArray(raw) ? raw[0] : raw)
  return Number.isSafeInteger(value) && value > 0 ? Math.min(value, TIMELINE_MAX) : TIMELINE_PAGE
}

/**
 * The record's activity trail, newest first: who did what when, with each changed field as
 * old → new. "Show more" adds a page (a plain link, `?trail=N`); "Export CSV" downloads all of it.
 */
export async function TimelinePanel({ ctx, target, searchParams }: TProps) {
  const timeline = await loadTimeline(ctx, target, shownFrom(searchParams))
  if (!timeline) return <Text color="fg.muted">The activity of this record is not available to you.</Text>
  const now = new Date()
  return (
    <SectionCard title="Activity">
      <Stack gap={4}>
        <HStack justify="space-between" flexWrap="wrap" gap={2}>
          <Text color="fg.muted" fontSize="sm">
            {timeline.total === 0 ? 'Nothing has happened yet.' : `${Math.min(timeline.shown, timeline.total)} of ${timeline.total} ${timeline.total === 1 ? 'entry' : 'entries'}, newest first.`}
          </Text>
          {timeline.total > 0 && (
            <Button asChild size="sm" variant="outline">
              {/* A download, not a page: a plain anchor. */}
              <a href={timelineExportPath(target)} download>
                Export CSV
              </a>
            </Button>
          )}
        </HStack>
        {timeline.entries.length > 0 && (
          <Stack as="ol" aria-label="Activity" gap={4} listStyleType="none">
            {timeline.entries.map((entry) => (
              <Box as="li" key={entry.id} borderInlineStartWidth="2px" borderColor="border.emphasized" ps={3} data-testid="activity-entry">
                <Text>
                  <Text as="span" fontWeight="medium">
                    {entry.actor}
                  </Text>{' '}
                  {entry.text}{' '}
                  <Text as="span" color="fg.muted" fontSize="sm">
                    · <time dateTime={entry.createdAt} title={formatDateTime(entry.createdAt)}>{relativeTime(entry.createdAt, now)}</time>
                  </Text>
                </Text>
                {entry.changes.length > 0 && (
                  <Box as="dl" mt={1} fontSize="sm" display="grid" gridTemplateColumns="max-content 1fr" columnGap={3} rowGap={0.5}>
                    {entry.changes.map((change) => (
                      <Box key={change.field} display="contents">
                        <Text as="dt" color="fg.muted">
                          {change.label}
                        </Text>
                        <Text as="dd" overflowWrap="anywhere">
                          {/* A value set for the first time reads as itself; a removed one struck through. */}
                          {change.from !== EMPTY && (
                            <Text as="span" color="fg.muted" textDecoration="line-through">
                              {change.from}
                            </Text>
                          )}
                          {change.from !== EMPTY && change.to !== EMPTY && ' → '}
                          {(change.to !== EMPTY || change.from === EMPTY) && change.to}
                        </Text>
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
            ))}
          </Stack>
        )}
        {timeline.total > timeline.shown && timeline.shown < TIMELINE_MAX && (
          <Link asChild alignSelf="flex-start" colorPalette="brand" color="colorPalette.fg">
            <NextLink href={`?${TRAIL_PARAM}=${timeline.shown + TIMELINE_PAGE}`} scroll={false}>
              Show more
            </NextLink>
          </Link>
        )}
      </Stack>
    </SectionCard>
  )
}
