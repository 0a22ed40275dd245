'use client'

import { INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode } from '@lexical/list'
import { AutoFocusPlugin } from '@lexical/react/LexicalAutoFocusPlugin'
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
import { $createParagraphNode, $createTextNode, $getRoot, CLEAR_EDITOR_COMMAND, FORMAT_TEXT_COMMAND, type EditorState, type LexicalEditor } from 'lexical'
import { useContext, useEffect, type ReactNode } from 'react'

import { AiRewriteControl } from './rich-text-ai-rewrite'
import { AiRewriteOffer } from './rich-text-ai-rewrite-offer'
import { ReportToolbar } from './rich-text-report-toolbar'
import { RichTextFrame, RichTextPlaceholder, WRITING_AREA_STYLE, type TRichTextEditorProps, type TToolbarCommand } from './rich-text-frame'

// A small Lexical editor for notes and the kit form's rich-text fields: paragraphs, bold/italic/underline and lists, saved as the
// same Lexical JSON Payload's rich-text fields store (the nodes are Lexical's own, which Payload's
// editor uses too), so /cms and the renderer (RichTextView) read it as written. The server accepts
// exactly these node kinds (NOTE_NODE_TYPES in src/lib/lexical.ts). Loaded by rich-text-editor.tsx
// when the page is idle or someone reaches for the box, whichever comes first; the kit form's
// rich-text field (a chunk of its own already) draws it directly. Where the page offers it
// (AiRewriteOffer: the form views of update reports and opportunities), the toolbar ends with spec 9's
// AI rewrite control (rich-text-ai-rewrite.tsx).

type TProps = TRichTextEditorProps & {
  /** The stored document the editor starts from (a record's field). */
  initialValue?: unknown
  /** What was typed into the stand-in box before this loaded: it carries on from there. */
  initialText?: string
  /** The stand-in box had the focus: so does the editor, at the end of the text. */
  keepFocus?: boolean
}

const THEME = {
  text: { bold: 'rt-bold', italic: 'rt-italic', underline: 'rt-underline' },
  list: { ul: 'rt-ul', ol: 'rt-ol', listitem: 'rt-li' },
  quote: 'rt-quote',
  heading: { h1: 'rt-h1', h2: 'rt-h2', h3: 'rt-h3', h4: 'rt-h4', h5: 'rt-h5', h6: 'rt-h6' },
}

function runCommand(editor: LexicalEditor, command: TToolbarCommand) {
  if (command === 'bulleted') editor.dispatchCommand(INSERT_UNORDERED_LIST_COMMAND, undefined)
  else if (command === 'numbered') editor.dispatchCommand(INSERT_ORDERED_LIST_COMMAND, undefined)
  else editor.dispatchCommand(FORMAT_TEXT_COMMAND, command)
}

/** The frame with a toolbar that formats through the editor. */
function Frame({ looks, invalid, children, extraTools }: { looks: TRichTextEditorProps['looks']; invalid?: boolean; children: ReactNode; extraTools?: ReactNode }) {
  const [editor] = useLexicalComposerContext()
  return (
    <RichTextFrame looks={looks} invalid={invalid} onCommand={(command) => runCommand(editor, command)} extraTools={extraTools}>
      {children}
    </RichTextFrame>
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

/** Paragraphs of typed text, as the editor's first state. */
const startingWith = (text: string) => () => {
  const root = $getRoot()
  for (const line of text.split('\n')) root.append($createParagraphNode().append(...(line ? [$createTextNode(line)] : [])))
}

export function LexicalRichTextEditor({ id, onChange, resetKey = 0, invalid, labelledBy, describedBy, placeholder = 'Write a note…', looks, initialValue, initialText, keepFocus = false, toolbar = 'note' }: TProps) {
  const initialConfig = {
    namespace: `note-${id}`,
    theme: THEME,
    nodes: [HeadingNode, QuoteNode, ListNode, ListItemNode],
    // Lexical reads a serialized state as JSON text; the stored value is that JSON (Payload's rich text).
    editorState: initialValue ? JSON.stringify(initialValue) : initialText ? startingWith(initialText) : undefined,
    onError: (error: Error) => {
      throw error
    },
  }
  const aiRewrite = useContext(AiRewriteOffer)
  return (
    <LexicalComposer initialConfig={initialConfig}>
      <Frame
        looks={looks}
        invalid={invalid}
        extraTools={
          <>
            {toolbar === 'report' && <ReportToolbar id={id} look={looks.toolbarButton} />}
            {aiRewrite && <AiRewriteControl look={looks.toolbarButton} />}
          </>
        }
      >
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              id={id}
              aria-labelledby={labelledBy}
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              aria-multiline
              role="textbox"
              style={WRITING_AREA_STYLE}
              aria-placeholder={placeholder}
              placeholder={<RichTextPlaceholder looks={looks} text={placeholder} />}
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </Frame>
      <HistoryPlugin />
      <ListPlugin />
      <ClearEditorPlugin />
      {keepFocus && <AutoFocusPlugin defaultSelection="rootEnd" />}
      <ResetOn resetKey={resetKey} />
      <OnChangePlugin ignoreSelectionChange onChange={(state) => onChange(hasText(state) ? state.toJSON() : null)} />
    </LexicalComposer>
  )
}
