// The record panels (issue 9 §3), for the kit's detail tabs: drop them into a page with guardPage()'s
// context and the record, e.g. <NotesCallsTasksPanel ctx={ctx} target={{ collection: 'deals', id }} />.
export { MyTasksList } from './my-tasks-list'
export { NotesCallsTasksPanel } from './notes-calls-tasks-panel'
export { TimelinePanel } from './timeline-panel'
