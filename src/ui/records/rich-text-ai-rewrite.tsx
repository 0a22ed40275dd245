'use client'

import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext'
import { $createLineBreakNode, $createParagraphNode, $createTextNode, $getNodeByKey, $getRoot, $getSelection, $isRangeSelection, $setSelection, type LexicalEditor, type RangeSelection } from 'lexical'
import { Suspense, useRef, useState } from 'react'

import { AI_REWRITE_CLIENT_TIMEOUT_MS, AI_REWRITE_INSTRUCTIONS, AI_REWRITE_MAX_CHARS, AI_REWRITE_PATH, type TAiRewriteInstruction } from '@/domain/reports/ai-rewrite'
import { apiFetch, TimeoutError } from '@/lib/api-client'
import { useOnDemand } from '@/lib/load-on-intent'
import { applySubmitError } from '@/lib/submit-errors'
import type { TLook } from '@/ui/chakra-rsc/kit-style'
import { chakraOnDemand } from '@/ui/theme/chakra-on-demand'

import type { TAiRewriteDialogState } from './rich-text-ai-rewrite-chakra'

// spec 9's AI rewrite control at the end of the editor's toolbar (docs/decisions/044-ai-rewrite.md),
// shown only when the page says so (a provider is configured, the tenant's switch is on and the person
// may use it: aiRewriteOffered on the server). "AI rewrite" opens a menu of the fixed instructions;
// the choice sends the selected text, or the whole text when nothing is selected, as plain text to
// POST /api/rich-text/rewrite, and shows the suggestion in a dialog. Nothing changes until Accept,
// which puts the suggestion in as plain text nodes (never as markup) in place of what was sent.
// Chakra's menu and dialog are a module of their own (rich-text-ai-rewrite-chakra.tsx), loaded on the
// first sign of intent, as the create menu does.

const chakraParts = chakraOnDemand(() => import('./rich-text-ai-rewrite-chakra'))

/** What a rewrite replaces: the selection as it was when the instruction was chosen, or (null) the whole text. */
type TTarget = { selection: RangeSelection | null; text: string }

function readTarget(editor: LexicalEditor): TTarget {
  return editor.getEditorState().read(() => {
    const selection = $getSelection()
    if ($isRangeSelection(selection) && !selection.isCollapsed()) {
      const text = selection.getTextContent()
      if (text.trim()) return { selection: selection.clone(), text }
    }
    return { selection: null, text: $getRoot().getTextContent() }
  })
}

/** Paragraphs of plain text (a blank line between them; a single line end is a line break). */
const paragraphsOf = (text: string) => text.split(/\n{2,}/)

function appendLines(paragraph: ReturnType<typeof $createParagraphNode>, text: string) {
  text.split('\n').forEach((line, index) => {
    if (index > 0) paragraph.append($createLineBreakNode())
    if (line) paragraph.append($createTextNode(line))
  })
}

/** Puts the accepted suggestion in place of the target; false when the selected text is no longer there. */
function applyRewrite(editor: LexicalEditor, target: TTarget, suggestion: string): boolean {
  let applied = false
  editor.update(() => {
    if (!target.selection) {
      const root = $getRoot()
      root.clear()
      for (const text of paragraphsOf(suggestion)) {
        const paragraph = $createParagraphNode()
        appendLines(paragraph, text)
        root.append(paragraph)
      }
      root.selectEnd()
      applied = true
      return
    }
    const { anchor, focus } = target.selection
    if (!$getNodeByKey(anchor.key) || !$getNodeByKey(focus.key)) return
    $setSelection(target.selection.clone())
    paragraphsOf(suggestion).forEach((text, index) => {
      const selection = $getSelection()
      if (!$isRangeSelection(selection)) return
      if (index > 0) selection.insertParagraph()
      const current = $getSelection()
      // insertRawText: text nodes, with line breaks for line ends; nothing in it is read as markup.
      if ($isRangeSelection(current)) current.insertRawText(text)
    })
    applied = true
  })
  if (applied) editor.focus()
  return applied
}

const failureMessage = (error: unknown) =>
  error instanceof TimeoutError ? 'The writing assistant did not answer in time. Nothing was changed: try again in a moment, or with less text.' : (applySubmitError(error, () => false) ?? 'The text could not be rewritten.')

export function AiRewriteControl({ look }: { look: TLook }) {
  const [editor] = useLexicalComposerContext()
  const parts = useOnDemand(chakraParts)
  const [menuLive, setMenuLive] = useState(false)
  const [dialog, setDialog] = useState<TAiRewriteDialogState | null>(null)
  const target = useRef<TTarget | null>(null)
  /** What was selected when the menu opened (the menu takes the focus, the editor keeps its selection). */
  const opened = useRef<TTarget | null>(null)
  const capture = () => {
    opened.current = readTarget(editor)
  }
  /** Which request the dialog waits for: an answer to an earlier (cancelled) one is dropped. */
  const asked = useRef(0)

  const rewrite = (instruction: TAiRewriteInstruction, chosen: TTarget) => {
    target.current = chosen
    const label = AI_REWRITE_INSTRUCTIONS[instruction].label
    const wholeText = chosen.selection === null
    const base = { label, wholeText, instruction }
    if (!chosen.text.trim()) return setDialog({ ...base, status: 'error', retry: false, message: 'There is no text to rewrite: write some first, or select the part to rewrite.' })
    if (chosen.text.length > AI_REWRITE_MAX_CHARS) {
      return setDialog({ ...base, status: 'error', retry: false, message: `The ${wholeText ? 'text' : 'selection'} is too long to rewrite at once (at most ${AI_REWRITE_MAX_CHARS.toLocaleString('en-GB')} characters): select a part of it.` })
    }
    const request = ++asked.current
    setDialog({ ...base, status: 'loading' })
    apiFetch<{ text: string }>(AI_REWRITE_PATH, { method: 'POST', body: { text: chosen.text, instruction }, timeoutMs: AI_REWRITE_CLIENT_TIMEOUT_MS }).then(
      (answer) => request === asked.current && setDialog({ ...base, status: 'done', suggestion: answer.text }),
      (error: unknown) => request === asked.current && setDialog({ ...base, status: 'error', retry: true, message: failureMessage(error) }),
    )
  }

  const close = () => {
    asked.current++
    setDialog(null)
  }

  const accept = () => {
    if (dialog?.status !== 'done' || !target.current) return
    if (applyRewrite(editor, target.current, dialog.suggestion)) close()
    else setDialog({ ...dialog, status: 'error', retry: false, message: 'The selected text changed meanwhile: select it again and ask once more.' })
  }

  // Until first used: a plain button with the toolbar's look; the first intent loads Chakra's menu, which takes its place open.
  const trigger = (
    <button
      type="button"
      className={look.className}
      aria-haspopup="menu"
      aria-expanded={false}
      {...chakraParts.intent}
      // Keep the editor's selection: the rewrite is of what is selected.
      onMouseDown={(event) => event.preventDefault()}
      onClick={() => {
        capture()
        void chakraParts.load().catch(() => {})
        setMenuLive(true)
      }}
    >
      AI rewrite
    </button>
  )
  if (!menuLive || !parts) return trigger
  return (
    <Suspense fallback={trigger}>
      <parts.AiRewriteMenu look={look} onOpen={capture} onChoose={(instruction) => rewrite(instruction, opened.current ?? readTarget(editor))} />
      {dialog && <parts.AiRewriteDialog state={dialog} onAccept={accept} onCancel={close} onRetry={() => target.current && rewrite(dialog.instruction, target.current)} />}
    </Suspense>
  )
}
