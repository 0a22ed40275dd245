import { Box, Text } from '@chakra-ui/react'
import { RichText } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

type TSummary = ComponentProps<typeof RichText>['data'] | null | undefined

/** An opportunity's rich-text summary, rendered on the server with readable spacing. */
export function OpportunitySummary({ summary }: { summary: unknown }) {
  const data = summary as TSummary
  if (!data?.root?.children?.length) {
    return <Text color="fg.muted">No summary yet.</Text>
  }
  return (
    <Box
      lineHeight="tall"
      css={{
        '& p, & ul, & ol, & blockquote': { marginBottom: '3' },
        '& > :last-child, & > * > :last-child': { marginBottom: '0' },
        '& h1, & h2, & h3, & h4, & h5, & h6': { fontWeight: 'semibold', marginTop: '4', marginBottom: '2' },
        '& h1': { fontSize: '2xl' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
        '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
      }}
    >
      <RichText data={data} disableContainer />
    </Box>
  )
}
