import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormText } from '../../../schema/api/forms-text';
import { FormBlockType } from '../../../schema/block-configs/forms';
import { FORM_CATALOGUE } from '../../../schema/block-configs/forms-schema';
import type { Block } from '../../../schema/document';
import { renderBlocks } from '../../blocks/registry';
import type { RenderMode } from '../../blocks/types';
import { renderSiteHtml } from '../../ssr';
import { SiteRenderContext } from '../../site/context';
import { page, renderRequest, site } from '../../testing/fixtures';
import { FormStatusLine, SuccessMessage } from '../FormStatus';
import { INITIAL_FORM_STATE } from '../state';
import { FormsPanelText } from './texts';

/** A form's Success Message and Error Message blocks, and the Subscribe Popup block, for visitors and in the builder. */

function render(blocks: Block[], mode: RenderMode, subdomain = 'demo'): string {
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ subdomain, config: { company: 'Harbour Gallery', layout: 'classic', colors: {} } }), linkParams: {} }}>{renderBlocks(blocks, mode)}</SiteRenderContext.Provider>,
  );
}

const block = (id: string, type: keyof typeof FORM_CATALOGUE, config: Record<string, unknown> = {}, blocks?: Block[]): Block => ({
  id,
  type,
  config: { ...FORM_CATALOGUE[type].defaultConfig, ...config },
  ...(blocks ? { blocks } : {}),
});

function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} island`);
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

const success = block('ok', FormBlockType.SuccessMessage, { text: 'We will write back within a day.', align: 'center', textColor: 'accent' });
const error = block('ko', FormBlockType.ErrorMessage);

describe('a form’s messages', () => {
  it('are given to the form’s island for visitors, and draw nothing themselves', () => {
    const html = render([block('form', FormBlockType.ContactForm, {}, [success, error])], 'visitor');
    expect(islandProps(html, 'ContactForm').messages).toEqual({
      success: { text: 'We will write back within a day.', align: 'center', textColor: 'accent' },
      error: { text: FormText.submitError, align: 'left' },
    });
    expect(html).not.toContain(FormsPanelText.successWhen);
    expect(islandProps(render([block('form', FormBlockType.SubscribeForm, {}, [error])], 'visitor'), 'SubscribeForm').messages).toEqual({ error: { text: FormText.submitError, align: 'left' } });
    expect(islandProps(render([block('form', FormBlockType.ContactForm)], 'visitor'), 'ContactForm').messages).toBeUndefined();
  });

  it('show under the inert form in the builder, saying when each is said; an empty form says where they go', () => {
    const html = render([block('form', FormBlockType.ContactForm, {}, [success, error])], 'builder');
    expect(islandProps(html, 'ContactForm')).toMatchObject({ inert: true });
    expect(islandProps(html, 'ContactForm').messages).toBeUndefined();
    expect(html).toContain(FormsPanelText.successWhen);
    expect(html).toContain('We will write back within a day.');
    expect(html).toContain(FormsPanelText.errorWhen);
    expect(render([block('form', FormBlockType.ContactForm)], 'builder')).toContain('Drop a Success Message or an Error Message here');
  });

  it('word the form’s success and its general failure, but not the bot check’s own messages', () => {
    const thanks = renderToString(<SuccessMessage text={FormText.submitted} message={{ text: 'We will write back within a day.', align: 'center', textColor: 'accent' }} />);
    expect(thanks).toMatch(/role="status" class="form-status text-align-center block-box[^"]*" style="color:var\(--accent\)[^"]*"/);
    expect(thanks).toContain('>We will write back within a day.</p>');
    expect(renderToString(<SuccessMessage text={FormText.subscribed} message={{ text: '  ' }} />)).toContain(`>${FormText.subscribed}</p>`);

    const mine = { text: 'Sorry, that did not go through.', align: 'right' as const };
    const failed = renderToString(<FormStatusLine state={{ ...INITIAL_FORM_STATE, error: FormText.submitError }} errorMessage={mine} />);
    expect(failed).toContain('role="alert" class="form-error text-align-right">Sorry, that did not go through.</p>');
    const expired = renderToString(<FormStatusLine state={{ ...INITIAL_FORM_STATE, error: FormText.verificationExpired }} errorMessage={mine} />);
    expect(expired).toContain(`class="form-error">${FormText.verificationExpired}</p>`);
  });
});

describe('the subscribe popup block', () => {
  const popup = block('popup', FormBlockType.SubscribePopup, { title: 'Studio news', text: 'Twice a year.', showPhone: true, popupDelay: 1200 }, [success]);

  it('times the site’s popup for visitors with its own words and messages', () => {
    expect(islandProps(render([popup], 'visitor'), 'SubscribePopup')).toEqual({
      sub: 'demo',
      wait: 1200,
      title: 'Studio news',
      text: 'Twice a year.',
      showName: true,
      showPhone: true,
      messages: { success: { text: 'We will write back within a day.', align: 'center', textColor: 'accent' } },
    });
    expect(render([popup], 'visitor', '')).toBe('');
  });

  it('is a still of the popup in the builder, its form inert, its timer never started', () => {
    const html = render([popup], 'builder');
    expect(html).not.toContain('data-island="SubscribePopup"');
    expect(html).toContain(FormsPanelText.popupWhen(1200));
    expect(html).toContain('<h2>Studio news</h2>');
    expect(html).toMatch(/<button type="submit" class="button button--primary" disabled="">SUBSCRIBE<\/button>/);
  });

  it('replaces the site settings’ popup on the pages that hold it, and no others', () => {
    const request = (blocks: Block[]) => {
      const base = renderRequest({ kind: 'page', page: page(blocks) });
      return { ...base, site: { ...base.site, config: { ...base.site.config, popupDelay: 3000 } } };
    };
    const islands = (html: string) => [...html.matchAll(/data-island="SubscribePopup" data-props="([^"]*)"/g)].map((m) => JSON.parse(m[1].replace(/&quot;/g, '"')).title ?? 'site');
    expect(islands(renderSiteHtml(request([popup])).html)).toEqual(['Studio news']);
    expect(islands(renderSiteHtml(request([])).html)).toEqual(['site']);
  });
});
