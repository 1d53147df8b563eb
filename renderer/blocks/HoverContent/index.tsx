import type { HoverContentConfig } from '../../../schema/catalogue';
import type { BlockProps } from '../types';

/**
 * Two stacked layers. Visitors see the hover layer fade in (400 ms) on :hover and :focus-within;
 * in the builder, the owner's state selector decides which layer is shown, so both can be edited.
 */
export function HoverContentBlock({ config, mode, children }: BlockProps<HoverContentConfig>) {
  if (mode === 'builder') {
    return (
      <div className="block-hover-content block-hover-content--builder" data-builder-state={config.builderState ?? 'default'}>
        {children}
      </div>
    );
  }
  return <div className="block-hover-content block-hover-content--visitor">{children}</div>;
}

export default HoverContentBlock;
