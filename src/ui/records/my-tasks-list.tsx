import { Badge, Link, Table, Text } from '@chakra-ui/react'
import NextLink from 'next/link'

import { formatDateTime } from '@/lib/dates'
import type { TMyTask } from '@/lib/records/my-tasks'

import { TaskDoneCheckbox } from './task-done-checkbox'

/** The signed-in staff member's open tasks: done box, task, record (linked), due time. */
export function MyTasksList({ tasks }: { tasks: TMyTask[] }) {
  if (tasks.length === 0) return <Text color="fg.muted">You have no open tasks.</Text>
  return (
    <Table.Root size="sm" aria-label="My open tasks">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="1">
            <Text srOnly>Done</Text>
          </Table.ColumnHeader>
          <Table.ColumnHeader>Task</Table.ColumnHeader>
          <Table.ColumnHeader>Record</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">Due</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {tasks.map((task) => (
          <Table.Row key={task.id} data-testid="my-task">
            <Table.Cell>
              <TaskDoneCheckbox taskId={task.id} title={task.title} done={false} />
            </Table.Cell>
            <Table.Cell overflowWrap="anywhere">{task.title}</Table.Cell>
            <Table.Cell>
              <Text as="span" color="fg.muted" fontSize="sm">
                {task.record.kind}:{' '}
              </Text>
              <Link asChild colorPalette="brand" color="colorPalette.fg" overflowWrap="anywhere">
                <NextLink href={task.record.href}>{task.record.name}</NextLink>
              </Link>
            </Table.Cell>
            <Table.Cell textAlign="end" whiteSpace="nowrap">
              {task.dueAt ? formatDateTime(task.dueAt) : '—'}
              {task.overdue && (
                <Badge ms={2} colorPalette="red" size="sm">
                  Overdue
                </Badge>
              )}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
