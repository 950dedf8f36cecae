// Controls a traveller can reach: not the hidden native inputs react-aria keeps for forms.
const FOCUSABLE = 'input:not([type="hidden"]), button, [role="spinbutton"], [tabindex="0"]'

/** The first control of a field marked wrong in this part of the page, or null when there is none (yet). */
export function firstWrongControl(section: HTMLElement) {
  for (const field of section.querySelectorAll('[data-invalid], [aria-invalid="true"]')) {
    const candidates = [field, ...field.querySelectorAll(FOCUSABLE)]
    const control = candidates.find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        element.matches(FOCUSABLE) &&
        !element.closest('[aria-hidden="true"], [data-react-aria-prevent-focus]') &&
        element.tabIndex >= 0,
    )
    if (control) return control
  }
  return null
}
