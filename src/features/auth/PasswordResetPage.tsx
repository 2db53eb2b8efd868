import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthForm, type AuthField } from './AuthForm';
import { passwordResetSchema, type PasswordResetInput } from './schemas';
import './auth.css';

const sendLazily = async (email: string) => (await import('./api/accounts')).sendPasswordReset(email);

const FIELDS: AuthField[] = [
  { name: 'email', label: 'signIn.email', type: 'email', autoComplete: 'username' },
];
const EMPTY: PasswordResetInput = { email: '' };

type Props = { send?: (email: string) => Promise<void> };

/** /reset-password: a link to set a new password, by email (agents, staff and visitors alike). */
export default function PasswordResetPage({ send = sendLazily }: Props) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string>();

  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t('passwordReset.title')}</h1>
      {sentTo ? (
        <p className="lead" role="status">
          {t('passwordReset.sent', { email: sentTo })}
        </p>
      ) : (
        <>
          <p className="lead">{t('passwordReset.lead')}</p>
          <AuthForm
            schema={passwordResetSchema}
            defaultValues={EMPTY}
            fields={FIELDS}
            submitLabel="passwordReset.submit"
            submittingLabel="passwordReset.sending"
            onSubmit={async ({ email }) => {
              await send(email);
              setSentTo(email);
            }}
          />
        </>
      )}
      <p className="auth-switch">
        <Link to="/login">{t('passwordReset.backToSignIn')}</Link>
      </p>
    </main>
  );
}
