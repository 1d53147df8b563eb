import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FORM_CATALOGUE } from '../../../schema/block-configs/forms-schema';
import type { Block } from '../../../schema/document';
import { renderBlocks } from '../../blocks/registry';
import type { RenderMode } from '../../blocks/types';
import { SiteRenderContext } from '../../site/context';
import { site } from '../../testing/fixtures';

function render(blocks: Block[], mode: RenderMode, config = {}): string {
  return renderToString(
    <SiteRenderContext.Provider value={{ site: site({ config: { company: 'Harbour Gallery', layout: 'classic', colors: {}, ...config } }), linkParams: {} }}>{renderBlocks(blocks, mode)}</SiteRenderContext.Provider>,
  );
}

const block = (type: keyof typeof FORM_CATALOGUE, config: Record<string, unknown> = {}): Block => ({ id: type, type, config: { ...FORM_CATALOGUE[type].defaultConfig, ...config } });

/** The island's props as the page carries them. */
function islandProps(html: string, name: string): Record<string, unknown> {
  const match = new RegExp(`data-island="${name}" data-props="([^"]*)"`).exec(html);
  if (!match) throw new Error(`no ${name} island`);
  return JSON.parse(match[1].replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
}

describe('the form blocks', () => {
  it('are live islands for visitors and inert in the builder', () => {
    for (const [type, island] of [
      ['contact-form', 'ContactForm'],
      ['subscribe-form', 'SubscribeForm'],
      ['signup-buttons', 'SignupButtons'],
    ] as const) {
      expect(islandProps(render([block(type)], 'visitor'), island).inert, type).toBeUndefined();
      expect(islandProps(render([block(type)], 'builder'), island).inert, type).toBe(true);
    }
  });

  it('draw the contact form’s panel from the site’s address and hours only when asked', () => {
    const settings = { addressLineOne: '12 Harbour Street', city: 'Portland', hours: [{ days: 'Tue–Sat', hours: '10–6' }] };
    const html = render([block('contact-form', { showPanel: true, title: 'Write to us' })], 'visitor', settings);
    expect(html).toContain('12 Harbour Street');
    expect(html).toContain('Tue–Sat');
    expect(html).toContain('https://www.openstreetmap.org/search?query=12%20Harbour%20Street%2C%20Portland');
    expect(render([block('contact-form')], 'visitor', settings)).not.toContain('12 Harbour Street');
  });

  it('draw SEND MESSAGE and SUBSCRIBE disabled in the server’s page, so nothing is sent before the browser takes over', () => {
    expect(render([block('contact-form')], 'visitor')).toMatch(/<button type="submit" class="button button--primary" disabled="">SEND MESSAGE<\/button>/);
    expect(render([block('subscribe-form')], 'visitor')).toMatch(/disabled="">SUBSCRIBE<\/button>/);
  });

  it('leave the artist signup out off an artist page unless an artist is chosen; the builder says why', () => {
    expect(render([block('artist-signup')], 'visitor')).toBe('');
    expect(render([block('artist-signup')], 'builder')).toContain('Follow an artist');
    expect(islandProps(render([block('artist-signup', { artistId: 12 })], 'visitor'), 'FollowArtist').artist).toEqual({ artistId: 12, name: '' });
  });
});
