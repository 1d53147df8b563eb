import { useNode, type UserComponent } from '@craftjs/core';
import type { ReactNode } from 'react';
import { Children } from 'react';
import { PAGE_ROOT } from '../../schema';
import { canvasRules } from './rules';

export const PAGE_EMPTY_HINT = 'Drag blocks here from the left, or select one there and press Enter.';

/** The page body canvas (Craft's ROOT). It takes drops anywhere on the page, so it fills the frame. */
export const PageRootNode: UserComponent<{ children?: ReactNode }> = ({ children }) => {
  const {
    connectors: { connect },
  } = useNode();
  return (
    <div
      ref={(el) => {
        if (el) connect(el);
      }}
      className="site-main page-body cb-canvas cb-page-root"
      data-testid="canvas-root"
    >
      {Children.count(children) > 0 ? children : <p className="cb-empty-hint">{PAGE_EMPTY_HINT}</p>}
    </div>
  );
};
PageRootNode.displayName = 'PageRootNode';
PageRootNode.craft = { displayName: 'Page', isCanvas: true, rules: canvasRules(PAGE_ROOT) };
