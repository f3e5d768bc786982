import { useEffect, useRef, useState } from 'react';
import { isApiHttpError } from '../../shared/api/http/errors';
import { webOrderApi } from '../../shared/api/web-order-api';
import { isValidEmailAddress } from '../../shared/domain/checkout/email-address';
import { TIMING } from '../../shared/lib/timing';

export type EmailProblem =
  | { kind: 'emailRequired' }
  | { kind: 'emailInvalid' }
  | { kind: 'sendRejected'; message: string }
  | { kind: 'sendFailed' };

/**
 * Sending the receipt report: validation first, one send at a time, and the success message for
 * TIMING.receiptEmailMessage (SPEC 4 Forms: 4 s), counted from the server's answer.
 */
export function useReceiptEmail(orderId: string) {
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<EmailProblem | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const send = async (typed: string) => {
    if (sending) return;
    const address = typed.trim();
    clearTimeout(timer.current);
    setSentTo(null);
    if (!address) return setProblem({ kind: 'emailRequired' });
    if (!isValidEmailAddress(address)) return setProblem({ kind: 'emailInvalid' });
    setProblem(null);
    setSending(true);
    try {
      await webOrderApi.sendReceiptReport(orderId, address);
      if (!mounted.current) return;
      setSentTo(address);
      timer.current = setTimeout(() => setSentTo(null), TIMING.receiptEmailMessage);
    } catch (error) {
      if (!mounted.current) return;
      // A 400 carries the server's reason (SPEC 8: Message, else ErrorMessage); anything else is a failed send.
      const message = isApiHttpError(error) && error.status === 400 ? error.serverMessage.replace(/\.\s*$/, '') : '';
      setProblem(message ? { kind: 'sendRejected', message } : { kind: 'sendFailed' });
    } finally {
      if (mounted.current) setSending(false);
    }
  };

  return { sending, sentTo, problem, send };
}
