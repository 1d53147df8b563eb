import { FormText } from '../../../schema/api/forms-text';
import type { FormMessages } from '../messages';
import { Popup } from '../Popup';
import { SubscribeFields } from '../SubscribeFields';

/** What a Subscribe Popup block sets; the site settings' popup and SUBSCRIBE take the defaults. */
export interface SubscribePopupWording {
  title?: string;
  text?: string;
  showName?: boolean;
  showPhone?: boolean;
  messages?: FormMessages;
}

/** The subscribe popup (500 px, 'Join Our Newsletter' unless its block says otherwise): the mailing list's form. */
export default function SubscribePopup({
  sub,
  onClosed,
  title = FormText.joinNewsletter,
  text = FormText.newsletterText,
  showName = true,
  showPhone = false,
  messages,
}: { sub: string; onClosed: () => void } & SubscribePopupWording) {
  return (
    <Popup title={title.trim() || FormText.joinNewsletter} width={500} onClosed={onClosed}>
      {text.trim() && <p className="popup__text">{text}</p>}
      <SubscribeFields sub={sub} showName={showName} showPhone={showPhone} messages={messages} autoFocus />
    </Popup>
  );
}
