import type { Utilities } from '@rihla/api-contract'

/** Reference lists the client renders in both languages; they change with releases, not at run time. */
export const utilities: Utilities = {
  verticals: [
    { id: 'airline', name: { en: 'Flights', ar: 'الطيران' } },
    { id: 'hotel', name: { en: 'Hotels', ar: 'الفنادق' } },
    { id: 'bus', name: { en: 'Buses', ar: 'الحافلات' } },
    { id: 'train', name: { en: 'Trains', ar: 'القطارات' } },
    { id: 'event', name: { en: 'Events', ar: 'الفعاليات' } },
    { id: 'my_bookings', name: { en: 'My Bookings', ar: 'حجوزاتي' } },
    { id: 'support', name: { en: 'Support', ar: 'الدعم' } },
  ],
  bookingServices: [
    {
      vertical: 'airline',
      title: { en: 'Flights', ar: 'رحلات الطيران' },
      description: {
        en: 'Domestic and international fares from Saudi and global airlines, with changes up to 48 hours before departure.',
        ar: 'أسعار رحلات داخلية ودولية من شركات طيران سعودية وعالمية، مع إمكانية التعديل حتى 48 ساعة قبل الإقلاع.',
      },
    },
    {
      vertical: 'hotel',
      title: { en: 'Hotels', ar: 'الفنادق' },
      description: {
        en: 'Hotels and resorts across the Kingdom, from Makkah and Madinah to AlUla and the Red Sea.',
        ar: 'فنادق ومنتجعات في أنحاء المملكة، من مكة المكرمة والمدينة المنورة إلى العلا والبحر الأحمر.',
      },
    },
    {
      vertical: 'bus',
      title: { en: 'Intercity buses', ar: 'الحافلات بين المدن' },
      description: {
        en: 'Choose your seat on intercity coaches; the earlier you book, the bigger the discount, with bundles of up to 70% off.',
        ar: 'اختر مقعدك في الحافلات بين المدن؛ كلما حجزت مبكرًا زاد الخصم، مع باقات تصل إلى 70%.',
      },
    },
    {
      vertical: 'train',
      title: { en: 'Trains', ar: 'القطارات' },
      description: {
        en: 'Haramain High Speed Railway and the East and North lines, with seat selection for up to 4 travellers.',
        ar: 'قطار الحرمين السريع وقطارا الشرق والشمال، مع اختيار المقاعد لما يصل إلى 4 مسافرين.',
      },
    },
    {
      vertical: 'event',
      title: { en: 'Events', ar: 'الفعاليات' },
      description: {
        en: 'Passes for seasons, concerts, motorsport and football across Saudi Arabia.',
        ar: 'تذاكر المواسم والحفلات ورياضة المحركات وكرة القدم في أنحاء المملكة.',
      },
    },
  ],
  bookingTypes: [
    { id: 'event', name: { en: 'Event', ar: 'فعالية' } },
    { id: 'railway', name: { en: 'Train', ar: 'قطار' } },
    { id: 'hotel', name: { en: 'Hotel', ar: 'فندق' } },
    { id: 'car_rental', name: { en: 'Car rental', ar: 'تأجير سيارات' } },
    { id: 'cinema', name: { en: 'Cinema', ar: 'سينما' } },
    { id: 'tour', name: { en: 'Tour', ar: 'جولة سياحية' } },
    { id: 'airline', name: { en: 'Flight', ar: 'رحلة طيران' } },
    { id: 'bus', name: { en: 'Bus', ar: 'حافلة' } },
    { id: 'wallet', name: { en: 'Wallet', ar: 'المحفظة' } },
    { id: 'subscription', name: { en: 'Subscription', ar: 'اشتراك' } },
  ],
  bookingStatuses: [
    { id: 'Cancelled', name: { en: 'Cancelled', ar: 'ملغى' } },
    { id: 'Refunded', name: { en: 'Refunded', ar: 'مسترد' } },
    { id: 'Confirmed', name: { en: 'Confirmed', ar: 'مؤكد' } },
    { id: 'Pending', name: { en: 'Pending', ar: 'قيد الانتظار' } },
    { id: 'Expired', name: { en: 'Expired', ar: 'منتهي الصلاحية' } },
    { id: 'Partially Confirmed', name: { en: 'Partially Confirmed', ar: 'مؤكد جزئيًا' } },
    { id: 'Updated', name: { en: 'Updated', ar: 'محدّث' } },
    { id: 'Processing', name: { en: 'Processing', ar: 'قيد المعالجة' } },
    { id: 'Modified', name: { en: 'Modified', ar: 'معدّل' } },
    { id: 'Refund In Progress', name: { en: 'Refund In Progress', ar: 'الاسترداد قيد التنفيذ' } },
  ],
  passengerPrefixes: [
    { id: 'Mr', name: { en: 'Mr', ar: 'السيد' } },
    { id: 'Mrs.', name: { en: 'Mrs.', ar: 'السيدة' } },
    { id: 'Miss.', name: { en: 'Miss.', ar: 'الآنسة' } },
  ],
  genders: [
    { id: 'male', name: { en: 'Male', ar: 'ذكر' } },
    { id: 'female', name: { en: 'Female', ar: 'أنثى' } },
  ],
}
