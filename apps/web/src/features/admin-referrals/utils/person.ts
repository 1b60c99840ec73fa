/** "Name · e-mail", or the e-mail alone when the name is missing or only the e-mail's part before the @ (a fallback). */
export function personLabel(name: string | null | undefined, email: string): string {
  const trimmed = name?.trim();
  return trimmed && trimmed !== email.split('@')[0] ? `${trimmed} · ${email}` : email;
}
