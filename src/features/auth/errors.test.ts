import i18n from 'i18next';
import { AccountError, describeFailure } from './errors';

const shown = (error: unknown) => {
  const failure = describeFailure(error);
  return 'key' in failure ? i18n.t(failure.key) : failure.text;
};

describe('describeFailure', () => {
  it('gives the spec messages for our own refusals, word for word', () => {
    expect(shown(new AccountError('loginFailed'))).toBe('User login failed');
    expect(shown(new AccountError('roleNotFound'))).toBe('User role not found');
    expect(shown(new AccountError('userNotFound'))).toBe('User not found in Firestore');
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

  it('shows any other failure with its own message (spec §8)', () => {
    expect(shown(new Error('Quota exceeded for this project'))).toBe('Quota exceeded for this project');
    expect(shown({ code: 'auth/internal-error', message: 'Something odd' })).toBe('Something odd');
    expect(shown('nothing useful')).toBe('Something went wrong. Please try again.');
  });

  it('speaks Swahili when the user does', async () => {
    await i18n.changeLanguage('sw');
    try {
      expect(shown(new AccountError('roleNotFound'))).toBe('Jukumu la mtumiaji halijapatikana');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
