import type { TicketsProps } from './Tickets'

const sar = (amount: number) => ({ amount, currency: 'SAR' })

/** A paid Haramain booking's tickets, for stories and tests: two adults, a child and a lap infant. */
export const sampleTickets: TicketsProps = {
  service: 'HHR-8103 · Haramain High Speed Railway',
  from: { name: 'Makkah', time: '2026-12-10T08:00:00+03:00' },
  to: { name: 'Madinah', time: '2026-12-10T10:20:00+03:00' },
  travelClass: 'Business',
  fareFamily: { name: 'Business', rules: ['Changes up to 24 hours before departure', '2 bags of 23 kg'] },
  tickets: [
    {
      type: 'adult',
      firstName: 'Sara',
      lastName: 'Alharbi',
      seat: '3-12A',
      fare: sar(32_000),
      concession: null,
      reference: 'RH-RAIL-1A2B3C.0.abcdefghijklmnopqrstuv',
    },
    {
      type: 'adult',
      firstName: 'Omar',
      lastName: 'Alharbi',
      seat: '3-12B',
      fare: sar(32_000),
      concession: null,
      reference: 'RH-RAIL-1A2B3C.1.bcdefghijklmnopqrstuvw',
    },
    {
      type: 'child',
      firstName: 'Lina',
      lastName: 'Alharbi',
      seat: '3-12C',
      fare: sar(16_000),
      concession: null,
      reference: 'RH-RAIL-1A2B3C.2.cdefghijklmnopqrstuvwx',
    },
    {
      type: 'infant',
      firstName: 'Adam',
      lastName: 'Alharbi',
      seat: null,
      fare: sar(0),
      concession: null,
      reference: 'RH-RAIL-1A2B3C.3.defghijklmnopqrstuvwxy',
    },
  ],
}
