import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { frameAncestors } from '../../modules/widget/service'

/**
 * The origins that may frame a checkout's pages: a widget's return URL carries its partner's signed
 * payload (the frame needs it back to load), and the partner that payload names may frame the widget
 * and so the checkout that opens in it. Verified as the widget's own pages are; none for the site's
 * checkouts, for a payload that does not verify, or for a disabled widget.
 */
export async function partnerFramers(
  db: Db,
  config: Pick<Config, 'widgetSigningKey' | 'partnerCredentialKey' | 'sessionTtlSeconds'>,
  returnUrl: string,
): Promise<string[]> {
  const payload = new URL(returnUrl).searchParams.get('payload')
  if (!payload) return []
  try {
    return (await frameAncestors(db, config, payload)).origins
  } catch {
    return []
  }
}
