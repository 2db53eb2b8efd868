import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { say } from '#lib/said';
import { AuthForm, type AuthField } from './AuthForm';
import { signInSchema, type SignInInput, type SignInValues } from './schemas';
import './auth.css';

const signInLazily = async (email: string, password: string) =>
  (await import('./api/accounts')).signInVisitor(email, password);

const FIELDS: AuthField[] = [
  { name: 'email', label: 'signIn.email', type: 'email', autoComplete: 'username' },
  { name: 'password', label: 'signIn.password', type: 'password', autoComplete: 'current-password' },
];
const EMPTY: SignInInput = { email: '', password: '' };

type Props = { signIn?: (email: string, password: string) => Promise<{ aan?: string }> };

/** Visitor and agent sign-in (/login): only for people with a user record (see signInVisitor). */
export default function VisitorSignInPage({ signIn = signInLazily }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onSubmit = async ({ email, password }: SignInValues) => {
    const { aan } = await signIn(email, password);
    // An agent goes to their clients; anyone else to the home page, where it is said, not in a dialog.
    const next = aan ? '/agent' : '/';
    say({ text: t('signIn.visitor.success'), on: next });
    await navigate(next, { replace: true });
  };

  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t('signIn.visitor.title')}</h1>
      <p className="lead">{t('signIn.visitor.lead')}</p>
      <AuthForm
        schema={signInSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        submitLabel="signIn.visitor.submit"
        submittingLabel="signIn.submitting"
        onSubmit={onSubmit}
      />
      <p className="auth-switch">
        <Link to="/reset-password">{t('passwordReset.link')}</Link>
      </p>
      <p className="auth-switch">
        {t('signIn.visitor.noAccount')} <Link to="/register">{t('signIn.visitor.registerLink')}</Link>
      </p>
    </main>
  );
}
