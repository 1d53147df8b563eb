import { Children } from 'react';
import { BuilderText } from '../../texts';
import type { BlockProps } from '../types';

/**
 * One column slot. In the builder it keeps padding so blocks can be dropped into it (a drop within 10px
 * of a canvas edge lands in the parent), and shows a dashed outline and hint there while empty.
 */
export function ColumnBlock({ mode, children }: BlockProps) {
  const isEmpty = Children.toArray(children).length === 0;
  if (mode === 'builder' && isEmpty) {
    return (
      <div className="block-column block-column--empty">
        <p className="builder-hint">{BuilderText.emptyColumn}</p>
      </div>
    );
  }
  // For visitors the column adds no space at its sides, so its words line up with the page's.
  return <div className={mode === 'visitor' ? 'block-column block-column--visitor' : 'block-column'}>{children}</div>;
}

export default ColumnBlock;
