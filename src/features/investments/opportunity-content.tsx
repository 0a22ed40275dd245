import { Badge, Box, DataList, Heading, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { TAX_OPTIONS } from '@/domain/investments/opportunity-content'
import { formatDate } from '@/lib/dates'
import { formatMoney } from '@/lib/money'
import { kitStyle, type TKitStyle } from '@/ui/chakra-rsc/kit-style'
import { SectionCard } from '@/ui/layout/section-card'

import type { TOpportunityContent } from './opportunity-content-data'
import { GalleryLightbox, type TGalleryClasses } from './opportunity-gallery-lightbox'

// An opportunity's content on its screens (issue 9 §5), server-rendered: the investor's detail (and
// the staff preview of it) and the staff record's key-information tab. Only the gallery's lightbox
// runs in the browser. Pictures carry alt text from their caption or the person's name.

export type TFactItem = { label: string; value: ReactNode }

const listText = (names: string[]) => names.join(', ')

/** The tax reliefs as badges. */
export function TaxBadges({ options }: { options: TOpportunityContent['taxOptions'] }) {
  return (
    <HStack as="ul" gap={2} wrap="wrap" aria-label="Tax reliefs">
      {options.map((option) => (
        <Badge as="li" key={option} colorPalette="green" variant="subtle" size="md">
          {TAX_OPTIONS[option]}
        </Badge>
      ))}
    </HStack>
  )
}

/** The money figures and classification as key facts (only what is set). */
export function contentFacts(content: TOpportunityContent): TFactItem[] {
  const money = (minor: number | null) => (minor === null ? null : formatMoney(minor, content.currency))
  const type = [content.investmentType, content.investmentSubType].filter(Boolean).join(' · ')
  const facts: Array<TFactItem | null> = [
    content.minimumInvestment !== null ? { label: 'Minimum investment', value: money(content.minimumInvestment) } : null,
    content.valuation !== null ? { label: 'Valuation', value: money(content.valuation) } : null,
    content.sharePrice !== null ? { label: 'Share price', value: money(content.sharePrice) } : null,
    content.taxOptions.length ? { label: 'Tax reliefs', value: <TaxBadges options={content.taxOptions} /> } : null,
    type ? { label: 'Investment type', value: type } : null,
    // The tenant's word (spec 3 terminology), one label however many there are.
    content.industries.length ? { label: content.industryTerm, value: listText(content.industries) } : null,
    content.investorTypes.length ? { label: 'For', value: listText(content.investorTypes) } : null,
    content.investmentCategories.length ? { label: 'Categories', value: listText(content.investmentCategories) } : null,
    content.investmentCharacters.length ? { label: 'Character', value: listText(content.investmentCharacters) } : null,
  ]
  return facts.filter((fact): fact is TFactItem => fact !== null)
}

function initialsOf(name: string) {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
}

const GALLERY_STYLES: Record<keyof TGalleryClasses, Parameters<typeof kitStyle>[0]> = {
  grid: { display: 'grid', gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' }, gap: { base: 3, md: 4 }, listStyleType: 'none', p: 0, m: 0 },
  item: { minW: 0 },
  link: { display: 'block', rounded: 'l2', overflow: 'hidden', _focusVisible: { outlineWidth: '2px', outlineStyle: 'solid', outlineColor: 'fg', outlineOffset: '2px' } },
  thumb: { display: 'block', w: 'full', h: 'auto', aspectRatio: '4 / 3', objectFit: 'cover', bg: 'bg.muted' },
  caption: { mt: 2, fontSize: 'sm', color: 'fg.muted' },
  dialog: { p: 0, borderWidth: 0, rounded: 'l3', w: 'full', maxW: 'min(96vw, 1100px)', bg: 'bg.panel', color: 'fg', m: 'auto', _backdrop: { bg: 'blackAlpha.700' } },
  figure: { m: 0, p: { base: 3, md: 4 } },
  large: { display: 'block', w: 'auto', h: 'auto', maxW: 'full', maxH: '75vh', mx: 'auto', objectFit: 'contain' },
  bar: { display: 'flex', gap: 2, justifyContent: 'flex-end', px: { base: 3, md: 4 }, pb: { base: 3, md: 4 } },
  button: { recipe: 'button', variant: 'outline', size: 'sm' },
}

function Gallery({ items }: { items: TOpportunityContent['gallery'] }) {
  const styles = Object.fromEntries(Object.entries(GALLERY_STYLES).map(([key, props]) => [key, kitStyle(props)])) as Record<keyof TGalleryClasses, TKitStyle>
  const classes = Object.fromEntries(Object.entries(styles).map(([key, style]) => [key, style.className])) as TGalleryClasses
  return (
    <>
      {Object.values(styles).flatMap((style) => style.styles)}
      <GalleryLightbox
        label="Gallery"
        classes={classes}
        items={items.map((item, index) => ({ ...item.image, caption: item.caption, alt: item.caption ?? `Gallery image ${index + 1}` }))}
      />
    </>
  )
}

function Empty({ children }: { children: ReactNode }) {
  return <Text color="fg.muted">{children}</Text>
}

/**
 * Key points, key dates, team and gallery, each as a card. On the investor's screen a section with
 * nothing in it is left out; on the staff record it says what is missing (`showEmpty`).
 */
export function OpportunityHighlights({ content, showEmpty = false }: { content: TOpportunityContent; showEmpty?: boolean }) {
  const { keyPoints, keyDates, team, gallery } = content
  return (
    <Stack gap={6}>
      {(keyPoints.length > 0 || keyDates.length > 0 || showEmpty) && (
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start">
          {(keyPoints.length > 0 || showEmpty) && (
            <SectionCard title="Key points">
              {keyPoints.length ? (
                <List.Root as="ol" gap={2} ps={5} listStyleType="decimal">
                  {keyPoints.map((point, index) => (
                    <List.Item key={index}>{point}</List.Item>
                  ))}
                </List.Root>
              ) : (
                <Empty>No key points yet.</Empty>
              )}
            </SectionCard>
          )}
          {(keyDates.length > 0 || showEmpty) && (
            <SectionCard title="Key dates">
              {keyDates.length ? (
                <DataList.Root orientation="horizontal" gap={3}>
                  {keyDates.map((date, index) => (
                    <DataList.Item key={index}>
                      <DataList.ItemLabel minW="32">{formatDate(date.date)}</DataList.ItemLabel>
                      <DataList.ItemValue>{date.label}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
              ) : (
                <Empty>No key dates yet.</Empty>
              )}
            </SectionCard>
          )}
        </SimpleGrid>
      )}
      {(team.length > 0 || showEmpty) && (
        <SectionCard title="Team">
          {team.length ? (
            <SimpleGrid as="ul" columns={{ base: 1, sm: 2, xl: 3 }} gap={5} listStyleType="none">
              {team.map((member, index) => (
                <HStack as="li" key={index} align="start" gap={4}>
                  {member.photo ? (
                    <Box
                      as="img"
                      {...{ src: member.photo.url, alt: `Photo of ${member.name}`, width: 64, height: 64, loading: 'lazy' }}
                      w="16"
                      h="16"
                      flexShrink={0}
                      rounded="full"
                      objectFit="cover"
                      bg="bg.muted"
                    />
                  ) : (
                    <Box aria-hidden w="16" h="16" flexShrink={0} rounded="full" bg="bg.emphasized" display="flex" alignItems="center" justifyContent="center" fontWeight="semibold" color="fg.muted">
                      {initialsOf(member.name)}
                    </Box>
                  )}
                  <Stack gap={1} minW={0}>
                    <Heading as="h3" size="sm">
                      {member.name}
                    </Heading>
                    {member.role && (
                      <Text fontSize="sm" color="fg.muted">
                        {member.role}
                      </Text>
                    )}
                    {member.bio && <Text fontSize="sm">{member.bio}</Text>}
                  </Stack>
                </HStack>
              ))}
            </SimpleGrid>
          ) : (
            <Empty>No team members yet.</Empty>
          )}
        </SectionCard>
      )}
      {(gallery.length > 0 || showEmpty) && <SectionCard title="Gallery">{gallery.length ? <Gallery items={gallery} /> : <Empty>No images yet.</Empty>}</SectionCard>}
    </Stack>
  )
}

/** The staff record's view of the content: classification and figures, then the highlights. */
export function OpportunityContentSummary({ content }: { content: TOpportunityContent }) {
  const facts = contentFacts(content)
  return (
    <Stack gap={6}>
      <SectionCard title="Investor-facing details">
        {facts.length ? (
          <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={4}>
            {facts.map((fact) => (
              <DataList.Item key={fact.label}>
                <DataList.ItemLabel minW={{ md: '48' }}>{fact.label}</DataList.ItemLabel>
                <DataList.ItemValue>{fact.value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        ) : (
          <Empty>No minimum investment, valuation, share price or classification yet.</Empty>
        )}
      </SectionCard>
      <OpportunityHighlights content={content} showEmpty />
    </Stack>
  )
}
