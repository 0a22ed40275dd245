import { guardPage } from '@/auth/page-guard'
import { loadMyOpenTasks } from '@/lib/records/my-tasks'
import { MY_TASKS_PATH } from '@/navigation/admin-routes'
import { PageHeader } from '@/ui/layout/page-header'
import { SectionCard } from '@/ui/layout/section-card'
import { MyTasksList } from '@/ui/records/my-tasks-list'

export const metadata = { title: 'My tasks' }

/** The signed-in staff member's open tasks across records (issue 9 §3), soonest due first. */
export default async function MyTasksPage() {
  const ctx = await guardPage(MY_TASKS_PATH, ['admin_area', 'show'])
  const tasks = await loadMyOpenTasks(ctx)
  return (
    <>
      <PageHeader title="My tasks" description="Open tasks assigned to you, soonest due first. Tick one off when it is done." />
      <SectionCard title={`${tasks.length} open ${tasks.length === 1 ? 'task' : 'tasks'}`}>
        <MyTasksList tasks={tasks} />
      </SectionCard>
    </>
  )
}
