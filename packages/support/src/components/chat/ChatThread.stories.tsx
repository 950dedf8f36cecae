import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import type { ChatMessage } from '../../chat/chatMessages'
import { localId } from '../../chat/chatMessages'
import { testMessage } from '../../testing/samples'
import { ChatThread } from './ChatThread'
import type { ChatThreadProps } from './ChatThread'
import { Composer } from './Composer'

const sent = (message: ReturnType<typeof testMessage>): ChatMessage => ({ ...message, delivery: 'sent' })

const conversation: ChatMessage[] = [
  sent(
    testMessage({
      author: 'traveller',
      body: 'Please move my bus trip to the next day.',
      readAt: '2026-11-27T10:02:00.000Z',
      attachments: [
        {
          id: '9a1b2c3d-0000-4000-8000-000000000001',
          name: 'ticket.pdf',
          type: 'application/pdf',
          size: 182_000,
        },
      ],
    }),
  ),
  sent(testMessage({ body: 'حسنًا، يوجد مقعد في رحلة الغد الساعة العاشرة صباحًا. هل أنقل حجزك؟' })),
  sent(testMessage({ author: 'traveller', body: 'Yes please, the 10:00 one.\nThank you!' })),
  {
    ...testMessage({ author: 'traveller', body: 'Can I keep seat 12?' }),
    id: localId('pending-1'),
    clientId: 'pending-1',
    delivery: 'sending',
  },
  {
    ...testMessage({ author: 'traveller', body: 'And the same seat on the way back?' }),
    id: localId('failed-1'),
    clientId: 'failed-1',
    delivery: 'failed',
    error: 'We could not reach the server. Check your connection and try again.',
  },
]

/** The composer keeps its draft, as the chat screens do. */
function WithComposer(props: ChatThreadProps) {
  const [draft, setDraft] = useState('')
  return (
    <ChatThread
      {...props}
      footer={
        <Composer
          draft={draft}
          onDraftChange={setDraft}
          onSend={() => undefined}
          onTyping={() => undefined}
        />
      }
    />
  )
}

const meta = {
  component: ChatThread,
  tags: ['autodocs'],
  args: {
    messages: conversation,
    viewer: 'traveller',
    hasOlder: true,
    loadingOlder: false,
    olderError: null,
    onLoadOlder: () => undefined,
    onRetry: () => undefined,
    otherTyping: true,
    footer: null,
  },
  render: (args) => <WithComposer {...args} />,
  parameters: {
    app: {
      api: {
        supportAttachment: () => new Blob(['%PDF-1.4'], { type: 'application/pdf' }) as never,
      },
    },
  },
} satisfies Meta<typeof ChatThread>

export default meta
type Story = StoryObj<typeof meta>

/** The traveller's side: their messages at the end, sent, read, on the way and refused; the agent typing. */
export const Traveller: Story = {}

/** The same conversation at the desk. */
export const Agent: Story = { args: { viewer: 'agent', otherTyping: false } }

export const Arabic: Story = { globals: { locale: 'ar' } }
