import * as z from 'zod/mini';
import { email, LIMITS, MSG } from '#domain/common';
import { userRegistrationSchema } from '#domain/user';

/** Firebase Auth refuses shorter passwords; saying so before the round trip is friendlier. */
export const PASSWORD_MIN_LENGTH = 6;
const PASSWORD_MAX_LENGTH = 128;

export const signInSchema = z.object({
  email: email(),
  password: z.string().check(z.minLength(1, MSG.required), z.maxLength(PASSWORD_MAX_LENGTH, MSG.tooLong)),
});

export const registrationSchema = z.extend(userRegistrationSchema, {
  password: z
    .string()
    .check(
      z.minLength(1, MSG.required),
      z.minLength(PASSWORD_MIN_LENGTH, 'register.passwordTooShort'),
      z.maxLength(PASSWORD_MAX_LENGTH, MSG.tooLong),
    ),
});

export type SignInInput = z.input<typeof signInSchema>;
export type SignInValues = z.output<typeof signInSchema>;
export type RegistrationInput = z.input<typeof registrationSchema>;
export type RegistrationValues = z.output<typeof registrationSchema>;

export const NAME_MAX_LENGTH = LIMITS.name;

/** Asking for a link to set a new password: the email alone. */
export const passwordResetSchema = z.object({ email: email() });
export type PasswordResetInput = z.input<typeof passwordResetSchema>;
