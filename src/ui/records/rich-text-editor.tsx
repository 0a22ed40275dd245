'use client'

import { Box, Button, HStack } from '@chakra-ui/react'
import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { ClearEditorPlugin } from '@lexical/react/LexicalClearEditorPlugin'
import { LexicalComposer } from '@lexical/react/LexicalComposer'
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { ContentEditable } from '@lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin'
import { ListPlugin } from '@lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin'
import { HeadingNode, QuoteNode } from '@lexical/rich-text'
import { $getRoot, CLEAR_EDITOR_COMMAND, FORMAT_TEXT_COMMAND, type EditorState, type TextFormatType } from 'lexical'
import { useEffect } from 'react'

// A small Lexical editor for notes (and the kit form's rich-text fields): paragraphs, bold/italic/underline and lists, saved as the
// same Lexical JSON Payload's rich-text fields store (the nodes are Lexical's own, which Payload's
// editor uses too), so /cms and the renderer (RichTextView) read it as written. The server accepts
// exactly these node kinds (NOTE_NODE_TYPES in src/lib/lexical.ts).

type TProps = {
  id: string
  /** The serialized document on every change; null when empty. */
  onChange: (value: unknown) => void
  /** Changing it empties the editor (after a successful save). */
  resetKey?: number
  /** The stored document the editor starts from (a record's field); empty when absent. */
  initialValue?: unknown
  invalid?: boolean
  labelledBy: string
  describedBy?: string
  placeholder?: string
}

const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' },
  list: { ul: 'rt-ul', ol: 'rt-ol', listitem: 'rt-li' },
  quote: 'rt-quote',
}

function Toolbar() {
  const [editor] = useLexicalComposerContext()
  const format = (type: TextFormatType) => editor.dispatchCommand(FORMAT_TEXT_COMMAND, type)
  // A button whose text is a word is named by it (WCAG 2.5.3: the name contains what is shown).
  const buttons: Array<{ label: string; text: string; run: () => void }> = [
    { label: 'Bold', text: 'B', run: () => format('bold') },
    { label: 'Italic', text: 'I', run: () => format('italic') },
    { label: 'Underline', text: 'U', run: () => format('underline') },
    { label: 'Bulleted list', text: '• Bulleted list', run: () => editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined) },
    { label: 'Numbered list', text: '1. Numbered list', run: () => editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined) },
  ]
  return (
    <HStack gap={1} role="toolbar" aria-label="Formatting" borderBottomWidth="1px" p={1} flexWrap="wrap">
      {buttons.map((button) => (
        <Button
          key={button.label}
          type="button"
          size="xs"
          variant="ghost"
          aria-label={button.text.length === 1 ? button.label : undefined}
          title={button.label}
          onMouseDown={(event) => event.preventDefault()}
          onClick={button.run}
        >
          {button.text}
        </Button>
      ))}
    </HStack>
  )
}

function ResetOn({ resetKey }: { resetKey: number }) {
  const [editor] = useLexicalComposerContext()
  useEffect(() => {
    if (resetKey > 0) editor.dispatchCommand(CLEAR_EDITOR_COMMAND, undefined)
  }, [editor, resetKey])
  return null
}

const hasText = (state: EditorState) => state.read(() => $getRoot().getTextContent().trim().length > 0)

export function RichTextEditor({ id, onChange, resetKey = 0, initialValue, invalid, labelledBy, describedBy, placeholder = 'Write a note…' }: TProps) {
  const initialConfig = {
    namespace: `note-${id}`,
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
    // Lexical reads a serialized state as JSON text; the stored value is the same JSON (Payload's rich text).
    editorState: initialValue ? JSON.stringify(initialValue) : undefined,
    onError: (error: Error) => {
      throw error
    },
  }
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Box
        w="full"
        borderWidth="1px"
        borderColor={invalid ? 'border.error' : 'border'}
        rounded="l2"
        bg="bg"
        css={{
          '& .rt-bold': { fontWeight: 'bold' },
          '& .rt-italic': { fontStyle: 'italic' },
          '& .rt-underline': { textDecoration: 'underline' },
          '& .rt-ul': { listStyleType: 'disc', paddingInlineStart: '6' },
          '& .rt-ol': { listStyleType: 'decimal', paddingInlineStart: '6' },
          '& .rt-quote': { borderInlineStartWidth: '3px', paddingInlineStart: '3', color: 'fg.muted' },
          '& p': { marginBottom: '1' },
        }}
      >
        <Toolbar />
        <Box position="relative">
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                id={id}
                aria-labelledby={labelledBy}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                aria-multiline
                role="textbox"
                style={{ minHeight: '6rem', padding: '0.5rem 0.75rem', outline: 'none' }}
                aria-placeholder={placeholder}
                placeholder={
                  <Box position="absolute" top="2" left="3" color="fg.subtle" pointerEvents="none" aria-hidden>
                    {placeholder}
                  </Box>
                }
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
        </Box>
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <ClearEditorPlugin />
      <ResetOn resetKey={resetKey} />
      <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(hasText(state) ? state.toJSON() : null)} />
    </LexicalComposer>
  )
}
