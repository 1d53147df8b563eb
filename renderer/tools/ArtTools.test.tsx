import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { edition, item } from '../testing/fixtures';
import { ArtToolButtons } from './ArtToolButtons';

function islandProps(html: string): Record<string, unknown> {
  const json = /data-props="([^"]*)"/.exec(html)?.[1] ?? '';
  return JSON.parse(json.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as Record<string, unknown>;
}

describe('the art page’s image tools', () => {
  it('are an island with ZOOM and VIEW IN A ROOM, carrying the first picture and the piece’s size', () => {
    const html = renderToString(<ArtToolButtons item={item()} mode="visitor" />);
    expect(html).toContain('data-island="ArtTools"');
    expect(html).toMatch(/<button type="button" class="button button--secondary" aria-haspopup="dialog">ZOOM<\/button>/);
    expect(html).toContain('>VIEW IN A ROOM</button>');
    expect(islandProps(html)).toEqual({
      title: 'Harbour at Dusk',
      image: { id: 9001, extension: 'jpg', width: 1600, height: 1200, alt: '' },
      piece: { width: 24, height: 30, depth: null, unit: 0 },
    });
  });

  it('leave the virtual install out for a gif, a deep piece or other inventory, and keep ZOOM', () => {
    const gif = item({ images: [{ id: 1, extension: 'gif', width: 10, height: 10, imageAlt: '' }] });
    const deep = item({ editions: [edition({ dimensions: { width: 50, height: 80, depth: 53, metric: 1, formatted: '' } })] });
    const chair = item({ type: 6 });
    for (const work of [gif, deep, chair]) {
      const html = renderToString(<ArtToolButtons item={work} mode="visitor" />);
      expect(html).toContain('>ZOOM</button>');
      expect(html).not.toContain('VIEW IN A ROOM');
      expect(islandProps(html).piece).toBeNull();
    }
  });

  it('show nothing for a work without pictures, and open nothing in the builder', () => {
    expect(renderToString(<ArtToolButtons item={item({ images: [] })} mode="visitor" />)).toBe('');
    expect(islandProps(renderToString(<ArtToolButtons item={item()} mode="builder" />)).inert).toBe(true);
  });
});
