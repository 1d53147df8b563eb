import { useId } from 'react';
import { COOKIE_NOTICE_POSITION_LABELS, COOKIE_NOTICE_POSITIONS, POPUP_DELAY_CAP_MS, POPUP_DELAY_MAX_MS, type SiteConfig } from '../../../schema';
import { cookieNoticePosition } from '../../../schema/popups';
import { NumberInput, Select } from '../fields';

const POSITION_OPTIONS = COOKIE_NOTICE_POSITIONS.map((value) => ({ value, label: COOKIE_NOTICE_POSITION_LABELS[value] }));

/**
 * The newsletter (subscribe) popup's delay, edited in whole seconds and stored in milliseconds (blank:
 * no popup), and where the cookie notice sits on visitors' screens. A Subscribe Popup block sets a
 * page's own popup (its words too), so the panel points to it.
 */
export function PopupSettings({ site, update }: { site: SiteConfig; update: (patch: Partial<SiteConfig>) => void }) {
  const id = useId();
  const delay = site.popupDelay ?? null;
  const cap = POPUP_DELAY_CAP_MS / 1000;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Popups and notices</h3>
      <NumberInput
        label="Newsletter popup delay (seconds)"
        hint={`Leave empty for no popup. The wait is capped at ${cap} seconds: a longer delay still shows the popup after ${cap}.`}
        value={delay === null ? null : Math.round(delay / 1000)}
        min={0}
        max={POPUP_DELAY_MAX_MS / 1000}
        allowBlank
        onChange={(seconds) => update({ popupDelay: seconds === null ? null : seconds * 1000 })}
      />
      <p className="ed-panel-hint">
        To word the popup yourself, add a Subscribe Popup block to a page, or to the footer for every page: where one is, it replaces this one.
      </p>
      <Select label="Cookie notice position" value={cookieNoticePosition(site)} options={POSITION_OPTIONS} onChange={(cookieNoticePosition) => update({ cookieNoticePosition })} />
    </section>
  );
}
