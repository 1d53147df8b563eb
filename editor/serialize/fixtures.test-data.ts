import type { Block } from '../../schema';

/** Blocks as the editor saves them, one per starter type and a deep mixed tree. */
export const textBlock: Block = {
  id: 'txt1',
  type: 'text',
  config: { text: 'Spring show opens 12 May\nAll welcome', variant: 'heading2', align: 'center' },
};

export const imageBlock: Block = {
  id: 'img1',
  type: 'image',
  config: { image: { id: 41, extension: 'jpg', width: 1600, height: 1200 }, altText: 'A blue field', fit: 'fit' },
};

export const emptyImageBlock: Block = {
  id: 'img2',
  type: 'image',
  config: { image: null, altText: '', fit: 'fill' },
};

export const inventoryListBlock: Block = {
  id: 'inv1',
  type: 'inventory-list',
  config: { title: 'Available works', columns: 3, maxLimit: 12, order: 3, dir: 'desc', status: 5, artistId: null },
};

export const columnsBlock: Block = {
  id: 'cols1',
  type: 'columns',
  config: { columnCount: 3, gap: 16 },
  blocks: [
    { id: 'col1', type: 'column', config: {}, blocks: [{ ...textBlock, id: 'txt-in-col' }, { ...emptyImageBlock, id: 'img-in-col' }] },
    { id: 'col2', type: 'column', config: {}, blocks: [] },
    { id: 'col3', type: 'column', config: {}, blocks: [{ ...imageBlock, id: 'img-in-col3' }] },
  ],
};

export const hoverBlock: Block = {
  id: 'hov1',
  type: 'hover-content',
  config: { builderState: 'hover' },
  blocks: [
    { id: 'layer-d', type: 'hover-layer', config: { state: 'default' }, blocks: [{ ...imageBlock, id: 'img-default' }] },
    { id: 'layer-h', type: 'hover-layer', config: { state: 'hover' }, blocks: [{ ...textBlock, id: 'txt-hover' }] },
  ],
};

/** Columns inside hover is not allowed, so the deep tree nests hover content inside a column instead. */
export const deepMixedTree: Block[] = [
  { ...textBlock, id: 'top-text' },
  {
    id: 'outer-cols',
    type: 'columns',
    config: { columnCount: 2, gap: 0 },
    blocks: [
      {
        id: 'outer-col-a',
        type: 'column',
        config: {},
        blocks: [
          {
            id: 'nested-hover',
            type: 'hover-content',
            config: { builderState: 'default' },
            blocks: [
              { id: 'nh-d', type: 'hover-layer', config: { state: 'default' }, blocks: [{ ...emptyImageBlock, id: 'nh-img' }] },
              { id: 'nh-h', type: 'hover-layer', config: { state: 'hover' }, blocks: [{ ...textBlock, id: 'nh-t1' }, { ...textBlock, id: 'nh-t2', config: { text: 'Second', variant: 'paragraph', align: 'left' } }] },
            ],
          },
          {
            id: 'inner-cols',
            type: 'columns',
            config: { columnCount: 1, gap: 8 },
            blocks: [{ id: 'inner-col', type: 'column', config: {}, blocks: [{ ...textBlock, id: 'deepest' }] }],
          },
        ],
      },
      { id: 'outer-col-b', type: 'column', config: {}, blocks: [{ ...imageBlock, id: 'col-b-img' }] },
    ],
  },
  { ...inventoryListBlock, id: 'bottom-list' },
  { id: 'mystery', type: 'tabs-from-the-future', config: { tabs: [1, 2], nested: { a: null } }, blocks: [{ id: 'm-child', type: 'text', config: { text: 'x' } }] },
];
