import { useEffect, useRef, useState } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import { Field } from '../Field';
import { FormStatusLine, Honeypot, SuccessMessage } from '../FormStatus';
import { Popup } from '../Popup';
import { pinboardHref, socialShareHref } from '../share-links';
import { FieldLabel, FormsUiText } from '../texts';
import { useVisitorForm } from '../use-visitor-form';
import type { FormWork } from './types';

export interface SharePopupProps {
  sub: string;
  work: FormWork;
  onClosed: () => void;
}

type View = 'share' | 'mail' | 'sms';

/**
 * The share dialog (§2): three views. Share offers the social sharing and pinboard links (the page's
 * address, first image and description) and the way to the two others; mail sends the work's link to an
 * Email (POST /api/shares/email), sms to a Phone (POST /api/shares/sms), each behind the bot check.
 */
export default function SharePopup({ sub, work, onClosed }: SharePopupProps) {
  const [view, setView] = useState<View>('share');
  const first = useRef<HTMLAnchorElement>(null);
  const pageUrl = window.location.href;
  const imageUrl = work.imagePath ? new URL(work.imagePath, window.location.origin).href : null;

  return (
    <Popup title={FormsUiText.shareTitle} width={500} initialFocus={first} onClosed={onClosed}>
      <p className="popup__text">{work.title}</p>
      {view === 'share' ? (
        <div className="share-links">
          <a ref={first} className="button button--secondary" href={socialShareHref(pageUrl)} target="_blank" rel="noopener noreferrer">
            {FormsUiText.shareOnSocial}
          </a>
          <a className="button button--secondary" href={pinboardHref(pageUrl, imageUrl, work.description)} target="_blank" rel="noopener noreferrer">
            {FormsUiText.pinIt}
          </a>
          <button type="button" className="button button--secondary" onClick={() => setView('mail')}>
            {FormsUiText.shareByEmail}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setView('sms')}>
            {FormsUiText.shareBySms}
          </button>
        </div>
      ) : (
        <ShareForm key={view} view={view} sub={sub} work={work} onBack={() => setView('share')} />
      )}
    </Popup>
  );
}

function ShareForm({ view, sub, work, onBack }: { view: 'mail' | 'sms'; sub: string; work: FormWork; onBack: () => void }) {
  const name = view === 'mail' ? 'Email' : 'Phone';
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useVisitorForm({
    path: view === 'mail' ? FormPath.shareEmail : FormPath.shareSms,
    sub,
    initial: { [name]: '' },
    required: [name],
    body: (v) => ({ InventoryId: work.inventoryId, [name]: v[name] }),
  });
  const { prepare } = form;
  useEffect(() => {
    prepare();
    input.current?.focus();
  }, [prepare]);
  const busy = form.state.status !== 'none';
  return (
    <>
      <h3 className="popup__text">{view === 'mail' ? FormsUiText.shareByEmail : FormsUiText.shareBySms}</h3>
      {form.state.status === 'success' ? (
        <SuccessMessage text={FormText.messageSent} />
      ) : (
        <form ref={form.formRef} className="visitor-form" noValidate onSubmit={form.submit}>
          <Field
            name={name}
            label={FieldLabel[name]}
            value={form.values[name] ?? ''}
            required
            flag={form.flags[name]}
            type={view === 'mail' ? 'email' : 'tel'}
            autoComplete={view === 'mail' ? 'email' : 'tel'}
            disabled={busy}
            inputRef={input}
            onChange={form.setValue}
          />
          <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
          <FormStatusLine state={form.state} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {FormsUiText.send}
          </button>
        </form>
      )}
      <button type="button" className="link-button" onClick={onBack}>
        {FormsUiText.back}
      </button>
    </>
  );
}
