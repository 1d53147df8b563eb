import { FormText } from '../../../schema/api/forms-text';
import { Popup } from '../Popup';
import { SubscribeFields } from '../SubscribeFields';
import { FormsUiText } from '../texts';

/** The subscribe popup (500 px, 'Join Our Newsletter'): the mailing list's form. */
export default function SubscribePopup({ sub, onClosed }: { sub: string; onClosed: () => void }) {
  return (
    <Popup title={FormText.joinNewsletter} width={500} onClosed={onClosed}>
      <p className="popup__text">{FormsUiText.newsletterText}</p>
      <SubscribeFields sub={sub} showName showPhone={false} autoFocus />
    </Popup>
  );
}
