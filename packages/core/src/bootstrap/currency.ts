/**
 * SPEC.md §4 startup: the saved currency; if none, the client's currency from the server, falling back
 * to the configured default when that call fails; then the widget's default currency, if set, wins.
 */
export async function chooseCurrency(options: {
  selected: string | null
  clientCurrency: () => Promise<string>
  configuredDefault: string
  widgetDefault: string | null
}): Promise<string> {
  if (options.widgetDefault) return options.widgetDefault
  if (options.selected) return options.selected
  try {
    return await options.clientCurrency()
  } catch (error) {
    console.warn('Client currency failed to load; using the default', error)
    return options.configuredDefault
  }
}
