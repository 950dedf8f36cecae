// The bus home as a chunk of its own, without the results' code: its search form's code loads after
// the page's first render (BusHome).
export { Route } from './BusHome'
