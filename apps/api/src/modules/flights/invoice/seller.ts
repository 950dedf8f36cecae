/**
 * The seller named on tax invoices. These are the sandbox's: a VAT registration number is 15 digits,
 * starting and ending with 3; a real deployment prints its own registration.
 */
export const SELLER = {
  nameEn: 'Rihla Travel Company',
  nameAr: 'شركة رحلة للسفر',
  vatNumber: '310122393500003',
  addressEn: 'King Fahd Road, Riyadh, Saudi Arabia',
  addressAr: 'طريق الملك فهد، الرياض، المملكة العربية السعودية',
} as const
