import type { Artist } from '../../schema/api/content';
import type { Blog, PublicMediaItem, Representative, Show } from '../../schema/api/lists';

/** Test data builders for the content lists: realistic defaults, overridden per test. */

const picture = (id: number, width = 1200, height = 900) => ({ id, extension: 'jpg', width, height, imageAlt: '' });

export function artist(overrides: Partial<Artist> = {}): Artist {
  const id = overrides.artistId ?? 7;
  return {
    artistId: id,
    id,
    name: 'Mary Cassatt',
    lifespan: '1844–1926',
    country: 'American',
    address: { country: null, state: null },
    bio: 'American, 1844–1926',
    biography: '<p>A long biography that lists never carry.</p>',
    curriculumVitae: null,
    url: null,
    cover: picture(9100 + id),
    profile: null,
    tags: ['impressionism'],
    ...overrides,
  };
}

export function show(overrides: Partial<Show> = {}): Show {
  const id = overrides.showId ?? 3;
  return {
    showId: id,
    id,
    title: 'Light on Water',
    date: 'March 3 – April 20, 2024',
    startDate: '2024-03-03',
    endDate: '2024-04-20',
    description: '<p>An exhibition of harbour paintings.</p>',
    openingReception: null,
    image: picture(9200 + id, 1600, 1000),
    photos: [picture(9300 + id)],
    artists: [],
    tags: [],
    ...overrides,
  };
}

export function blog(overrides: Partial<Blog> = {}): Blog {
  const id = overrides.blogId ?? 5;
  return {
    blogId: id,
    id,
    title: 'Notes from the Studio',
    featured: picture(9400 + id),
    publishedAt: '2024-03-05T10:00:00.000Z',
    excerpt: 'A morning with the new canvases.',
    html: '<p>The whole post, which lists never carry.</p>',
    link: `post/${id}`,
    tags: [],
    ...overrides,
  };
}

export function media(overrides: Partial<PublicMediaItem> = {}): PublicMediaItem {
  return { ...picture(9500, 800, 1200), title: 'Installation view', caption: 'The east room', artistId: null, inventoryId: null, tags: [], ...overrides };
}

export function representative(overrides: Partial<Representative> = {}): Representative {
  const id = overrides.representativeId ?? 1;
  return {
    representativeId: id,
    id,
    company: 'Harbour Gallery Paris',
    addressLineOne: '12 Rue de Seine',
    addressLineTwo: null,
    city: 'Paris',
    state: null,
    zip: '75006',
    country: 'France',
    phone: '+33 1 23 45 67 89',
    website: 'harbour.example/paris',
    image: null,
    ...overrides,
  };
}
