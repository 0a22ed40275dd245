import { Text } from '@chakra-ui/react'

import { hasRichText, RichTextView } from '@/ui/rich-text/rich-text-view'

/** An opportunity's rich-text summary, rendered on the server with readable spacing. */
export function OpportunitySummary({ summary }: { summary: unknown }) {
  if (!hasRichText(summary)) {
    return <Text color="fg.muted">No summary yet.</Text>
  }
  return <RichTextView data={summary} />
}
