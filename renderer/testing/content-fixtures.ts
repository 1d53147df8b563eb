import type { Artist } from '../../schema/api/content';
import type { Blog, Show } from '../../schema/api/lists';

/** Test data builders for the content detail pages: realistic defaults, overridden per test. */

export function artistFixture(overrides: Partial<Artist> = {}): Artist {
  return {
    artistId: 7,
    id: 7,
    name: 'Mary Cassatt',
    lifespan: '1844–1926',
    country: 'American',
    address: { country: null, state: null },
    bio: 'American, 1844–1926',
    biography: '<p>Painter of <em>light</em> &amp; family.</p>',
    curriculumVitae: null,
    url: 'https://cassatt.example',
    cover: { id: 31, extension: 'jpg', width: 1600, height: 900, imageAlt: '' },
    profile: null,
    tags: [],
    ...overrides,
  };
}

export function showFixture(overrides: Partial<Show> = {}): Show {
  return {
    showId: 4,
    id: 4,
    title: 'Harbour Light',
    date: 'March 3 – April 20, 2024',
    startDate: '2024-03-03',
    endDate: '2024-04-20',
    description: '<p>Twelve paintings of the harbour.</p>',
    openingReception: null,
    image: { id: 41, extension: 'jpg', width: 1600, height: 1000, imageAlt: '' },
    photos: [],
    artists: [{ artistId: 7, name: 'Mary Cassatt', lifespan: null }],
    tags: [],
    ...overrides,
  };
}

export function postFixture(overrides: Partial<Blog> = {}): Blog {
  return {
    blogId: 9,
    id: 9,
    title: 'Now showing: Harbour Light',
    featured: null,
    publishedAt: '2024-03-05T10:00:00.000Z',
    excerpt: 'Our spring exhibition is open.',
    html: '<p>Our spring exhibition is open.</p>',
    link: 'post/9',
    tags: [],
    ...overrides,
  };
}
