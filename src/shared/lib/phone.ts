/** Uzbek mobile numbers: the 9 digits after +998. */
export const LOCAL_DIGITS = 9;

/** Digits a person typed, pasted or autofilled ('+998 90 123 45 67', '998901234567', '90 123-45-67') -> '901234567'. */
export function localDigits(input: string): string {
  let digits = input.replace(/\D/g, '');
  if (digits.length > LOCAL_DIGITS && digits.startsWith('998')) digits = digits.slice(3);
  return digits.slice(0, LOCAL_DIGITS);
}

/** The input mask: '+998 90 123 45 67', filled as far as typed. */
export function maskPhone(local: string): string {
  const d = localDigits(local);
  const parts = [d.slice(0, 2), d.slice(2, 5), d.slice(5, 7), d.slice(7, 9)].filter(Boolean);
  return parts.length ? `+998 ${parts.join(' ')}` : '+998 ';
}

/** Display format of spec §5: +CCC XX XXX XX XX; anything that is not a full Uzbek number is shown as it is. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  const digits = phone.replace(/\D/g, '');
  const m = /^(\d{3})(\d{2})(\d{3})(\d{2})(\d{2})$/.exec(digits);
  return m ? `+${m[1]} ${m[2]} ${m[3]} ${m[4]} ${m[5]}` : phone;
}
