import { useEffect, useRef } from 'react';
import { FormPath, FormText } from '../../../schema/api/forms-text';
import { Field } from '../Field';
import { FormStatusLine, Honeypot, SuccessMessage } from '../FormStatus';
import { Popup } from '../Popup';
import { FieldLabel, FormsUiText } from '../texts';
import { useVisitorForm } from '../use-visitor-form';

export interface FollowPopupProps {
  sub: string;
  artist: { artistId: number; name: string };
  onFollowed: () => void;
  onClosed: () => void;
}

/** Following an artist: Email required, a name if given; POST /api/subscriptions/artists; 'You are now following this artist.' */
export default function FollowPopup({ sub, artist, onFollowed, onClosed }: FollowPopupProps) {
  const first = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const form = useVisitorForm({
    path: FormPath.artistSubscriptions,
    sub,
    initial: { Name: '', Email: '' },
    required: ['Email'],
    body: (v) => ({ ArtistId: artist.artistId, Email: v.Email, Name: v.Name || undefined }),
    onSuccess: onFollowed,
  });
  const { prepare } = form;
  useEffect(prepare, [prepare]);
  const busy = form.state.status !== 'none';
  return (
    <Popup title={FormsUiText.followTitle(artist.name)} width={500} initialFocus={first} onClosed={onClosed}>
      {form.state.status === 'success' ? (
        <SuccessMessage text={FormText.following} />
      ) : (
        <form ref={form.formRef} className="visitor-form" noValidate onSubmit={form.submit}>
          <p className="popup__text">{FormsUiText.followText}</p>
          <Field name="Name" label={FieldLabel.Name} value={form.values.Name} autoComplete="name" disabled={busy} inputRef={first} onChange={form.setValue} />
          <Field name="Email" label={FieldLabel.Email} value={form.values.Email} required flag={form.flags.Email} type="email" autoComplete="email" disabled={busy} onChange={form.setValue} />
          <Honeypot value={form.honeypot} onChange={form.setHoneypot} />
          <FormStatusLine state={form.state} />
          <button type="submit" className="button button--primary" disabled={busy}>
            {FormText.followArtistLabel}
          </button>
        </form>
      )}
    </Popup>
  );
}
