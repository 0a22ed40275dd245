import { Box, Button, HStack } from '@chakra-ui/react'

import { kitLooks, type TKitStyle } from '@/ui/chakra-rsc/kit-style'

import type { TRichTextLooks } from './rich-text-frame'

// The rich-text editor's look (rich-text-frame.tsx), written as the Chakra elements it stands for
// and computed on the server: the note form and the kit form's rich-text fields draw it.

/** Lexical's theme classes drawn as Chakra styles. */
const EDITOR_CONTENT_CSS = {
  '& .rt-bold': { fontWeight: 'bold' },
  '& .rt-italic': { fontStyle: 'italic' },
  '& .rt-underline': { textDecoration: 'underline' },
  '& .rt-ul': { listStyleType: 'disc', paddingInlineStart: '6' },
  '& .rt-ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
  '& .rt-quote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
  '& p': { marginBottom: '1' },
  '& .rt-h1, & .rt-h2, & .rt-h3, & .rt-h4, & .rt-h5, & .rt-h6': { fontWeight: 'semibold', marginBottom: '1' },
  '& .rt-h1': { fontSize: '2xl' },
  '& .rt-h2': { fontSize: 'xl' },
  '& .rt-h3': { fontSize: 'lg' },
  '& .rt-h5, & .rt-h6': { fontSize: 'sm' },
} as const

export function richTextLooks(): { looks: TRichTextLooks; styles: TKitStyle['styles'] } {
  return kitLooks<keyof TRichTextLooks>(
    <>
      <Box w="full" borderWidth="1px" borderColor="border" rounded="l2" bg="bg" css={EDITOR_CONTENT_CSS} data-look="frame" />
      <Box w="full" borderWidth="1px" borderColor="border.error" rounded="l2" bg="bg" css={EDITOR_CONTENT_CSS} data-look="frameInvalid" />
      <HStack gap={1} borderBottomWidth="1px" p={1} flexWrap="wrap" data-look="toolbar" />
      <Button type="button" size="xs" variant="ghost" data-look="toolbarButton" />
      <Box position="relative" data-look="area" />
      {/* fg.muted, not fg.subtle: the placeholder is text a reader needs (WCAG 1.4.3 contrast). */}
      <Box position="absolute" top="2" left="3" color="fg.muted" pointerEvents="none" data-look="placeholder" />
    </>,
  )
}
