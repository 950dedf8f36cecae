import { serverMessages } from '@rihla/api-contract'
import { endpoints } from '@rihla/api-contract/endpoints'
import type { AppDeps } from '../../http/env'
import type { Register } from '../../http/registrar'
import { ServiceError } from '../../errors'
import { findUserByEmail, findUserById } from '../accounts/service'
import { addWalletTransaction, walletBalance, walletPage } from './service'

export function registerWalletRoutes(register: Register, { db, config }: AppDeps) {
  register(endpoints.wallet, async (c, { query }) =>
    walletPage(db, c.get('user').id, {
      ...query,
      currency: config.defaultCurrency,
      locale: c.get('locale'),
    }),
  )

  register(endpoints.devWalletCredit, async (c, { body }) => {
    const user = body.userId ? await findUserById(db, body.userId) : await findUserByEmail(db, body.email!)
    if (!user) throw new ServiceError('not_found', serverMessages.notFound)
    const transaction = await addWalletTransaction(
      db,
      {
        userId: user.id,
        amount: body.amount,
        currency: config.defaultCurrency,
        descriptionEn: body.description,
        descriptionAr: body.descriptionAr ?? body.description,
      },
      c.get('locale'),
    )
    return { transaction, balance: await walletBalance(db, user.id, config.defaultCurrency) }
  })
}
