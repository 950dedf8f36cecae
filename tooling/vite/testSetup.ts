import { configure } from '@testing-library/dom'

// Lazy chunks (dialogs, below-the-fold sections, the footer) arrive after a page's first render; on a
// busy two-core CI machine that can take longer than Testing Library's default one second.
configure({ asyncUtilTimeout: 5_000 })
