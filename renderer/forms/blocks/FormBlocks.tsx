import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { artistSignupConfigSchema, contactFormConfigSchema, signupButtonsConfigSchema, subscribeFormConfigSchema } from '../../../schema/block-configs/forms-schema';
import { BuilderHint } from '../../blocks/BuilderHint';
import type { BlockProps } from '../../blocks/types';
import { Island } from '../../islands/Island';
import { useDetail } from '../../pages/detail/context';
import { useLinkParams, useSite } from '../../site/context';
import { FORMS_CSS, FORMS_STYLE_ATTRIBUTE } from '../styles';
import { ContactPanel } from './ContactPanel';
import { formMessages } from './messages';
import { FormsPanelText } from './texts';

/** The forms' styles in the page itself, so a form is laid out on first paint (popups add them when opened). */
export function FormsStyle() {
  return <style {...{ [FORMS_STYLE_ATTRIBUTE]: '' }}>{FORMS_CSS}</style>;
}

const inert = (mode: BlockProps['mode']) => (mode === 'builder' ? { inert: true } : {});

/** For visitors, the words of the form's message blocks, for its island; the builder draws the blocks themselves. */
export function messagesProp(mode: BlockProps['mode'], blocks: BlockProps['blocks']) {
  if (mode === 'builder') return {};
  const messages = formMessages(blocks);
  return Object.keys(messages).length ? { messages } : {};
}

/** In the builder, under the form: its message blocks, or where to drop them. */
export function FormMessagesArea({ mode, children }: { mode: BlockProps['mode']; children?: ReactNode }) {
  if (mode !== 'builder') return null;
  return <div className="form-block__messages">{children ?? <BuilderHint>{FormsPanelText.messagesHint}</BuilderHint>}</div>;
}

/** The contact form, with the site's address, hours and map beside it when the owner asks. */
export function ContactFormBlock({ config, mode, blocks, children }: BlockProps<z.infer<typeof contactFormConfigSchema>>) {
  const site = useSite();
  const panel = config.showPanel ? <ContactPanel config={site.config} /> : null;
  return (
    <section className={panel ? 'form-block form-block--panel' : 'form-block'} aria-label={config.title || undefined}>
      <FormsStyle />
      <div className="visitor-form">
        {config.title && <h2>{config.title}</h2>}
        <Island name="ContactForm" props={{ sub: site.subdomain, requirePhone: config.requirePhone, requireAddress: config.requireAddress, ...messagesProp(mode, blocks), ...inert(mode) }} />
        <FormMessagesArea mode={mode}>{children}</FormMessagesArea>
      </div>
      {panel}
    </section>
  );
}

/** The mailing list's form. */
export function SubscribeFormBlock({ config, mode, blocks, children }: BlockProps<z.infer<typeof subscribeFormConfigSchema>>) {
  const site = useSite();
  return (
    <section className="form-block" aria-label={config.title || undefined}>
      <FormsStyle />
      <div className="visitor-form">
        {config.title && <h2>{config.title}</h2>}
        {config.text && <p>{config.text}</p>}
        <Island name="SubscribeForm" props={{ sub: site.subdomain, showName: config.showName, showPhone: config.showPhone, ...messagesProp(mode, blocks), ...inert(mode) }} />
        <FormMessagesArea mode={mode}>{children}</FormMessagesArea>
      </div>
    </section>
  );
}

/** SUBSCRIBE, opening the newsletter popup. */
export function SignupButtonsBlock({ config, mode }: BlockProps<z.infer<typeof signupButtonsConfigSchema>>) {
  const site = useSite();
  return <Island name="SignupButtons" props={{ sub: site.subdomain, align: config.align, ...inert(mode) }} />;
}

/**
 * Follow Artist: the artist chosen in the block, else the artist whose page it is on, unless that page
 * shows another site's artist (dataSub): a follow names this site, which has no such artist.
 */
export function ArtistSignupBlock({ config, mode }: BlockProps<z.infer<typeof artistSignupConfigSchema>>) {
  const site = useSite();
  const route = useDetail('artist');
  const elsewhere = Boolean(useLinkParams().dataSub);
  const fromPage = route && !elsewhere ? { artistId: route.artist.artistId, name: route.artist.name } : null;
  const artist = config.artistId !== null && route?.artist.artistId !== config.artistId ? { artistId: config.artistId, name: '' } : fromPage;
  if (!artist) return mode === 'builder' ? <BuilderHint>{FormsPanelText.followWhom}</BuilderHint> : null;
  return <Island name="FollowArtist" props={{ sub: site.subdomain, artist, ...inert(mode) }} />;
}
