import { Box, Container, Heading, Link, List, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { can } from '@/access/permissions'
import type { TRequestContext } from '@/auth/request-context'
import { featuresOf, terminologyOf } from '@/tenancy/branding'
import { TERMINOLOGY_PAGE_INFO, TERMINOLOGY_PAGES, terminologyFields, terminologyPath, type TTerminologyPage } from '@/tenancy/terminology-groups'
import { termMaxLength } from '@/tenancy/terminology-groups'
import { PageHeader } from '@/ui/layout/page-header'

import { BrandingForm } from './branding-form'

type TProps = { ctx: TRequestContext & { user: NonNullable<TRequestContext['user']> }; page: TTerminologyPage }

/**
 * spec 2.1 /admin/settings/terminology and its sub-pages (issue 12 §5): every label of the page with
 * its default; a blank field means the default. Saved through the branding write; the navigation and
 * screens read the words through term() from the next page load.
 */
export function TerminologyScreen({ ctx, page }: TProps) {
  const terminology = terminologyOf(ctx.tenant)
  const features = featuresOf(ctx.tenant)
  const info = TERMINOLOGY_PAGE_INFO[page]
  const fields = terminologyFields(page, terminology)
  const mayEdit = can(ctx.user.role_id, 'branding', 'update')
  const subPages = TERMINOLOGY_PAGES.filter((other) => other !== 'general' && (!TERMINOLOGY_PAGE_INFO[other].feature || features[TERMINOLOGY_PAGE_INFO[other].feature!]))
  return (
    <Container maxW="5xl" py={8}>
      <title>{info.title}</title>
      <PageHeader
        title={info.title}
        description={`${info.description} Leave a field blank to use the default.`}
        back={page === 'general' ? { href: '/admin/settings', label: 'Settings' } : { href: terminologyPath('general'), label: 'Terminology settings' }}
      />
      {page === 'general' && (
        <Box as="nav" aria-label="Terminology pages" mb={8}>
          <List.Root as="ul" gap={2}>
            {subPages.map((other) => (
              <List.Item key={other}>
                <Link asChild colorPalette="brand" color="colorPalette.fg">
                  <NextLink href={terminologyPath(other)}>{TERMINOLOGY_PAGE_INFO[other].title}</NextLink>
                </Link>
                <Text as="span" color="fg.muted">
                  {' '}
                  : {TERMINOLOGY_PAGE_INFO[other].description}
                </Text>
              </List.Item>
            ))}
          </List.Root>
          <Heading as="h2" size="md" mt={8}>
            Main areas
          </Heading>
        </Box>
      )}
      {mayEdit ? (
        <BrandingForm
          title={`${info.title} labels`}
          isCustomBranding={!!ctx.tenant.theme?.isCustomBranding}
          savedMessage="Saved. The new words show from the next page you open."
          defaultValues={{ navigation: Object.fromEntries(fields.map((field) => [field.key, field.value])) }}
          fields={fields.map((field) => ({
            name: `navigation.${field.key}`,
            label: field.label,
            helper: `Default: ${field.defaultText}`,
            placeholder: field.defaultText,
            kind: field.multiline ? 'textarea' : 'text',
            maxLength: termMaxLength(field.key),
          }))}
        />
      ) : (
        <List.Root as="ul" gap={1}>
          {fields.map((field) => (
            <List.Item key={field.key}>
              {field.label}: {field.value || field.defaultText}
            </List.Item>
          ))}
        </List.Root>
      )}
    </Container>
  )
}
