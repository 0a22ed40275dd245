'use client'

import { Alert, Box, Button, Dialog, Menu, Portal, Spinner, Stack, Text } from '@chakra-ui/react'

import { AI_REWRITE_INSTRUCTION_KEYS, AI_REWRITE_INSTRUCTIONS, type TAiRewriteInstruction } from '@/domain/reports/ai-rewrite'
import type { TLook } from '@/ui/chakra-rsc/kit-style'

// Chakra's menu and dialog of the report editor's AI rewrite (rich-text-ai-rewrite.tsx loads this
// module on the first sign of intent): the menu of fixed instructions, and the suggestion with
// Accept and Cancel. Keyboard: the menu's arrows, Enter and Escape; the dialog traps the focus,
// Escape cancels, and the suggestion is a focusable region that reads as it appears.

export type TAiRewriteDialogState = { label: string; wholeText: boolean; instruction: TAiRewriteInstruction } & (
  | { status: 'loading' }
  | { status: 'done'; suggestion: string }
  | { status: 'error'; message: string; /** A failure of the call (not of the text chosen): asking again may succeed. */ retry: boolean }
)

export function AiRewriteMenu({ look, onOpen, onChoose }: { look: TLook; onOpen: () => void; onChoose: (instruction: TAiRewriteInstruction) => void }) {
  return (
    <Menu.Root
      defaultOpen
      positioning={{ placement: 'bottom-start' }}
      onOpenChange={(details) => details.open && onOpen()}
      onSelect={(details) => {
        const instruction = AI_REWRITE_INSTRUCTION_KEYS.find((key) => key === details.value)
        if (instruction) onChoose(instruction)
      }}
    >
      <Menu.Trigger asChild>
        <button type="button" className={look.className} onMouseDown={(event) => event.preventDefault()}>
          AI rewrite
        </button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="12rem">
            {AI_REWRITE_INSTRUCTION_KEYS.map((key) => (
              <Menu.Item key={key} value={key}>
                {AI_REWRITE_INSTRUCTIONS[key].label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}

type TDialogProps = { state: TAiRewriteDialogState; onAccept: () => void; onCancel: () => void; onRetry: () => void }

export function AiRewriteDialog({ state, onAccept, onCancel, onRetry }: TDialogProps) {
  const what = state.wholeText ? 'the whole text' : 'the selected text'
  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onCancel()} placement="center" size="lg" scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>AI rewrite: {state.label}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap={4} aria-live="polite" aria-busy={state.status === 'loading'}>
                {state.status === 'loading' && (
                  <Stack direction="row" align="center" gap={3}>
                    <Spinner size="sm" />
                    <Text>Rewriting {what}…</Text>
                  </Stack>
                )}
                {state.status === 'error' && (
                  <Alert.Root status="error">
                    <Alert.Indicator />
                    <Alert.Title>{state.message}</Alert.Title>
                  </Alert.Root>
                )}
                {state.status === 'done' && (
                  <>
                    <Text id="ai-rewrite-suggestion-label" fontWeight="semibold">
                      Suggestion
                    </Text>
                    <Box
                      role="region"
                      aria-labelledby="ai-rewrite-suggestion-label"
                      tabIndex={0}
                      data-testid="ai-rewrite-suggestion"
                      whiteSpace="pre-wrap"
                      wordBreak="break-word"
                      borderWidth="1px"
                      rounded="l2"
                      p={3}
                      bg="bg.muted"
                      maxH="50vh"
                      overflowY="auto"
                    >
                      {state.suggestion}
                    </Box>
                    <Text color="fg.muted" textStyle="sm">
                      Accept replaces {what} with this suggestion{state.wholeText ? ' as plain paragraphs (headings, lists and styles go)' : ''}; Cancel leaves everything as it is.
                    </Text>
                  </>
                )}
                <Text color="fg.muted" textStyle="xs">
                  The text is sent to the AI service this platform uses.
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              {state.status === 'error' && state.retry && (
                <Button variant="ghost" onClick={onRetry} mr="auto">
                  Try again
                </Button>
              )}
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onAccept} disabled={state.status !== 'done'}>
                Accept
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
