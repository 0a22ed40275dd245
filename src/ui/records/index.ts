// The record panels (issue 9 §3), for the kit's detail tabs: drop them into a page with guardPage()'s
// context and the record, e.g. <NotesCallsTasksPanel ctx={ctx} target={{ collection: 'deals', id }} />.
// A page that imports one of these gets the client components of all of them in its first-load
// script (Next follows every import of a server module): screens that need something else from
// this folder import it from its own file (the my-tasks page: ./my-tasks-list).
export { NotesCallsTasksPanel } from './notes-calls-tasks-panel'
export { TimelinePanel } from './timeline-panel'
