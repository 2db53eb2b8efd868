import { signOut } from 'firebase/auth';
import { getFirebaseAuth } from './auth';
import { deviceSession, endAnonymousSession } from './applicant';

vi.mock('firebase/auth', () => ({ signInAnonymously: vi.fn(), signOut: vi.fn() }));
vi.mock('./auth', () => ({ getFirebaseAuth: vi.fn() }));

/** Auth as restored on this device: `user` signed in, or nobody. */
function restored(user: { isAnonymous: boolean } | null) {
  const auth = { currentUser: user, authStateReady: async () => undefined };
  vi.mocked(getFirebaseAuth).mockResolvedValue(auth as never);
  return auth;
}

beforeEach(() => vi.mocked(signOut).mockReset().mockResolvedValue());

describe("ending this device's applicant", () => {
  it('signs out an anonymous applicant', async () => {
    const auth = restored({ isAnonymous: true });
    await expect(deviceSession()).resolves.toBe('anonymous');
    await endAnonymousSession();
    expect(signOut).toHaveBeenCalledWith(auth);
  });

  it("never signs out someone's account, nor anyone when nobody is signed in", async () => {
    restored({ isAnonymous: false });
    await expect(deviceSession()).resolves.toBe('account');
    await endAnonymousSession();
    restored(null);
    await expect(deviceSession()).resolves.toBe('none');
    await endAnonymousSession();
    expect(signOut).not.toHaveBeenCalled();
  });
});
