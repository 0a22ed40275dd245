import { Badge, Box, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'

import { imageUrl } from '@/domain/records/images'
import { formatDate } from '@/lib/dates'
import type { UpdateReport } from '@/payload-types'
import { hasRichText, RichTextView } from '@/ui/rich-text/rich-text-view'

// An update report as its reader sees it (issue 12 §2, issue 13 §6; decision 033): title, type, date
// and subject, the summary, the body (spec 9's headings, fonts and sizes) and its images with
// captions. Server-rendered; the staff details screen and the portal's news and portfolio pages
// all draw it. Attachments are the record's documents panel, placed by the page.

const nameOf = (value: unknown) => (value && typeof value === 'object' ? String((value as { name?: unknown; title?: unknown }).name ?? (value as { title?: unknown }).title ?? '') : '')

export function UpdateReportBody({ report }: { report: UpdateReport }) {
  const gallery = (report.gallery ?? []).filter((row) => row.image != null)
  return (
    <Stack gap={5}>
      {report.summary && (
        <Text fontSize="lg" color="fg.muted">
          {report.summary}
        </Text>
      )}
      {hasRichText(report.body) ? <RichTextView data={report.body} /> : <Text color="fg.muted">This update has no text yet.</Text>}
      {gallery.length > 0 && (
        <SimpleGrid as="ul" aria-label="Images" columns={{ base: 1, md: 2 }} gap={4} listStyleType="none">
          {gallery.map((row, index) => {
            const id = typeof row.image === 'number' ? row.image : row.image!.id
            return (
              <Box as="li" key={row.id ?? index}>
                <figure>
                  {/* Served access-checked (decision 011): a reader of the update may see its images. */}
                  <img src={imageUrl(id)} alt={row.caption || `Image ${index + 1} of the update`} loading="lazy" style={{ width: '100%', height: 'auto', borderRadius: '0.5rem' }} />
                  {row.caption && (
                    <Text as="figcaption" fontSize="sm" color="fg.muted" mt={1}>
                      {row.caption}
                    </Text>
                  )}
                </figure>
              </Box>
            )
          })}
        </SimpleGrid>
      )}
    </Stack>
  )
}

/** A report's type, subject and date, under its title on the portal. */
export function UpdateReportMeta({ report }: { report: UpdateReport }) {
  const type = nameOf(report.reportType)
  const subject = report.audience === 'tenant' ? 'General news' : nameOf(report[report.audience])
  return (
    <HStack gap={2} wrap="wrap" mb={4}>
      {type && <Badge colorPalette="blue">{type}</Badge>}
      {subject && <Badge variant="outline">{subject}</Badge>}
      {report.publishedAt && (
        <Text color="fg.muted" fontSize="sm">
          Published {formatDate(report.publishedAt)}
        </Text>
      )}
    </HStack>
  )
}
