import { describe, expect, it } from 'vitest';
import { templateEditingNote } from './PageRootNode';

describe('what the canvas says while a template is open', () => {
  it('names the template and the item it is shown with', () => {
    expect(templateEditingNote('inventory', 'Harbour at Dusk')).toBe('The artwork page template: every artwork page is drawn with these blocks. Shown here with “Harbour at Dusk”.');
    expect(templateEditingNote('show', null)).toBe('The exhibition page template: every exhibition page is drawn with these blocks.');
  });

  it('says the artwork modal draws what a list opens over its page', () => {
    expect(templateEditingNote('modal', 'Harbour at Dusk')).toBe('The artwork modal template: every artwork a list opens over its page is drawn with these blocks. Shown here with “Harbour at Dusk”.');
  });

  it('says where each artwork cell template draws its works', () => {
    expect(templateEditingNote('inventoryGridCell', 'Harbour at Dusk')).toBe(
      'The artwork cell: grid template: every artwork in a list’s grid, list and horizontal masonry layouts, and in an exhibition’s or an artist’s works, is drawn with these parts, each one link to the work’s page. Shown here with “Harbour at Dusk”.',
    );
    expect(templateEditingNote('blogCell', null)).toBe('The blog post cell template: every blog post in a list, whatever its layout, is drawn with these parts, its title the link to the post.');
    expect(templateEditingNote('showParallaxCell', 'Light on Water')).toBe(
      'The exhibition cell: parallax template: every exhibition in a list’s parallax is drawn with these parts, each one link to the exhibition’s page. Shown here with “Light on Water”.',
    );
    expect(templateEditingNote('inventorySlideshowCell', null)).toBe('The artwork cell: slideshow template: every artwork in a list’s slideshow is drawn with these parts, each one link to the work’s page.');
  });

  it('names the words the search results page is shown with', () => {
    expect(templateEditingNote('search', 'Mary Cassatt')).toBe('The search results page template: every search is shown with these blocks. Shown here with the results for “Mary Cassatt”.');
    expect(templateEditingNote('search', null)).toBe('The search results page template: every search is shown with these blocks.');
  });
});
