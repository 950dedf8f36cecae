import { msg } from '@lingui/core/macro'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useQuery } from '@tanstack/react-query'
import { fn } from 'storybook/test'
import { AddonDialog, AddonFlight } from './AddonDialog'

/** An add-on of two flights, the way back offering nothing. */
function SpecialAssistanceAddon({ isOpen }: { isOpen: boolean }) {
  const options = useQuery({
    queryKey: ['story', 'assistance'],
    queryFn: () => ['Wheelchair to the aircraft', 'Meet and assist'],
  })
  return (
    <AddonDialog
      isOpen={isOpen}
      onOpenChange={fn()}
      title="Special assistance"
      options={options}
      loadingLabel={msg`Loading assistance options`}
      errorTitle={msg`Assistance options could not be loaded`}
      saveLabel="Save assistance"
      onSave={fn()}
    >
      {(names) => (
        <>
          <AddonFlight id="story-out" title="SV 1024 · RUH → JED" empty={null}>
            <ul>
              {names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          </AddonFlight>
          <AddonFlight id="story-back" title="SV 1025 · JED → RUH" empty="Nothing is offered on this flight.">
            {null}
          </AddonFlight>
        </>
      )}
    </AddonDialog>
  )
}

const meta = {
  component: SpecialAssistanceAddon,
  args: { isOpen: true },
} satisfies Meta<typeof SpecialAssistanceAddon>

export default meta
type Story = StoryObj<typeof meta>

/** The frame the baggage and meal dialogs share; their stories show it loading and failing. */
export const Loaded: Story = {}
