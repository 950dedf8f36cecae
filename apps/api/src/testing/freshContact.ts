let sequence = 0

/**
 * A phone, client address and email no other test in this worker uses, so each test has its own send
 * limits, throttles and records. `label` starts the email's local part.
 */
export function freshContact(label: string) {
  sequence += 1
  const n = String(sequence).padStart(4, '0')
  return {
    phone: `+96655${String(process.pid % 1000).padStart(3, '0')}${n}`,
    ip: `198.18.${Math.floor(sequence / 250)}.${sequence % 250}`,
    email: `${label}-${process.pid}-${n}@example.sa`,
  }
}
