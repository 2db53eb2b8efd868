import i18n from 'i18next';
import { AccountError, describeFailure } from './errors';

const shown = (error: unknown) => i18n.t(describeFailure(error).key);

describe('describeFailure', () => {
  it('gives the spec messages for our own refusals, word for word', () => {
    expect(shown(new AccountError('loginFailed'))).toBe('User login failed');
    expect(shown(new AccountError('roleNotFound'))).toBe('User role not found');
  });

  it("throws the spec's sentence for a missing user record, but shows a plain one", () => {
    const refusal = new AccountError('userNotFound');
    expect(refusal.message).toBe('User not found in Firestore');
    expect(shown(refusal)).toBe('No account was found for this email.');
  });

  it('translates Firebase Auth codes people meet, the same way for a wrong email or password', () => {
    const wrong = 'The email or password is incorrect.';
    expect(
      shown({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' }),
    ).toBe(wrong);
    expect(shown({ code: 'auth/wrong-password' })).toBe(wrong);
    expect(shown({ code: 'auth/user-not-found' })).toBe(wrong);
    expect(shown({ code: 'auth/too-many-requests' })).toMatch(/Too many attempts/);
    expect(shown({ code: 'auth/email-already-in-use' })).toMatch(/already exists/);
  });

  it("shows any other failure in the reader's words, never Firebase's English", () => {
    const unknown = 'Something went wrong. Please try again.';
    expect(shown(new Error('Quota exceeded for this project'))).toBe(unknown);
    expect(shown({ code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' })).toBe(
      unknown,
    );
    expect(shown('nothing useful')).toBe(unknown);
  });

  it('speaks Swahili when the user does', async () => {
    await i18n.changeLanguage('sw');
    try {
      expect(shown(new AccountError('roleNotFound'))).toBe('Wadhifa wa mtumiaji haujapatikana');
      expect(shown(new AccountError('userNotFound'))).toBe('Akaunti ya mtumiaji haikupatikana.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
