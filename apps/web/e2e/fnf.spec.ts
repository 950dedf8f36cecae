import type { Locator, Page } from '@playwright/test'
import { expect, expectAccessible, screenshot, test, waitForApp } from './fixtures'
import { createUser, signInAs } from './session'

interface Words {
  prefix: '' | '/ar'
  add: string
  save: string
  saveChanges: string
  noRecord: string
  form: { create: string; edit: (nickname: string) => string }
  label: Record<
    | 'nickname'
    | 'title'
    | 'firstName'
    | 'lastName'
    | 'nationality'
    | 'dateOfBirth'
    | 'nationalId'
    | 'passportNumber',
    string
  >
  option: { mrs: string; female: string; saudi: string; saudiArabia: string }
  message: Record<
    'nickname' | 'firstName' | 'gender' | 'dateOfBirth' | 'nameRule' | 'cnic' | 'passportCountry',
    string
  >
  saved: (nickname: string) => string
  deleteLabel: (nickname: string) => string
  deleteTitle: string
  deleteButton: string
  editLabel: (nickname: string) => string
}

const english: Words = {
  prefix: '',
  add: 'Add traveller',
  save: 'Save traveller',
  saveChanges: 'Save changes',
  noRecord: 'No Record Found',
  form: { create: 'New traveller', edit: (nickname) => `Edit ${nickname}` },
  label: {
    nickname: 'Nickname',
    title: 'Title',
    firstName: 'First name',
    lastName: 'Last name',
    nationality: 'Nationality',
    dateOfBirth: 'Date of birth',
    nationalId: 'National ID (CNIC)',
    passportNumber: 'Passport number',
  },
  option: { mrs: 'Mrs.', female: 'Female', saudi: 'Saudi', saudiArabia: 'Saudi Arabia' },
  message: {
    nickname: 'Nickname is required',
    firstName: 'First name is required',
    gender: 'Gender is required',
    dateOfBirth: 'Date of Birth is required',
    nameRule: 'First and Last name must be at least 3 characters and only letters and spaces',
    cnic: 'CNIC should be at least 13 digits',
    passportCountry: 'Country is required',
  },
  saved: (nickname) => `${nickname} was saved`,
  deleteLabel: (nickname) => `Delete ${nickname}`,
  deleteTitle: 'Delete this traveller?',
  deleteButton: 'Delete',
  editLabel: (nickname) => `Edit ${nickname}`,
}

const arabic: Words = {
  prefix: '/ar',
  add: 'إضافة مسافر',
  save: 'حفظ المسافر',
  saveChanges: 'حفظ التغييرات',
  noRecord: 'لم يتم العثور على سجلات',
  form: { create: 'مسافر جديد', edit: (nickname) => `تعديل ${nickname}` },
  label: {
    nickname: 'الاسم المختصر',
    title: 'اللقب',
    firstName: 'الاسم الأول',
    lastName: 'اسم العائلة',
    nationality: 'الجنسية',
    dateOfBirth: 'تاريخ الميلاد',
    nationalId: 'رقم الهوية الوطنية',
    passportNumber: 'رقم جواز السفر',
  },
  option: { mrs: 'السيدة', female: 'أنثى', saudi: 'السعودية', saudiArabia: 'المملكة العربية السعودية' },
  message: {
    nickname: 'الاسم المختصر مطلوب',
    firstName: 'الاسم الأول مطلوب',
    gender: 'الجنس مطلوب',
    dateOfBirth: 'تاريخ الميلاد مطلوب',
    nameRule: 'يجب ألا يقل الاسم الأول واسم العائلة عن 3 أحرف وأن يحتويا على حروف ومسافات فقط',
    cnic: 'يجب ألا يقل رقم الهوية عن 13 رقمًا',
    passportCountry: 'الدولة مطلوبة',
  },
  saved: (nickname) => `تم حفظ ${nickname}`,
  deleteLabel: (nickname) => `حذف ${nickname}`,
  deleteTitle: 'حذف هذا المسافر؟',
  deleteButton: 'حذف',
  editLabel: (nickname) => `تعديل ${nickname}`,
}

const textbox = (form: Locator, label: string) => form.getByRole('textbox', { name: label, exact: false })

/** Types a date into a date picker's segments (day, month, year in both languages). */
async function typeDate(form: Locator, label: string, day: string, month: string, year: string) {
  const segments = form.getByRole('group', { name: label }).getByRole('spinbutton')
  await segments.first().click()
  await segments.first().page().keyboard.type(`${day}${month}${year}`)
}

