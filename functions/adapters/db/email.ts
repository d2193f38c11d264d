/** The form an e-mail address is compared and claimed in. */
export const emailKey = (email: string) => email.trim().toLowerCase();
