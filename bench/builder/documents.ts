import type { Block, SiteDocument } from '../../schema';
import { catalogueEntry } from '../../schema/catalogue';

/**
 * The pages the builder bench opens, and the HTTP calls that put them in the owner's draft.
 * Block ids are `bench-1` … (unique in the whole document, whose other pages use `b-…`).
 * Text blocks read `Block 1` … `Block T` in document order, T = the number of text blocks, because the
 * probe finds block #i by position and expects its text to be `Block i`.
 */
export const OWNER_EMAIL = 'owner@demo.localhost';
export const OWNER_PASSWORD = 'process-owner-password';

export interface BenchPage {
  variant: 'flat' | 'nested';
  blocks: Block[];
  /** Every block, containers and slots included. */
  blockCount: number;
  /** Text blocks only: the probe's N. */
  textCount: number;
}

function maker() {
  let id = 0;
  let text = 0;
  const block = (type: string, config: Record<string, unknown>, blocks?: Block[]): Block => ({ id: `bench-${++id}`, type, config, ...(blocks ? { blocks } : {}) });
  return {
    block,
    text: () => block('text', { text: `Block ${++text}`, variant: 'paragraph', align: 'left' }),
    count: () => ({ blockCount: id, textCount: text }),
  };
}

/** N text blocks in the page, nothing else. */
export function flatPage(n: number): BenchPage {
  const m = maker();
  const blocks = Array.from({ length: n }, () => m.text());
  return { variant: 'flat', blocks, ...m.count() };
}

/**
 * The kinds issue 19 added, in three sets of 9 blocks with no text among them (a section's texts stay
 * where the probe expects them): media and layout containers with a block inside, the site blocks, and
 * the fixed parts of the site made blocks (a contact form holding its messages, the subscribe popup).
 */
function kindSets(m: ReturnType<typeof maker>): Array<() => Block[]> {
  const kind = (type: string, blocks?: Block[]) => m.block(type, structuredClone(catalogueEntry(type)!.defaultConfig) as Record<string, unknown>, blocks);
  const image = () => m.block('image', { image: null, altText: '', fit: 'fill' });
  return [
    () => [kind('video'), kind('button'), kind('accordion', [kind('button')]), kind('tabs', [kind('tab', [image()]), kind('tab', [kind('button')])])],
    () => [kind('social-icons'), kind('slider', [image()]), kind('slideshow', [image()]), kind('map'), kind('embed'), kind('page-title'), kind('address')],
    () => [
      kind('hours'),
      kind('artist-name-button'),
      kind('search'),
      kind('cookie-policy-button'),
      kind('contact-form', [kind('success-message'), kind('error-message')]),
      kind('subscribe-popup', [kind('success-message')]),
    ],
    () => [kind('custom-html'), kind('image-gallery'), kind('parallax', [kind('button')]), kind('scroll-fade', [kind('button')]), kind('page-header'), kind('social-links'), kind('close-button')],
    () => [kind('not-found'), kind('checkbox'), kind('video'), kind('button'), kind('embed'), kind('address'), kind('hours'), kind('page-title'), kind('map')],
  ];
}

/**
 * About N blocks in all, nested: sections of 15 blocks with 6 texts each, two plain text blocks at the
 * top, in the middle and at the end. Every other section is the first blocks' (columns with two columns
 * of text, image, text; hover content with a text in each layer; an inventory list), the others hold
 * the kinds issue 19 added in turn (kindSets, five sets that between them hold every kind the page may
 * hold: 9 blocks between 6 top-level texts). Blocks #2 and #T/2
 * are then top-level text blocks that can be seen, so the drag step moves #2 from the top of the page
 * to after #T/2 in the page itself, past nested sections.
 */
export function nestedPage(n: number): BenchPage {
  const m = maker();
  const image = () => m.block('image', { image: null, altText: '', fit: 'fill' });
  const firstKinds = (): Block[] => [
    m.block('columns', { columnCount: 2, gap: 24 }, [
      m.block('column', {}, [m.text(), image(), m.text()]),
      m.block('column', {}, [m.text(), image(), m.text()]),
    ]),
    m.block('hover-content', { builderState: 'default' }, [
      m.block('hover-layer', { state: 'default' }, [m.text()]),
      m.block('hover-layer', { state: 'hover' }, [m.text()]),
    ]),
    m.block('inventory-list', { title: '', columns: 3, maxLimit: 6, order: 0, dir: 'asc', status: 0, artistId: null }),
  ];
  const sets = kindSets(m);
  const newKinds = (set: number): Block[] => {
    const [a, b, c] = [m.text(), m.text(), m.text()];
    const kinds = sets[set % sets.length]();
    const [d, e, f] = [m.text(), m.text(), m.text()];
    return [a, b, ...kinds.slice(0, 2), c, d, ...kinds.slice(2), e, f];
  };
  let made = 0;
  const section = (): Block[] => {
    const k = made++;
    return k % 2 === 0 ? firstKinds() : newKinds((k - 1) / 2);
  };
  // 6 top-level text blocks and 2 × half sections of 15 blocks (6 texts each): T = 6 + 12·half, T/2 = 3 + 6·half.
  const half = Math.max(1, Math.round((n - 6) / 30));
  const sections = () => Array.from({ length: half }, section).flat();
  const blocks = [m.text(), m.text(), ...sections(), m.text(), m.text(), ...sections(), m.text(), m.text()];
  return { variant: 'nested', blocks, ...m.count() };
}

/** Signs the demo owner in; returns the `sid` cookie's value. */
export async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: OWNER_EMAIL, password: OWNER_PASSWORD }),
  });
  const sid = /(?:^|[;,]\s*)sid=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
  if (!res.ok || !sid) throw new Error(`sign-in answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return sid;
}

/** Replaces the home page's blocks in the draft. Resolves null when saved, else why not (e.g. 422 over the cap). */
export async function putHomePage(url: string, sid: string, page: BenchPage): Promise<string | null> {
  const headers = { cookie: `sid=${sid}`, 'content-type': 'application/json' };
  const got = await fetch(`${url}/api/editor/document`, { headers });
  if (!got.ok) return `GET /api/editor/document answered ${got.status}`;
  const { document } = (await got.json()) as { document: SiteDocument };
  const home = document.pages.find((p) => p.slug === '');
  if (!home) return 'the draft has no home page';
  home.blocks = page.blocks;
  const put = await fetch(`${url}/api/editor/document`, { method: 'PUT', headers, body: JSON.stringify({ document }) });
  if (put.ok) {
    await put.arrayBuffer();
    return null;
  }
  const body = await put.text();
  let detail = body.slice(0, 300);
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string; issues?: { path: string; message: string }[] } };
    const issue = parsed.error?.issues?.[0];
    detail = `${parsed.error?.message ?? ''}${issue ? ` (${issue.path}: ${issue.message})` : ''}`.slice(0, 300);
  } catch {
    // not JSON: keep the text
  }
  return `the server refused the page (${put.status}): ${detail}`;
}
