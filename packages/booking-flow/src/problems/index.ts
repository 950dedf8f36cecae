// The booking steps' problem box: the component, and its styles for a step that lays out its own
// content in it.
export { Problems } from './Problems'
export { problems, problemsList, problemsTitle } from './problems.css'
