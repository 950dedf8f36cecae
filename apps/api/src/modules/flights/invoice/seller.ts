/** The seller a tax invoice names: the company, its VAT registration and address, in both languages. */
export interface Seller {
  nameEn: string
  nameAr: string
  vatNumber: string
  addressEn: string
  addressAr: string
}

/** A Saudi VAT registration number: 15 digits, starting and ending with 3. */
export const VAT_NUMBER = /^3\d{13}3$/

/**
 * The sandbox's seller. Production mode has none: it prints the registration its environment names
 * (`RIHLA_SELLER_*`), and refuses to start without one.
 */
export const SANDBOX_SELLER: Seller = {
  nameEn: 'Rihla Travel Company',
  nameAr: 'شركة رحلة للسفر',
  vatNumber: '310122393500003',
  addressEn: 'King Fahd Road, Riyadh, Saudi Arabia',
  addressAr: 'طريق الملك فهد، الرياض، المملكة العربية السعودية',
}
