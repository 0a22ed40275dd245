// The documents panel of a record (issue 9 §3): drop it into any record screen with the page's
// guardPage() context and the record, e.g. <DocumentsPanel ctx={ctx} target={{ collection: 'deals', id }} />.
export { DocumentsPanel, type TDocumentsPanelContext } from './documents-panel'
