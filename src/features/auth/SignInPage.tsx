import { ComingSoon } from '../../components/ComingSoon';

export default function SignInPage() {
  return <ComingSoon titleKey="signIn.title" />;
}
