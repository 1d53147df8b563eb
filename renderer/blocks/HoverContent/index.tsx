import type { HoverContentConfig } from '../../../schema/catalogue';
import { BlockText } from '../block-texts';
import type { BlockProps } from '../types';

/**
 * Two stacked layers. Visitors see the hover layer fade in (400 ms) on :hover and :focus-within; the
 * block takes the focus itself, so a keyboard reveals it too, and says so in its name, while a small
 * mark in its corner shows that there is more. In the builder, the owner's state selector decides which
 * layer is shown, so both can be edited, and a label says which state this is.
 */
export function HoverContentBlock({ config, mode, children }: BlockProps<HoverContentConfig>) {
  if (mode === 'builder') {
    const state = config.builderState ?? 'default';
    return (
      <div className="block-hover-content block-hover-content--builder" data-builder-state={state}>
        <span className="block-hover-content__builder-cue" aria-hidden="true">
          {state === 'hover' ? BlockText.hoverStateCue : BlockText.hoverCue}
        </span>
        {children}
      </div>
    );
  }
  return (
    <div className="block-hover-content block-hover-content--visitor" tabIndex={0} role="group" aria-label={BlockText.hoverLabel}>
      {children}
      <span className="block-hover-content__cue" aria-hidden="true" />
    </div>
  );
}

export default HoverContentBlock;
