// A vertical's per-session drafts of what the traveller entered, kept in session storage.
export { createDraftStore } from './createDraftStore'
export type { DraftStore } from './createDraftStore'
