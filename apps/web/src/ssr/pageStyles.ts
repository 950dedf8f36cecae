import postcss from 'postcss'
import type { ChildNode } from 'postcss'

/** The site's stylesheet as inlineEntryCss puts it in index.html, named by the file it came from. */
const INLINE_STYLESHEET = /<style\b([^>]*?) data-stylesheet="([^"]+)"([^>]*)>([\s\S]*?)<\/style>/

/** A rule of the stylesheet, with what an element of the page must have for it to apply. */
interface IndexedRule {
  text: string
  /** Inside this at-rule (`@media …`), if in one. */
  within?: string
  /** The classes of each selector in the rule's list; none for a rule that needs no class. */
  alternatives: string[][]
}

const indexes = new Map<string, IndexedRule[]>()

/**
 * The page with its inline stylesheet cut down to the rules its rendered HTML can use, marked
 * `data-pruned` so the browser's code loads the whole file (in index.html already, disabled) before it
 * renders anything the server did not. Every rule keeps its place, so the cascade is the stylesheet's:
 * the whole file, loaded after, repeats the same rules in the same order.
 *
 * The site's stylesheet holds every page's rules (145 KB); a page uses a tenth of them. Parsing the
 * rest, and matching elements against it, was most of the page's first style pass.
 */
export function pruneInlineStyles(before: string, html: string): string {
  const match = INLINE_STYLESHEET.exec(before)
  if (!match) return before
  const [tag, attributesBefore, href, attributesAfter, css] = match
  const used = classesIn(before + html)
  const rules = indexOf(css!)
  let pruned = ''
  let openAtRule: string | undefined
  for (const rule of rules) {
    if (!rule.alternatives.some((classes) => classes.every((name) => used.has(name)))) continue
    if (rule.within !== openAtRule) {
      if (openAtRule) pruned += '}'
      if (rule.within) pruned += `${rule.within}{`
      openAtRule = rule.within
    }
    pruned += rule.text
  }
  if (openAtRule) pruned += '}'
  const prunedTag = `<style${attributesBefore} data-stylesheet="${href}" data-pruned${attributesAfter}>${pruned}</style>`
  return before.replace(tag, () => prunedTag)
}

/** Every class an element of the page has. */
function classesIn(html: string) {
  const used = new Set<string>()
  for (const [, names] of html.matchAll(/\bclass="([^"]*)"/g))
    for (const name of names!.split(/\s+/)) if (name) used.add(name)
  return used
}

function indexOf(css: string) {
  let rules = indexes.get(css)
  if (!rules) {
    rules = postcss.parse(css).nodes.flatMap((node) => indexNode(node))
    indexes.set(css, rules)
  }
  return rules
}

function indexNode(node: ChildNode, within?: string): IndexedRule[] {
  if (node.type === 'rule')
    return [{ text: node.toString(), within, alternatives: node.selectors.map(requiredClasses) }]
  if (node.type === 'atrule' && node.name === 'media' && node.nodes)
    return node.nodes.flatMap((child) => indexNode(child, `@media ${node.params}`))
  // @font-face, @keyframes and anything else the page may need whatever it renders.
  if (node.type === 'atrule') return [{ text: node.toString(), within, alternatives: [[]] }]
  return []
}

/**
 * The classes the page's elements must have for a selector to match (on the element, an ancestor or a
 * sibling). A class inside `:not()`, `:is()`, `:where()` or `:has()` is left out: such a rule stays, whether or not one
 * matches.
 */
function requiredClasses(selector: string): string[] {
  // An attribute's value may hold a dot (`[href$=".pdf"]`): it is no class.
  let outside = selector.replace(/\[[^\]]*\]/g, '')
  for (let previous = ''; previous !== outside;) {
    previous = outside
    outside = outside.replace(/:(?:not|is|where|has)\([^()]*\)/g, '')
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!)
}
