import type { Meta, StoryObj } from '@storybook/react-vite'
import { Fact, FactList } from './FactList.tsx'

const meta = {
  component: FactList,
  tags: ['autodocs'],
  args: {
    children: (
      <>
        <Fact term="Order ID">
          <span dir="ltr">RH-2026-004211</span>
        </Fact>
        <Fact term="PNR">K7QX2M</Fact>
        <Fact term="Airline">Saudia</Fact>
        <Fact term="Created on">26 Nov 2026, 14:05</Fact>
      </>
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 560, background: '#fff', padding: 24, borderRadius: 12 }}>{Story()}</div>
    ),
  ],
} satisfies Meta<typeof FactList>

export default meta
type Story = StoryObj<typeof meta>

export const Columns: Story = {}

export const Rows: Story = {
  args: {
    layout: 'rows',
    children: (
      <>
        <Fact term="Order ID">RH-2026-004211</Fact>
        <Fact term="Method">Card</Fact>
        <Fact term="Amount">SAR 1,178</Fact>
      </>
    ),
  },
}

export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: {
    children: (
      <>
        <Fact term="رقم الطلب">
          <span dir="ltr">RH-2026-004211</span>
        </Fact>
        <Fact term="رقم الحجز">K7QX2M</Fact>
        <Fact term="شركة الطيران">الخطوط السعودية</Fact>
        <Fact term="تاريخ الإنشاء">٢٦ نوفمبر ٢٠٢٦</Fact>
      </>
    ),
  },
}

export const ArabicRows: Story = {
  globals: { locale: 'ar' },
  args: {
    layout: 'rows',
    children: (
      <>
        <Fact term="رقم الطلب">RH-2026-004211</Fact>
        <Fact term="المبلغ">1,178 ر.س.</Fact>
      </>
    ),
  },
}
