/** SPEC 8 login codes, in words a child or a parent can act on; unknown codes show "Error: {code}". */
const LOGIN_ERROR_TEXT: Record<string, string> = {
  invalid_code: "That sign-in link has expired or was already used. Please sign in again.",
  token_error: "Google didn't give us a valid sign-in. Please try again.",
  user_info_error: "We couldn't read your Google account details. Please try again.",
  auth_failed: "Sign-in didn't work this time. Please try again.",
};

export function loginErrorText(code: string): string {
  return LOGIN_ERROR_TEXT[code] ?? `Error: ${code}`;
}
