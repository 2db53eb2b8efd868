import { ComingSoon } from '../../components/ComingSoon';

export default function PaymentPage() {
  return <ComingSoon titleKey="payment.title" />;
}
