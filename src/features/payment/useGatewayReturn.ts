import { useEffect, useState } from 'react';
import { reportReturn, type PaymentView } from './api/payments';
import { gatewayVisit, setGatewayVisit } from './gatewayVisit';

/**
 * Back on the payment screen in a tab that went to the gateway's page (Back, or a reload after
 * it): says so to the API, which counts a card order still unpaid as left, so the application may
 * be paid again at once, and answers where that payment stands. Undefined until then, and in a
 * tab that went nowhere. Told once: the visit is forgotten when the API has heard of it.
 */
export function useGatewayReturn(): PaymentView | undefined {
  const [visit] = useState(gatewayVisit);
  const [answer, setAnswer] = useState<PaymentView>();
  useEffect(() => {
    if (!visit) return;
    let current = true;
    reportReturn(visit).then(
      (view) => {
        setGatewayVisit();
        if (current) setAnswer(view);
      },
      // Unreachable: the status page, or the next visit here, tells it.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [visit]);
  return answer;
}

/**
 * How many times the page was shown again from the browser's back-forward cache (Back from the
 * gateway), where nothing is loaded afresh: a screen keyed by it starts over, as after a reload.
 */
export function useShownAgain(): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    const shown = (event: PageTransitionEvent) => {
      if (event.persisted) setCount((before) => before + 1);
    };
    window.addEventListener('pageshow', shown);
    return () => window.removeEventListener('pageshow', shown);
  }, []);
  return count;
}
