import type { z } from 'zod';
import type { subscribePopupConfigSchema } from '../../../schema/block-configs/forms-schema';
import { subscribePopupWait } from '../../../schema/popups';
import type { BlockProps } from '../../blocks/types';
import { Island } from '../../islands/Island';
import { useSite } from '../../site/context';
import { SubscribeFields } from '../SubscribeFields';
import { FormMessagesArea, FormsStyle, messagesProp } from './FormBlocks';
import { FormsPanelText } from './texts';

/**
 * The site's subscribe popup, worded and timed by the owner (storefront spec §4, §9): for visitors the
 * popup's timer (shown after the delay, capped at 5000 ms, while its cookie is unset; then not for 7
 * days); in the builder a still of the popup, its form inert, with its messages under it.
 */
export function SubscribePopupBlock({ config, mode, blocks, children }: BlockProps<z.infer<typeof subscribePopupConfigSchema>>) {
  const site = useSite();
  const wait = subscribePopupWait(config.popupDelay) ?? 0;
  const wording = { title: config.title, text: config.text, showName: config.showName, showPhone: config.showPhone };
  if (mode === 'visitor') return site.subdomain ? <Island name="SubscribePopup" props={{ sub: site.subdomain, wait, ...wording, ...messagesProp(mode, blocks) }} /> : null;
  return (
    <section className="subscribe-popup-preview" aria-label={config.title || undefined}>
      <FormsStyle />
      <p className="form-message-preview__when">{FormsPanelText.popupWhen(wait)}</p>
      <div className="visitor-form subscribe-popup-preview__box">
        {config.title && <h2>{config.title}</h2>}
        {config.text && <p className="popup__text">{config.text}</p>}
        <SubscribeFields sub={site.subdomain} showName={config.showName} showPhone={config.showPhone} inert />
        <FormMessagesArea mode={mode}>{children}</FormMessagesArea>
      </div>
    </section>
  );
}
