import { signInWithEmailAndPassword, signOut } from 'firebase/auth';
import { getDoc } from 'firebase/firestore/lite';
import { AccountError } from '../errors';
import { signInVisitor } from './accounts';

vi.mock('firebase/auth', () => ({
  createUserWithEmailAndPassword: vi.fn(),
  deleteUser: vi.fn(),
  onAuthStateChanged: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn().mockResolvedValue(undefined),
}));
vi.mock('firebase/firestore/lite', () => ({
  doc: vi.fn(() => ({})),
  getDoc: vi.fn(),
  serverTimestamp: vi.fn(),
  setDoc: vi.fn(),
}));
vi.mock('#lib/firebase/auth', () => ({ getFirebaseAuth: vi.fn().mockResolvedValue({}) }));
vi.mock('#lib/firebase/lite', () => ({ getLiteDb: vi.fn().mockResolvedValue({}) }));

describe('signInVisitor', () => {
  it("logs and throws the spec's sentence when no user record holds the email, and signs out", async () => {
    vi.mocked(signInWithEmailAndPassword).mockResolvedValue({
      user: { uid: 'u1', email: 'ghost@example.com' },
    } as never);
    vi.mocked(getDoc).mockResolvedValue({ exists: () => false } as never);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const refusal = signInVisitor('ghost@example.com', 'secret12');
      await expect(refusal).rejects.toBeInstanceOf(AccountError);
      await expect(refusal).rejects.toMatchObject({
        reason: 'userNotFound',
        message: 'User not found in Firestore',
      });
      expect(warn).toHaveBeenCalledWith('User not found in Firestore');
      expect(signOut).toHaveBeenCalled();
    } finally {
      warn.mockRestore();
    }
  });
});
