import { Card } from '@chakra-ui/react'
import { notFound } from 'next/navigation'

import { can } from '@/access/permissions'
import { guardAdminRoute } from '@/auth/page-guard'
import { ATTRIBUTE_KINDS, isAttributeKind } from '@/collections/attributes/attribute-kinds'
import { AttributeFormView } from '@/features/attributes/attribute-form-view'
import { investmentTypeOptions } from '@/features/attributes/attribute-queries'
import { ATTRIBUTE_RESOURCES } from '@/features/attributes/attribute-resources'
import { parseRecordId } from '@/lib/resource/resource-record'
import { featuresOf } from '@/tenancy/branding'
import { PageHeader } from '@/ui/layout/page-header'
import { DeleteButton } from '@/ui/resource/delete-button'

export const metadata = { title: 'Configure attribute' }

/** spec 2.1 /admin/settings/attributes/configure/{id}: one attribute option, edited with the kit form. */
export default async function ConfigureAttributePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params
  const ctx = await guardAdminRoute(`/admin/settings/attributes/configure/${encodeURIComponent(id)}`)
  const rowId = parseRecordId(id)
  const option = rowId === null ? null : await ctx.payload.findByID({ collection: 'attribute-options', id: rowId, depth: 0, overrideAccess: false, user: ctx.user, disableErrors: true })
  if (!option || !isAttributeKind(option.kind) || (typeof option.tenant === 'object' ? option.tenant.id : option.tenant) !== ctx.tenant.id) notFound()
  const info = ATTRIBUTE_KINDS[option.kind]
  if (info.feature && !featuresOf(ctx.tenant)[info.feature]) notFound()
  // The route asks for attributes update; the option's own kind has its own permission (spec 6).
  if (!can(ctx.user.role_id, info.permission, 'update')) notFound()
  const listPath = ATTRIBUTE_RESOURCES[option.kind].listPath
  const parent = typeof option.parent === 'object' ? option.parent?.id : option.parent
  return (
    <>
      <PageHeader
        title={option.name}
        description={`Configure this ${info.one}`}
        back={{ href: listPath, label: `All ${info.many}` }}
        actions={can(ctx.user.role_id, info.permission, 'delete') && <DeleteButton apiPath={`/api/attribute-options/${option.id}`} afterPath={listPath} what={`the ${info.one} “${option.name}”`} />}
      />
      <Card.Root>
        <Card.Body>
          <AttributeFormView
            recordId={option.id}
            fixedValues={{ kind: option.kind }}
            hidden={info.parentKind ? [] : ['parent']}
            options={info.parentKind ? { parent: await investmentTypeOptions(ctx) } : {}}
            defaultValues={{ name: option.name, parent: parent ? String(parent) : '', position: option.position == null ? '' : String(option.position), description: option.description ?? '' }}
            cancelHref={listPath}
          />
        </Card.Body>
      </Card.Root>
    </>
  )
}
