// PLACEHOLDER until its helper replaces this file (issue 5, in progress).
import type { Locale } from '@rihla/api-contract'
import type { RouterContext } from '@rihla/core/routing'

export async function load(_context: RouterContext & { locale: Locale }, _params: { pageSlug: string }) {}
