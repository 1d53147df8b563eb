import type { CSSProperties } from 'react';
import type { ColumnsConfig } from '../../../schema/catalogue';
import type { BlockProps } from '../types';

/** Equal columns on a CSS grid; the stylesheet stacks them below 768px. Children are the Column slots. */
export function ColumnsBlock({ config, children }: BlockProps<ColumnsConfig>) {
  const style = { '--columns': String(config.columnCount), '--gap': `${config.gap}px` } as CSSProperties;
  return (
    <div className="block-columns" style={style}>
      {children}
    </div>
  );
}

export default ColumnsBlock;
