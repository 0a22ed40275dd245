import { Badge, Button, Card, DataList, HStack, Stack } from '@chakra-ui/react'
import NextLink from 'next/link'
import { notFound } from 'next/navigation'
import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import type { TTenantUser } from '@/access/current-user'
import { can } from '@/access/permissions'
import { tabPath, type TDetailTab, type TPanel, type TResourceDefinition, type TRow } from '@/lib/resource/define-resource'
import type { TSearchParams } from '@/lib/resource/resource-query'
import { findResourceRecord, recordPath } from '@/lib/resource/resource-record'
import { PageHeader } from '@/ui/layout/page-header'

import { Cell } from './cell'
import { RecordPanel } from './record-panel'

// The kit's record screen (issue 9 §2): a header (title, badge, actions by permission), the tabs the
// role may open as links (spec 2.1's tab routes), and the open tab's panels. A tab the record does
// not have for this role answers 404, like a record the user may not read.

export type TDetailContext = { payload: Payload; user: TTenantUser; tenant: { id: number } }

type TProps = {
  resource: TResourceDefinition
  ctx: TDetailContext
  id: string
  tab: string
  /** Content for `slot` panels, by name; a function when it needs the record. */
  slots?: Record<string, (row: TRow) => ReactNode>
  /** Actions besides Edit (e.g. stage moves), decided by the page on the server. */
  actions?: (row: TRow) => ReactNode
  back: { href: string; label: string }
  /** The page's query (a panel may page itself, e.g. the timeline's `?trail=`). */
  searchParams?: TSearchParams
}

export const openTabs = (resource: TResourceDefinition, row: TRow, role: number): TDetailTab[] =>
  (resource.detail?.tabs ?? []).filter((tab) => resource.detail?.tabOpen?.(tab.segment, row, role) ?? true)

function FieldsPanel({ panel, row }: { panel: Extract<TPanel, { kind: 'fields' }>; row: TRow }) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">{panel.title}</Card.Title>
      </Card.Header>
      <Card.Body>
        <DataList.Root orientation={{ base: 'vertical', md: 'horizontal' }} gap={4}>
          {panel.fields.map((field) => (
            <DataList.Item key={field.field}>
              <DataList.ItemLabel minW={{ md: '48' }}>{field.label}</DataList.ItemLabel>
              <DataList.ItemValue>
                <Cell column={field} row={row} />
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  )
}

export async function ResourceDetailPage({ resource, ctx, id, tab, slots = {}, actions, back, searchParams }: TProps) {
  const detail = resource.detail
  if (!detail) notFound()
  const row = await findResourceRecord(resource, { payload: ctx.payload, user: ctx.user, tenantId: ctx.tenant.id }, id)
  if (!row) notFound()
  const tabs = openTabs(resource, row, ctx.user.role_id)
  const current = tabs.find((candidate) => candidate.segment === tab)
  if (!current) notFound()
  const base = recordPath(detail.path, row.id)
  const title = detail.title(row)
  return (
    <>
      <title>{`${title} · ${current.label}`}</title>
      <PageHeader
        title={
          <HStack as="span" gap={3} wrap="wrap">
            <span>{title}</span>
            {detail.badge && (
              <Badge colorPalette={detail.badge.palette?.(row) ?? 'gray'} variant="subtle" size="lg">
                {detail.badge.text(row)}
              </Badge>
            )}
          </HStack>
        }
        description={detail.description?.(row)}
        back={back}
        actions={
          <>
            {actions?.(row)}
            {detail.edit && detail.edit.permissions.every((permission) => can(ctx.user.role_id, ...permission)) && (
              <Button asChild colorPalette="brand" variant="outline">
                <NextLink href={recordPath(detail.edit.path, row.id)}>Edit</NextLink>
              </Button>
            )}
          </>
        }
      />
      <HStack as="nav" aria-label={`${resource.noun.one} sections`} wrap="wrap" gap={2} mb={6}>
        {tabs.map((candidate) => (
          <Button
            key={candidate.segment}
            asChild
            size="sm"
            colorPalette="brand"
            variant={candidate === current ? 'solid' : 'outline'}
            aria-current={candidate === current ? 'page' : undefined}
          >
            <NextLink href={tabPath(base, candidate.segment)}>{candidate.label}</NextLink>
          </Button>
        ))}
      </HStack>
      <Stack gap={6}>
        {current.panels.map((panel, index) =>
          panel.kind === 'fields' ? (
            <FieldsPanel key={index} panel={panel} row={row} />
          ) : panel.kind === 'slot' ? (
            <div key={index}>{slots[panel.name]?.(row)}</div>
          ) : (
            <RecordPanel key={index} kind={panel.kind} ctx={ctx} target={{ collection: resource.collection, id: row.id }} searchParams={searchParams} />
          ),
        )}
      </Stack>
    </>
  )
}
