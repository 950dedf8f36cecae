// What a visitor does to server HTML that is not hydrated yet: React drops the events aimed at a
// boundary still waiting for its code, and hydration keeps the values the visitor typed while the
// component's state keeps its own. These helpers hold those actions and hand them to the component
// once it has hydrated.

/** Sets a field's value with the browser's own setter, past the one React puts on the element. */
function setValueNatively(element: HTMLInputElement | HTMLTextAreaElement, value: string) {
  const prototype = Object.getPrototypeOf(element) as HTMLInputElement | HTMLTextAreaElement
  Reflect.set(prototype, 'value', value, element)
}

/**
 * Fields whose value or checked state the visitor changed before hydration (hydration sets the
 * rendered value as `defaultValue`), replayed as the events React listens to: the value React knows is
 * put back through its own setter, the visitor's set with the browser's, then an `input` event.
 */
function replayChangedFields(region: HTMLElement) {
  for (const field of region.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field instanceof HTMLInputElement && (field.type === 'radio' || field.type === 'checkbox')) {
      // A radio the visitor left unchecked follows the one they checked.
      if (field.checked === field.defaultChecked || (field.type === 'radio' && !field.checked)) continue
      field.checked = field.defaultChecked
      field.click()
    } else if (field.value !== field.defaultValue) {
      const typed = field.value
      field.value = field.defaultValue
      setValueNatively(field, typed)
      field.dispatchEvent(new Event('input', { bubbles: true }))
    }
  }
}

/**
 * Until `hydrated` is called, holds the presses on buttons and the form submissions inside `region`
 * (a submission would otherwise leave the page); then replays the fields the visitor changed, the held
 * presses and the submission, in that order. `release` stops holding without replaying.
 */
export function holdInputUntilHydrated(region: HTMLElement) {
  const presses: HTMLElement[] = []
  let submitted: HTMLFormElement | null = null
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element && region.contains(event.target) ? event.target : null
    // A label or a field takes the click itself (a checked radio, a focused input): replayed as a change.
    if (!target || target.closest('label, input, textarea')) return
    const button = target.closest<HTMLElement>('button, [role="button"]')
    if (!button) return
    event.preventDefault()
    event.stopPropagation()
    presses.push(button)
  }
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof Node) || !region.contains(event.target)) return
    event.preventDefault()
    submitted = event.target as HTMLFormElement
  }
  // On the window, before React's own listener on the root, which stops an event it cannot deliver.
  window.addEventListener('click', onClick, true)
  window.addEventListener('submit', onSubmit, true)
  let held = true
  const release = () => {
    window.removeEventListener('click', onClick, true)
    window.removeEventListener('submit', onSubmit, true)
  }
  const hydrated = () => {
    if (!held) return
    held = false
    release()
    // Each step in a task of its own, so the component has rendered the last one's state before the
    // next (a submission sees the fields as changed).
    const form = submitted
    const steps = [
      () => replayChangedFields(region),
      ...presses.map((button) => () => {
        if (button.isConnected) button.click()
      }),
      () => form?.requestSubmit(),
    ]
    const next = () => {
      steps.shift()?.()
      if (steps.length) setTimeout(next, 0)
    }
    next()
  }
  return { release, hydrated }
}
