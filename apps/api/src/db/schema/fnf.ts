import { sql } from 'drizzle-orm'
import { check, date, index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts'
import { createdAt, updatedAt } from './columns'
import { alliances } from './travel'

/**
 * A user's saved traveller ("friends and family"): the passenger fields of SPEC.md §3 as the contract's
 * schema leaves them (trimmed, document numbers compacted); optional ones are null when not given.
 */
export const fnfEntries = pgTable(
  'fnf_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nickname: text('nickname').notNull(),
    prefix: text('prefix').notNull(),
    gender: text('gender').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** ISO 3166-1 alpha-2. */
    nationality: text('nationality').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    /** Digits only. */
    nationalId: text('national_id'),
    passportNumber: text('passport_number'),
    passportCountry: text('passport_country'),
    passportIssueDate: date('passport_issue_date', { mode: 'string' }),
    passportExpiryDate: date('passport_expiry_date', { mode: 'string' }),
    frequentFlyerAlliance: text('frequent_flyer_alliance').references(() => alliances.id),
    frequentFlyerNumber: text('frequent_flyer_number'),
    phone: text('phone'),
    email: text('email'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('fnf_entries_user_id_created_at_idx').on(t.userId, t.createdAt),
    check('fnf_entries_prefix', sql`${t.prefix} in ('Mr', 'Mrs.', 'Miss.')`),
    check('fnf_entries_gender', sql`${t.gender} in ('male', 'female')`),
    check(
      'fnf_entries_passport_dates',
      sql`${t.passportExpiryDate} is null or ${t.passportIssueDate} is null or ${t.passportExpiryDate} > ${t.passportIssueDate}`,
    ),
  ],
)