async function createTraveller(page: Page, words: Words, nickname: string) {
  await page.getByRole('link', { name: words.add }).first().click()
  await expect(page).toHaveURL(new RegExp(`${words.prefix}/fnf/create$`))
  const form = page.getByRole('form', { name: words.form.create })

  // Nothing filled in: the spec's required-field messages, nothing sent.
  await form.getByRole('button', { name: words.save }).click()
  await expect(form.getByText(words.message.nickname)).toBeVisible()
  await expect(form.getByText(words.message.firstName)).toBeVisible()
  await expect(form.getByText(words.message.gender)).toBeVisible()
  await expect(form.getByText(words.message.dateOfBirth)).toBeVisible()
  await expect(textbox(form, words.label.firstName)).toHaveAttribute('aria-invalid', 'true')
  await expectAccessible(page, `fnf create ${words.prefix || 'en'} with errors`)
  // The submit scrolled the page; the sticky header would sit mid-page in a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0))
  await screenshot(page, `fnf-create-${words.prefix ? 'ar' : 'en'}-errors`)

  // Bad values: the rules' messages, re-checked as the traveller types.
  await textbox(form, words.label.firstName).fill('Al')
  await expect(form.getByText(words.message.nameRule)).toBeVisible()
  await textbox(form, words.label.nationalId).fill('12345')
  await expect(form.getByText(words.message.cnic)).toBeVisible()
  await textbox(form, words.label.passportNumber).fill('A1234567')
  await expect(form.getByText(words.message.passportCountry)).toBeVisible()
  await textbox(form, words.label.passportNumber).fill('')
  await expect(form.getByText(words.message.passportCountry)).toHaveCount(0)

  await textbox(form, words.label.nickname).fill(nickname)
  await form.getByRole('button', { name: new RegExp(words.label.title) }).click()
  await page.getByRole('option', { name: words.option.mrs, exact: true }).click()
  await form.getByText(words.option.female, { exact: true }).click()
  await textbox(form, words.label.firstName).fill('Huda')
  await textbox(form, words.label.lastName).fill('Al Harbi')
  await form.getByRole('combobox', { name: new RegExp(words.label.nationality) }).fill(words.option.saudi)
  await page.getByRole('option', { name: words.option.saudiArabia, exact: true }).click()
  await typeDate(form, words.label.dateOfBirth, '10', '02', '1965')
  await textbox(form, words.label.nationalId).fill('1023456781')
  await form.getByRole('button', { name: words.save }).click()

  await expect(page).toHaveURL(new RegExp(`${words.prefix}/fnf$`))
  await expect(page.getByText(words.saved(nickname))).toBeVisible()
  await expect(page.getByRole('listitem', { name: nickname })).toBeVisible()
}

for (const words of [english, arabic]) {
  const lang = words.prefix ? 'ar' : 'en'

  test(`creates, edits and deletes a saved traveller (${lang})`, async ({ page, request }) => {
    await signInAs(page, await createUser(request))
    await page.goto(`${words.prefix}/fnf`)
    await waitForApp(page)

    await expect(page.getByRole('heading', { name: words.noRecord })).toBeVisible()
    await expectAccessible(page, `fnf empty ${lang}`)
    await screenshot(page, `fnf-empty-${lang}`)

    await createTraveller(page, words, 'Mum')
    const card = page.getByRole('listitem', { name: 'Mum' })
    await expect(card).toContainText('Huda Al Harbi')
    await expectAccessible(page, `fnf list ${lang}`)
    await screenshot(page, `fnf-list-${lang}`)

    // Edit: the saved values come back, a change is kept.
    await card.getByRole('link', { name: words.editLabel('Mum') }).click()
    const form = page.getByRole('form', { name: words.form.edit('Mum') })
    await expect(textbox(form, words.label.lastName)).toHaveValue('Al Harbi')
    await expect(textbox(form, words.label.nationalId)).toHaveValue('1023456781')
    await textbox(form, words.label.nickname).fill('Ummi')
    await expectAccessible(page, `fnf edit ${lang}`)
    await screenshot(page, `fnf-edit-${lang}`)
    await form.getByRole('button', { name: words.saveChanges }).click()
    await expect(page).toHaveURL(new RegExp(`${words.prefix}/fnf$`))
    const edited = page.getByRole('listitem', { name: 'Ummi' })
    await expect(edited).toBeVisible()
    await expect(page.getByRole('listitem', { name: 'Mum' })).toHaveCount(0)

    // Delete, through the confirmation.
    await edited.getByRole('button', { name: words.deleteLabel('Ummi') }).click()
    const dialog = page.getByRole('alertdialog', { name: words.deleteTitle })
    await expect(dialog).toContainText('Huda Al Harbi')
    await expectAccessible(page, `fnf delete dialog ${lang}`)
    await screenshot(page, `fnf-delete-${lang}`)
    await dialog.getByRole('button', { name: words.deleteButton, exact: true }).click()
    await expect(page.getByRole('heading', { name: words.noRecord })).toBeVisible()
  })
}

test('sends a visitor who is not signed in to sign in, in English and Arabic', async ({ page }) => {
  await page.goto('/fnf')
  await waitForApp(page)
  await expect(page).toHaveURL(/\/\?signIn=required&redirect=%2Ffnf$/)
  // The address changes before Home's screen (a chunk of its own) replaces the shell: axe waits for it.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'fnf signed out en')

  await page.goto(`/ar/fnf/create`)
  await waitForApp(page)
  await expect(page).toHaveURL(/\/ar\?signIn=required&redirect=%2Far%2Ffnf%2Fcreate$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectAccessible(page, 'fnf signed out ar')
})
