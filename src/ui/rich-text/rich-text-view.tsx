import { Box, type BoxProps } from '@chakra-ui/react'
import { RichText, type JSXConvertersFunction } from '@payloadcms/richtext-lexical/react'
import type { ComponentProps } from 'react'

import { readReportTextStyle } from '@/domain/reports/rich-text-styles'

export type TRichTextData = ComponentProps<typeof RichText>['data']

/** Whether a stored rich-text value has anything to show. */
export const hasRichText = (value: unknown): value is TRichTextData => !!(value as TRichTextData | null | undefined)?.root?.children?.length

/**
 * Text with spec 9's fonts and sizes (update reports): the stored `style` read through the one list of
 * accepted values, so only those fixed declarations reach the page (anything else is dropped).
 */
const styledText: JSXConvertersFunction = ({ defaultConverters }) => ({
  ...defaultConverters,
  text: (args) => {
    const shown = typeof defaultConverters.text === 'function' ? defaultConverters.text(args) : args.node.text
    const style = readReportTextStyle((args.node as { style?: unknown }).style)
    return style && (style.fontFamily || style.fontSize) ? <span style={style}>{shown}</span> : shown
  },
})

/** Stored Lexical rich text (an opportunity's summary, a note, an update report), rendered on the server with readable spacing. */
export function RichTextView({ data, ...boxProps }: { data: TRichTextData } & BoxProps) {
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
        '& h5, & h6': { fontSize: 'sm' },
        '& ul': { listStyleType: 'disc', paddingInlineStart: '6' },
        '& ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& blockquote': { borderInlineStartWidth: '3px', paddingInlineStart: '4', color: 'fg.muted' },
      }}
      {...boxProps}
    >
      <RichText data={data} converters={styledText} disableContainer />
    </Box>
  )
}
