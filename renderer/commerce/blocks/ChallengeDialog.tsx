import { useEffect, useRef, useState } from 'react';
import type { TestChallenge } from '../../../schema/api/commerce';
import { Popup } from '../../forms/Popup';
import { useCommerceApi } from '../api';
import { CartUiText } from '../texts';
import { useCartStore } from '../use-cart';

/**
 * The test gateway's 3-D Secure check, as a bank's page would show it: the card, and a choice to pass
 * or fail. The answer is the server's to keep; the checkout then posts the purchase again. Closing the
 * check unanswered stops the purchase.
 */
export default function ChallengeDialog({ challengeId }: { challengeId: string }) {
  const api = useCommerceApi();
  const store = useCartStore();
  const [challenge, setChallenge] = useState<TestChallenge | null>(null);
  const [busy, setBusy] = useState(false);
  const answered = useRef(false);
  const complete = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    api.getTestChallenge(challengeId).then(setChallenge, () => undefined);
  }, [api, challengeId]);

  useEffect(() => {
    if (challenge) complete.current?.focus();
  }, [challenge]);

  const answer = async (result: 'complete' | 'fail') => {
    setBusy(true);
    try {
      await api.answerTestChallenge(challengeId, result);
    } catch {
      // The purchase posted next tells the buyer what the gateway made of it.
    }
    answered.current = true;
    store.challengeDone(true);
  };

  return (
    <Popup
      title={CartUiText.challengeTitle}
      width={500}
      initialFocus={complete}
      onClosed={() => {
        if (!answered.current) store.challengeDone(false);
      }}
    >
      <p className="popup__text">{challenge ? CartUiText.challengeText(challenge.card.brand, challenge.card.last4) : CartUiText.loadingEditions}</p>
      <div className="popup__actions">
        <button type="button" className="button button--secondary" disabled={busy || !challenge} onClick={() => void answer('fail')}>
          {CartUiText.challengeFail}
        </button>
        <button ref={complete} type="button" className="button button--primary" disabled={busy || !challenge} onClick={() => void answer('complete')}>
          {CartUiText.challengeComplete}
        </button>
      </div>
    </Popup>
  );
}
