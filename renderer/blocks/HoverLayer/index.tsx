import { Children } from 'react';
import type { HoverLayerConfig } from '../../../schema/catalogue';
import { BuilderText } from '../../texts';
import type { BlockProps } from '../types';

/** One state of a hover content block; the parent's stylesheet rules decide when it shows. */
export function HoverLayerBlock({ config, mode, children }: BlockProps<HoverLayerConfig>) {
  const state = config.state === 'hover' ? 'hover' : 'default';
  const isEmpty = Children.toArray(children).length === 0;
  return (
    <div className={`block-hover-layer block-hover-layer--${state}${isEmpty ? ' block-hover-layer--empty' : ''}${mode === 'visitor' ? ' block-hover-layer--visitor' : ''}`}>
      {mode === 'builder' && isEmpty ? <p className="builder-hint">{BuilderText.emptyHoverLayer}</p> : children}
    </div>
  );
}

export default HoverLayerBlock;
