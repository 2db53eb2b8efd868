import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { AuthForm, type AuthField } from './AuthForm';
import { AccountError, type FailureMessage } from './errors';
import { signInSchema, type SignInInput, type SignInValues } from './schemas';
import './auth.css';

// Firebase is fetched when someone signs in, not with the screen.
const signInLazily = async (email: string, password: string) =>
  (await import('./api/accounts')).signInStaff(email, password);

const FIELDS: AuthField[] = [
  { name: 'email', label: 'signIn.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'signIn.password', type: 'password', autoComplete: 'current-password' },
];
const EMPTY: SignInInput = { email: '', password: '' };

/** Why the staff area sent someone here (see StaffGuard). */
export type SignInRedirectState = { refusal?: 'roleNotFound' };

function refusalFrom(state: unknown): FailureMessage | undefined {
  const refusal = (state as SignInRedirectState | null)?.refusal;
  return refusal === 'roleNotFound' ? { key: `signIn.errors.${refusal}` } : undefined;
}

type Props = { signIn?: (email: string, password: string) => Promise<unknown> };

/** Spec route sign-in: the staff sign-in ('Admin Login'); success goes to the dashboard. */
export default function SignInPage({ signIn = signInLazily }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();

  const onSubmit = async ({ email, password }: SignInValues) => {
    const user = await signIn(email, password);
    if (!user) throw new AccountError('loginFailed');
    await navigate('/ad/dashboard', { replace: true });
  };

  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t('signIn.title')}</h1>
      <p className="lead">{t('signIn.lead')}</p>
      <AuthForm
        schema={signInSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        submitLabel="signIn.submit"
        submittingLabel="signIn.submitting"
        onSubmit={onSubmit}
        initialFailure={refusalFrom(location.state)}
      />
    </main>
  );
}
