import { useRuntime } from './runtimeContext'

export interface CopyToasts {
  /** Said once the text is on the clipboard ("PNR is copied", SPEC.md §8). */
  copied: string
  /** Said when the browser refuses; the toast should let the visitor read the text instead. */
  failed: { title: string; description?: string }
}

/** Copies text to the clipboard and says how it went in a toast. */
export function useCopyText() {
  const { toasts } = useRuntime()
  return async (text: string, say: CopyToasts) => {
    try {
      await navigator.clipboard.writeText(text)
      toasts.add({ title: say.copied, tone: 'success' }, { timeout: 5000 })
    } catch {
      toasts.add({ ...say.failed, tone: 'warning' }, { timeout: 8000 })
    }
  }
}
