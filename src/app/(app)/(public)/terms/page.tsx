import { Link, Stack, Text } from '@chakra-ui/react'

import { getRequestContext } from '@/auth/request-context'
import { toPublicBranding } from '@/tenancy/branding'
import { PublicCard } from '@/ui/layout/public-card'

export const metadata = { title: 'Terms & Conditions' }

/** spec 2.3 /terms: the tenant's terms text, one paragraph per line; a url-format tenant gets its link. */
export default async function TermsPage() {
  const { tenant } = await getRequestContext()
  const { terms } = toPublicBranding(tenant)
  // Only a web address becomes a link; anything else (a javascript: URL, plain text) is shown as text.
  const termsUrl = terms.terms_format === 'url' && /^https?:\/\//i.test(terms.terms_text) ? terms.terms_text : null
  const paragraphs = terms.terms_text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean)
  return (
    <PublicCard title="Terms & Conditions">
      {termsUrl ? (
        <Text>
          Our terms and conditions are published at{' '}
          <Link href={termsUrl} target="_blank" rel="noopener noreferrer" colorPalette="brand" color="colorPalette.fg" wordBreak="break-all">
            {termsUrl}
          </Link>
          .
        </Text>
      ) : paragraphs.length > 0 ? (
        <Stack gap={3}>
          {paragraphs.map((paragraph, index) => (
            <Text key={index}>{paragraph}</Text>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">No terms have been published yet.</Text>
      )}
      <Text mt={6} fontSize="xs" color="fg.muted">
        Version {terms.terms_version}
      </Text>
    </PublicCard>
  )
}
