import { z } from "zod";

/** POST /api/auth/google: the ID token from Google's sign-in script. */
export const ZGoogleSignInRequest = z.object({ token: z.string().min(1, "Google token is required") });
export type TGoogleSignInRequest = z.infer<typeof ZGoogleSignInRequest>;

/** POST /api/auth/exchange: the one-time code /auth/callback received from the redirect flow. */
export const ZExchangeRequest = z.object({ code: z.string().min(1, "Authorization code is required") });
export type TExchangeRequest = z.infer<typeof ZExchangeRequest>;

export const TEST_LOGIN_EMAIL_REQUIRED = "Email is required for test login";

/** POST /api/auth/test-login (local use only). */
export const ZTestLoginRequest = z.object({
  email: z
    .string({ error: TEST_LOGIN_EMAIL_REQUIRED })
    .trim()
    .min(1, TEST_LOGIN_EMAIL_REQUIRED)
    .max(254, "That e-mail address is too long")
    .pipe(z.email("Please enter a valid e-mail address")),
});
export type TTestLoginRequest = z.infer<typeof ZTestLoginRequest>;

/** The codes /login shows a banner for (SPEC 8 "Login codes"). */
export const LOGIN_ERROR_CODES = ["invalid_code", "token_error", "user_info_error", "auth_failed"] as const;
export type TLoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** POST /api/auth/logout answer. */
export const ZLogoutResponse = z.object({ success: z.literal(true) });
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;
