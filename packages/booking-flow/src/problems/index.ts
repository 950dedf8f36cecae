// The booking steps' problem box, styles only: a vertical's screens lay out their own content in it.
export { problems, problemsList, problemsTitle } from './problems.css'
