import { useId, useState, type FormEvent } from 'react';
import { call } from '../../state/api';
import { replySubject } from './inbox-text';

/**
 * The owner's reply to an inquiry or an offer, mailed to the visitor through the outbox
 * (POST /api/owner/inbox/{box}/{id}/reply). The subject starts as 'Re:' the visitor's.
 */
export function ReplyForm({ box, id, to, subject, workTitle, onSent, onCancel }: {
  box: 'inquiries' | 'offers';
  id: number;
  to: string;
  subject: string | null;
  workTitle: string | null;
  onSent: (repliedAt: string) => void;
  onCancel: () => void;
}) {
  const formId = useId();
  const [values, setValues] = useState({ subject: replySubject(subject, workTitle), message: '' });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.message.trim()) {
      setError('Write a message to send.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const { repliedAt } = await call<{ repliedAt: string }>('POST', `/api/owner/inbox/${box}/${id}/reply`, values);
      onSent(repliedAt);
    } catch (e) {
      setError(e instanceof Error ? e.message : 'The reply could not be sent.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="ed-admin-form inbox-reply" onSubmit={send} aria-label={`Reply to ${to}`}>
      <div className="ed-admin-form-field">
        <label htmlFor={`${formId}-subject`}>Subject</label>
        <input id={`${formId}-subject`} value={values.subject} onChange={(e) => setValues({ ...values, subject: e.target.value })} maxLength={300} />
      </div>
      <div className="ed-admin-form-field">
        <label htmlFor={`${formId}-message`}>Your reply to {to}</label>
        <textarea
          id={`${formId}-message`}
          rows={6}
          value={values.message}
          onChange={(e) => setValues({ ...values, message: e.target.value })}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${formId}-error` : undefined}
          autoFocus
        />
      </div>
      {error && (
        <p id={`${formId}-error`} role="alert" className="ed-admin-field-error">
          {error}
        </p>
      )}
      <div className="ed-admin-actions">
        <button type="submit" className="ed-admin-button ed-primary" disabled={busy}>
          Send reply
        </button>
        <button type="button" className="ed-admin-button" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
