import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { say } from '#lib/said';
import { AuthForm, type AuthField } from './AuthForm';
import {
  NAME_MAX_LENGTH,
  registrationSchema,
  type RegistrationInput,
  type RegistrationValues,
} from './schemas';
import './auth.css';

const registerLazily = async (values: RegistrationValues) =>
  (await import('./api/accounts')).registerVisitor(values);

const FIELDS: AuthField[] = [
  { name: 'name', label: 'register.name', type: 'text', autoComplete: 'name', maxLength: NAME_MAX_LENGTH },
  { name: 'email', label: 'register.email', type: 'email', autoComplete: 'email' },
  { name: 'password', label: 'register.password', type: 'password', autoComplete: 'new-password' },
];
const EMPTY: RegistrationInput = { name: '', email: '', password: '' };

type Props = { register?: (values: RegistrationValues) => Promise<void> };

/** Visitor registration: an Auth account and its users/{uid} record, without any role. */
export default function RegisterPage({ register = registerLazily }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();

  const onSubmit = async (values: RegistrationValues) => {
    await register(values);
    say({ text: t('register.success'), on: '/' });
    await navigate('/', { replace: true });
  };

  return (
    <main className="page narrow auth-page" id="main">
      <h1>{t('register.title')}</h1>
      <p className="lead">{t('register.lead')}</p>
      <AuthForm
        schema={registrationSchema}
        defaultValues={EMPTY}
        fields={FIELDS}
        submitLabel="register.submit"
        submittingLabel="register.submitting"
        onSubmit={onSubmit}
      />
      <p className="auth-switch">
        {t('register.haveAccount')} <Link to="/login">{t('register.signInLink')}</Link>
      </p>
    </main>
  );
}
