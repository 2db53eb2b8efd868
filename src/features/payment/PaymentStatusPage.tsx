import { ComingSoon } from '../../components/ComingSoon';

export default function PaymentStatusPage() {
  return <ComingSoon titleKey="paymentStatus.title" />;
}
