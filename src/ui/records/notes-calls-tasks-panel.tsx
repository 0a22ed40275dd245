import { Badge, Box, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

import { callOutcomeLabel } from '@/domain/records/record-features'
import type { TRecordTarget } from '@/domain/records/record-targets'
import { formatDateTime } from '@/lib/dates'
import { loadNotesCallsTasks, PANEL_ROWS, type TPerson, type TRecordContext } from '@/lib/records/notes-calls-tasks'
import { relativeTime } from '@/lib/relative-time'
import { SectionCard } from '@/ui/layout/section-card'
import { hasRichText, RichTextView } from '@/ui/rich-text/rich-text-view'

import { CallForm } from './call-form'
import { NoteForm } from './note-form'
import { recordFormLooks } from './record-form-looks'
import { TaskDoneCheckbox } from './task-done-checkbox'
import { TaskForm } from './task-form'
import { DeleteButton } from '@/ui/resource/delete-button'

type TProps = {
  /** guardPage()'s context. */
  ctx: TRecordContext
  target: TRecordTarget
}

const TRAIL_KEEPS = "This cannot be undone. The record's activity trail keeps a line saying it was deleted."

/** "Ada Lovelace · 3 hours ago" with the exact time on hover. */
function Byline({ author, at, now, children }: { author: TPerson | null; at: string; now: Date; children?: ReactNode }) {
  return (
    <HStack justify="space-between" gap={2} align="center">
      <Text fontSize="sm" color="fg.muted">
        <Text as="span" fontWeight="medium" color="fg">
          {author?.name ?? 'A removed user'}
        </Text>{' '}
        · <time dateTime={at} title={formatDateTime(at)}>{relativeTime(at, now)}</time>
      </Text>
      {children}
    </HStack>
  )
}

function RowList({ label, empty, count, more, children }: { label: string; empty: string; count: number; more: boolean; children: ReactNode }) {
  if (count === 0) return <Text color="fg.muted">{empty}</Text>
  return (
    <Stack as="ul" aria-label={label} gap={0} listStyleType="none" separator={<Separator as="li" aria-hidden />}>
      {children}
      {more && (
        <Text as="li" color="fg.muted" fontSize="sm" pt={3}>
          Showing the newest {PANEL_ROWS}.
        </Text>
      )}
    </Stack>
  )
}

/**
 * The record's notes, calls and tasks (spec 2.1 `/notes-calls-tasks` tabs), newest first, each with
 * its author and when. Add forms, ticking tasks off and deleting show only to whoever may do it
 * (decision 010); the server checks again. Renders nothing useful for a record the user may not see.
 */
export async function NotesCallsTasksPanel({ ctx, target }: TProps) {
  const data = await loadNotesCallsTasks(ctx, target)
  if (!data) return <Text color="fg.muted">Notes, calls and tasks of this record are not available to you.</Text>
  const now = new Date()
  // The add forms draw Chakra's look with classes computed here (record-form-looks.tsx).
  const forms = data.canAdd ? recordFormLooks() : null
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap={6} alignItems="start" data-testid="notes-calls-tasks">
      {forms?.styles}
      <SectionCard title="Notes" gridColumn={{ lg: 'span 2' }}>
        <Stack gap={5}>
          {forms && <NoteForm target={target} looks={forms.looks} />}
          <RowList label="Notes" empty="No notes yet." count={data.notes.length} more={data.more.notes}>
            {data.notes.map((note) => (
              <Box as="li" key={note.id} py={3} data-testid="note">
                <Byline author={note.author} at={note.createdAt} now={now}>
                  {note.canDelete && <DeleteButton apiPath={`/api/notes/${note.id}`} what="this note" size="xs" consequence={TRAIL_KEEPS} />}
                </Byline>
                {hasRichText(note.body) && <RichTextView data={note.body} mt={1} />}
              </Box>
            ))}
          </RowList>
        </Stack>
      </SectionCard>
      <SectionCard title="Calls">
        <Stack gap={5}>
          {forms && <CallForm target={target} looks={forms.looks} />}
          <RowList label="Calls" empty="No calls logged yet." count={data.calls.length} more={data.more.calls}>
            {data.calls.map((call) => (
              <Box as="li" key={call.id} py={3} data-testid="call">
                <Byline author={call.author} at={call.calledAt} now={now}>
                  {call.canDelete && <DeleteButton apiPath={`/api/call-logs/${call.id}`} what="this call" size="xs" consequence={TRAIL_KEEPS} />}
                </Byline>
                <HStack gap={2} mt={1} flexWrap="wrap">
                  <Badge colorPalette={call.outcome === 'connected' ? 'green' : 'gray'}>{callOutcomeLabel(call.outcome)}</Badge>
                  {call.durationMinutes !== null && <Text fontSize="sm">{call.durationMinutes} min</Text>}
                  <Text fontSize="sm" color="fg.muted">
                    {formatDateTime(call.calledAt)}
                  </Text>
                </HStack>
                {call.summary && (
                  <Text mt={1} whiteSpace="pre-line">
                    {call.summary}
                  </Text>
                )}
              </Box>
            ))}
          </RowList>
        </Stack>
      </SectionCard>
      <SectionCard title="Tasks">
        <Stack gap={5}>
          {forms && <TaskForm looks={forms.looks} target={target} assignees={data.assignees} defaultAssignee={data.assignees.some((person) => person.id === ctx.user.id) ? ctx.user.id : null} />}
          <RowList label="Tasks" empty="No tasks yet." count={data.tasks.length} more={data.more.tasks}>
            {data.tasks.map((task) => (
              <Box as="li" key={task.id} py={3} data-testid="task">
                <HStack align="start" gap={3}>
                  <Box pt={1}>
                    <TaskDoneCheckbox taskId={task.id} title={task.title} done={task.done} disabled={!task.canUpdate} />
                  </Box>
                  <Stack gap={1} flex="1" minW={0}>
                    <HStack justify="space-between" gap={2}>
                      <Text fontWeight="medium" textDecoration={task.done ? 'line-through' : undefined} color={task.done ? 'fg.muted' : 'fg'} overflowWrap="anywhere">
                        {task.title}
                      </Text>
                      {task.canDelete && <DeleteButton apiPath={`/api/tasks/${task.id}`} what="this task" size="xs" consequence={TRAIL_KEEPS} />}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {task.assignee?.name ?? 'Unassigned'}
                      {task.dueAt && <> · due {formatDateTime(task.dueAt)}</>}
                      {!task.done && task.dueAt && new Date(task.dueAt) <= now && (
                        <Badge ms={2} colorPalette="red" size="sm">
                          Overdue
                        </Badge>
                      )}
                      {task.done && task.doneAt && <> · done {relativeTime(task.doneAt, now)}</>}
                    </Text>
                  </Stack>
                </HStack>
              </Box>
            ))}
          </RowList>
        </Stack>
      </SectionCard>
    </SimpleGrid>
  )
}
