import { describe, expect, it } from 'vitest';
import type { Block } from '../../schema';
import { MORE_CATALOGUE } from '../../schema/block-configs/entries';
import { BlockType } from '../../schema/block-types';
import { catalogueEntry } from '../../schema/catalogue';
import { detailKindOf } from '../../schema/detail-blocks';
import { validateDocument } from '../../schema/document';
import { createBlock } from './new-block';
import { fromCraft } from './from-craft';
import { toCraft } from './to-craft';

const viaJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;
let n = 0;
const ids = () => `n${++n}`;

/** A block of each kind issue 19 adds, configured past its defaults where it has settings. */
function configured(type: string): Block {
  const block = createBlock(type, ids);
  const set: Record<string, Record<string, unknown>> = {
    [BlockType.Video]: { url: 'https://youtu.be/dQw4w9WgXcQ', autoplay: true, loop: true },
    [BlockType.Embed]: { url: 'https://example.com/widget', frameHeight: 500 },
    [BlockType.CustomHtml]: { code: '<p>Hello</p><script>1</script>' },
    [BlockType.ImageGallery]: { images: [{ id: 3, extension: 'jpg', width: 800, height: 600, alt: 'A room' }], columns: 2 },
    [BlockType.Button]: { text: 'Visit', link: { kind: 'external', url: 'https://example.com/', linkType: 1 }, hoverButtonColor: '#112233' },
    [BlockType.Accordion]: { title: 'Questions', open: true, arrowColor: 'accent' },
    [BlockType.Slider]: { margin: 20, autoplay: true },
    [BlockType.Slideshow]: { transition: 'fadeOut', autoplay: 0 },
    [BlockType.Parallax]: { image: { id: 9, extension: 'png' }, margins: { top: { value: 2, unit: 'rem' } } },
    [BlockType.SocialIcons]: { platforms: ['instagram', 'facebook'] },
    [BlockType.Checkbox]: { label: 'Send me news', name: 'news', required: true },
    [BlockType.ArtistNameButton]: { artistId: 12, align: 'center', hoverButtonColor: '#112233' },
    [BlockType.Search]: { searchIn: 'blogs', maxWidth: { value: 480, unit: 'px' } },
    [BlockType.CookiePolicyButton]: { consent: 'rejected', text: 'No, thank you' },
  };
  Object.assign(block.config, set[type] ?? {});
  if (type === BlockType.Tabs) {
    const tab = createBlock(BlockType.Tab, ids);
    tab.config.name = 'About us';
    tab.blocks = [createBlock(BlockType.Text, ids)];
    block.blocks = [tab, createBlock(BlockType.Tab, ids)];
  } else if (block.blocks) {
    block.blocks = [createBlock(BlockType.Button, ids)];
  }
  return block;
}

const kinds = Object.keys(MORE_CATALOGUE).filter((type) => type !== BlockType.Tab);

describe('the new kinds through the serializer', () => {
  it.each(kinds)('%s goes to Craft and back unchanged, with its config and blocks', (type) => {
    const block = configured(type);
    expect(fromCraft(viaJson(toCraft({ blocks: [block] })))).toStrictEqual([block]);
  });

  it.each(kinds)('%s as configured is valid for its schema and in a saved document', (type) => {
    const block = configured(type);
    expect(catalogueEntry(type)!.config.safeParse(block.config).success).toBe(true);
    // A template's own block (the edition-set tokens) is checked where it lives, in its template.
    if (detailKindOf(type)) return;
    const document = {
      schemaVersion: 1,
      site: { company: 'G', layout: 'classic', colors: {} },
      pages: [{ pageId: 'p', title: 'Home', slug: '', type: 7, showInNavigation: true, isTitleVisible: true, blocks: [block] }],
    };
    const result = validateDocument(document);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it('refuses what the server must refuse: an embed that is not a web address, a script link', () => {
    const embed = configured(BlockType.Embed);
    embed.config.url = 'javascript:alert(1)';
    expect(catalogueEntry(BlockType.Embed)!.config.safeParse(embed.config).success).toBe(false);
    const button = configured(BlockType.Button);
    button.config.link = { kind: 'external', url: 'javascript:alert(1)', linkType: 0 };
    expect(catalogueEntry(BlockType.Button)!.config.safeParse(button.config).success).toBe(false);
  });
});
