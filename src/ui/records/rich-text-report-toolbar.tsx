'use client'

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createHeadingNode, $createQuoteNode, type HeadingTagType } from '@lexical/rich-text'
import { $getSelectionStyleValueForProperty, $patchStyleText, $setBlocksType } from '@lexical/selection'
import { $createParagraphNode, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical'
import { useEffect, useState } from 'react'

import { REPORT_FONT_FAMILIES, REPORT_FONT_SIZES, REPORT_HEADING_TAGS } from '@/domain/reports/rich-text-styles'
import type { TLook } from '@/ui/chakra-rsc/kit-style'

// spec 9's options for the update reports' editor (issue 12 §2): a block style (paragraph, headings 1
// to 6, quote), the font (Sans Serif, Serif, Monospace) and the size (Small, Normal, Large, Huge) of
// the selected text. Fonts and sizes are written as the text's `style` with exactly the values the
// server accepts (domain/reports/rich-text-styles.ts). Plain selects, keyboard-reachable, each named.

const BLOCKS = [{ value: 'paragraph', label: 'Paragraph' }, ...REPORT_HEADING_TAGS.map((tag) => ({ value: tag, label: `Heading ${tag.slice(1)}` })), { value: 'quote', label: 'Quote' }]

function setBlock(editor: LexicalEditor, block: string) {
  editor.update(() => {
    const selection = $getSelection()
    if (!$isRangeSelection(selection)) return
    if (block === 'paragraph') $setBlocksType(selection, () => $createParagraphNode())
    else if (block === 'quote') $setBlocksType(selection, () => $createQuoteNode())
    else $setBlocksType(selection, () => $createHeadingNode(block as HeadingTagType))
  })
}

function setStyle(editor: LexicalEditor, property: 'font-family' | 'font-size', value: string) {
  editor.update(() => {
    const selection = $getSelection()
    if ($isRangeSelection(selection)) $patchStyleText(selection, { [property]: value || null })
  })
}

export function ReportToolbar({ look, id }: { look: TLook; id: string }) {
  const [editor] = useLexicalComposerContext()
  const [current, setCurrent] = useState({ block: 'paragraph', family: '', size: '' })
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) =>
        editorState.read(() => {
          const selection = $getSelection()
          if (!$isRangeSelection(selection)) return
          const top = selection.anchor.getNode().getTopLevelElement()
          const type = top?.getType()
          const block = type === 'heading' ? (top as unknown as { getTag: () => string }).getTag() : type === 'quote' ? 'quote' : 'paragraph'
          setCurrent({ block, family: $getSelectionStyleValueForProperty(selection, 'font-family', ''), size: $getSelectionStyleValueForProperty(selection, 'font-size', '') })
        }),
      ),
    [editor],
  )
  return (
    <div role="group" aria-label="Text style" style={{ display: 'flex', flexWrap: 'wrap', gap: '0.25rem' }}>
      <select id={`${id}-block`} aria-label="Block style" className={look.className} value={current.block} onChange={(event) => setBlock(editor, event.target.value)}>
        {BLOCKS.map((block) => (
          <option key={block.value} value={block.value}>
            {block.label}
          </option>
        ))}
      </select>
      <select id={`${id}-font`} aria-label="Font" className={look.className} value={current.family} onChange={(event) => setStyle(editor, 'font-family', event.target.value)}>
        <option value="">Font</option>
        {REPORT_FONT_FAMILIES.map((family) => (
          <option key={family.value} value={family.value}>
            {family.label}
          </option>
        ))}
      </select>
      <select id={`${id}-size`} aria-label="Size" className={look.className} value={current.size} onChange={(event) => setStyle(editor, 'font-size', event.target.value)}>
        <option value="">Size</option>
        {REPORT_FONT_SIZES.map((size) => (
          <option key={size.value} value={size.value}>
            {size.label}
          </option>
        ))}
      </select>
    </div>
  )
}
